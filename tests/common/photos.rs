//! The training photos of printed Sudoku grids (Wicht and Hennebert's data set, v2 training
//! split, CC-BY-4.0): decoding them and reading the givens printed in each.

#![allow(dead_code)] // the tests and the training example each use a subset of these helpers

use std::path::PathBuf;

use zune_jpeg::zune_core::bytestream::ZCursor;
use zune_jpeg::zune_core::colorspace::ColorSpace;
use zune_jpeg::zune_core::options::DecoderOptions;
use zune_jpeg::JpegDecoder;

/// A photo as a canvas would give it, with the givens printed in it.
pub struct TrainingPhoto {
    pub name: String,
    pub rgba: Vec<u8>,
    pub width: usize,
    pub height: usize,
    /// The 81 givens in reading order, 0 for an empty cell.
    pub givens: [u8; 81],
}

impl TrainingPhoto {
    /// The givens as a puzzle line, `.` for empty cells.
    pub fn puzzle(&self) -> String {
        self.givens
            .iter()
            .map(|&d| if d == 0 { '.' } else { (b'0' + d) as char })
            .collect()
    }
}

/// The folder of training photos: `$SUDOKU_PHOTOS`, else `../shared/photos/train` beside the repo.
pub fn photo_dir() -> PathBuf {
    let dir = std::env::var_os("SUDOKU_PHOTOS")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/photos/train")
        });
    assert!(
        dir.join("image1.dat").is_file(),
        "the training photos are missing: expected them in {} (set SUDOKU_PHOTOS to their folder)",
        dir.display()
    );
    dir
}

/// The names of the training photos (without `.jpg`), in the order of their numbers.
pub fn photo_names() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(photo_dir())
        .expect("the photo folder can be listed")
        .filter_map(|entry| {
            let name = entry.ok()?.file_name().into_string().ok()?;
            name.strip_suffix(".jpg").map(str::to_owned)
        })
        .collect();
    names.sort_by_key(|n| (n.len(), n.clone()));
    names
}

/// Decodes a JPEG file into RGBA pixels and its width and height.
pub fn decode_jpeg(bytes: &[u8]) -> (Vec<u8>, usize, usize) {
    let options = DecoderOptions::default().jpeg_set_out_colorspace(ColorSpace::RGBA);
    let mut decoder = JpegDecoder::new_with_options(ZCursor::new(bytes), options);
    let rgba = decoder.decode().expect("the photo decodes");
    let info = decoder.info().expect("a decoded JPEG has its size");
    (rgba, info.width as usize, info.height as usize)
}

/// A training photo by name (`image1`), decoded, with its givens.
pub fn load_photo(name: &str) -> TrainingPhoto {
    let dir = photo_dir();
    let bytes = std::fs::read(dir.join(format!("{name}.jpg"))).expect("the photo can be read");
    let (rgba, width, height) = decode_jpeg(&bytes);
    let dat =
        std::fs::read_to_string(dir.join(format!("{name}.dat"))).expect("the .dat can be read");
    let digits: Vec<u8> = dat
        .lines()
        .skip(2)
        .flat_map(|line| line.split_whitespace())
        .map(|d| d.parse().expect("a given is a digit"))
        .collect();
    TrainingPhoto {
        name: name.to_owned(),
        rgba,
        width,
        height,
        givens: digits.try_into().expect("a .dat holds 81 givens"),
    }
}
