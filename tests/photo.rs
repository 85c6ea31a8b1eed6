//! The photo reader on real photos (the training set of Wicht and Hennebert's data set, which
//! the shipped classifier learnt from: these tests check the pipeline end to end, while the
//! accuracy on unseen photos is measured by `npm run train`'s k-fold and `npm run bench`) and on
//! pictures that hold no grid, are turned, or are not pictures at all.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::alterations::{altered, Picture};
use common::photos::{load_photo, TrainingPhoto};
use sudoku_wasm::photo::read_photo;
use sudoku_wasm::PuzzleError;

/// Photos from across the set: the three camera sizes, shadows, perspective.
const SAMPLE: [&str; 8] = [
    "image1",
    "image10",
    "image44",
    "image122",
    "image160",
    "image1003",
    "image1036",
    "image1082",
];

fn read_right(photo: &TrainingPhoto, rgba: &[u8], width: usize, height: usize) {
    let reading = read_photo(rgba, width, height).unwrap_or_else(|e| panic!("{}: {e}", photo.name));
    assert_eq!(reading.puzzle.one_line(), photo.puzzle(), "{}", photo.name);
    assert!(reading.confidence.iter().all(|c| (0.0..=1.0).contains(c)));
    assert!(reading
        .corners
        .iter()
        .all(|p| { (0.0..=width as f32).contains(&p.x) && (0.0..=height as f32).contains(&p.y) }));
}

#[test]
fn training_photos_read_with_every_given_right() {
    for name in SAMPLE {
        let photo = load_photo(name);
        read_right(&photo, &photo.rgba, photo.width, photo.height);
    }
}

#[test]
fn the_corners_found_are_the_grid_s() {
    // From outlines.csv: the grid's corners in image1082, clockwise from the top left.
    let photo = load_photo("image1082");
    let expected = [
        (101.0, 270.0),
        (885.0, 272.0),
        (872.0, 1060.0),
        (105.0, 1053.0),
    ];
    let reading = read_photo(&photo.rgba, photo.width, photo.height).unwrap();
    for (p, (x, y)) in reading.corners.iter().zip(expected) {
        assert!(
            (p.x - x).abs() < 30.0 && (p.y - y).abs() < 30.0,
            "{p:?} vs {x},{y}"
        );
    }
}

#[test]
fn a_grid_joined_to_print_around_it_is_found() {
    // image1082's grid (corners 101,270 to 872,1060, nearly square to the picture) inside a
    // printed frame that touches it: the patch of ink the grid belongs to is then the frame,
    // whose extreme points are not the grid's corners.
    let photo = load_photo("image1082");
    let mut rgba = photo.rgba.clone();
    let mut paint = |x0: usize, y0: usize, x1: usize, y1: usize| {
        for y in y0..y1 {
            for x in x0..x1 {
                rgba[(y * photo.width + x) * 4..][..3].copy_from_slice(&[40, 40, 40]);
            }
        }
    };
    let (left, top, right, bottom) = (30, 180, 940, 1130);
    paint(left, top, right, top + 8);
    paint(left, bottom - 8, right, bottom);
    paint(left, top, left + 8, bottom);
    paint(right - 8, top, right, bottom);
    // Ties from the frame to the grid's sides, and a heading joined to the frame.
    paint(left, 650, 110, 658);
    paint(860, 450, right, 458);
    paint(300, top - 60, 700, top);
    let reading = read_photo(&rgba, photo.width, photo.height).unwrap();
    assert_eq!(reading.puzzle.one_line(), photo.puzzle());
    let expected = [
        (101.0, 270.0),
        (885.0, 272.0),
        (872.0, 1060.0),
        (105.0, 1053.0),
    ];
    for (p, (x, y)) in reading.corners.iter().zip(expected) {
        assert!(
            (p.x - x).abs() < 30.0 && (p.y - y).abs() < 30.0,
            "{p:?} vs {x},{y}"
        );
    }
}

#[test]
fn a_photo_dim_washed_out_or_unevenly_lit_reads_the_same() {
    // Photos whose digits were lost in each of these before the cells were read against their
    // own paper's light (npm run train:altered).
    for (name, alteration) in [
        ("image147", "dark"),
        ("image155", "bright"),
        ("image147", "shading"),
        ("image1", "dark"),
    ] {
        let photo = load_photo(name);
        let picture = Picture {
            rgba: photo.rgba.clone(),
            width: photo.width,
            height: photo.height,
        };
        let copy = altered(&picture, alteration, 1);
        read_right(&photo, &copy.rgba, copy.width, copy.height);
    }
}

#[test]
fn a_photo_of_a_page_that_does_not_lie_flat_reads_the_same() {
    // The page bowed and waved (tests/common/alterations.rs, "bent"): no perspective maps a
    // flat grid onto it, and cells cut where a flat grid has them take in their neighbours'
    // lines; these two were misread so before the lines were followed where they run.
    for name in ["image44", "image1036"] {
        let photo = load_photo(name);
        let picture = Picture {
            rgba: photo.rgba.clone(),
            width: photo.width,
            height: photo.height,
        };
        let copy = altered(&picture, "bent", 1);
        read_right(&photo, &copy.rgba, copy.width, copy.height);
    }
}

/// The picture turned by `degrees` about its centre onto white paper large enough to hold all
/// of it (as a photo turned on a scanner): its pixels, width and height.
fn rotated(photo: &TrainingPhoto, degrees: f32) -> (Vec<u8>, usize, usize) {
    let (w, h) = (photo.width as f32, photo.height as f32);
    let (sin, cos) = degrees.to_radians().sin_cos();
    let out_w = (w * cos.abs() + h * sin.abs()).ceil() as usize;
    let out_h = (w * sin.abs() + h * cos.abs()).ceil() as usize;
    let mut out = vec![255u8; out_w * out_h * 4];
    for y in 0..out_h {
        for x in 0..out_w {
            let (dx, dy) = (x as f32 - out_w as f32 / 2.0, y as f32 - out_h as f32 / 2.0);
            let sx = (cos * dx + sin * dy + w / 2.0).round();
            let sy = (-sin * dx + cos * dy + h / 2.0).round();
            if sx >= 0.0 && sy >= 0.0 && sx < w && sy < h {
                let from = (sy as usize * photo.width + sx as usize) * 4;
                let to = (y * out_w + x) * 4;
                out[to..to + 4].copy_from_slice(&photo.rgba[from..from + 4]);
            }
        }
    }
    (out, out_w, out_h)
}

#[test]
fn a_photo_turned_a_little_reads_the_same() {
    let photo = load_photo("image1082");
    for degrees in [-12.0, 8.0, 15.0] {
        let (rgba, width, height) = rotated(&photo, degrees);
        read_right(&photo, &rgba, width, height);
    }
}

#[test]
fn a_photo_upside_down_or_sideways_reads_the_right_way_up() {
    let photo = load_photo("image44");
    let (w, h) = (photo.width, photo.height);
    // Upside down: the pixels in reverse order.
    let upside_down: Vec<u8> = photo
        .rgba
        .chunks_exact(4)
        .rev()
        .flatten()
        .copied()
        .collect();
    let reading = read_photo(&upside_down, w, h).unwrap();
    assert_eq!(reading.puzzle.one_line(), photo.puzzle());
    // The puzzle's top left corner is at the picture's bottom right.
    assert!(reading.corners[0].x > w as f32 / 2.0 && reading.corners[0].y > h as f32 / 2.0);
    // A quarter turn clockwise: the picture is h wide and w high.
    let mut sideways = vec![0u8; w * h * 4];
    for y in 0..h {
        for x in 0..w {
            let (nx, ny) = (h - 1 - y, x);
            sideways[(ny * h + nx) * 4..(ny * h + nx) * 4 + 4]
                .copy_from_slice(&photo.rgba[(y * w + x) * 4..(y * w + x) * 4 + 4]);
        }
    }
    let reading = read_photo(&sideways, h, w).unwrap();
    assert_eq!(reading.puzzle.one_line(), photo.puzzle());
}

#[test]
fn a_very_large_picture_is_scaled_down_not_refused() {
    let photo = load_photo("image1");
    let k = 6; // 3840x2880
    let (w, h) = (photo.width * k, photo.height * k);
    let mut big = vec![0u8; w * h * 4];
    for y in 0..h {
        for x in 0..w {
            let from = ((y / k) * photo.width + x / k) * 4;
            big[(y * w + x) * 4..(y * w + x) * 4 + 4].copy_from_slice(&photo.rgba[from..from + 4]);
        }
    }
    read_right(&photo, &big, w, h);
}

#[test]
fn pictures_without_a_grid_say_so() {
    let (w, h) = (640, 480);
    let blank = vec![255u8; w * h * 4];
    assert_eq!(read_photo(&blank, w, h), Err(PuzzleError::NoGrid));

    let mut seed = 17u32;
    let noise: Vec<u8> = (0..w * h * 4)
        .map(|i| {
            seed = seed.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
            if i % 4 == 3 {
                255
            } else {
                (seed >> 24) as u8
            }
        })
        .collect();
    assert_eq!(read_photo(&noise, w, h), Err(PuzzleError::NoGrid));

    // image1's grid spans x = 46 to 586: keep the picture's left 316 columns, half the grid.
    let photo = load_photo("image1");
    let half = 316;
    let cropped: Vec<u8> = photo
        .rgba
        .chunks_exact(photo.width * 4)
        .flat_map(|row| &row[..half * 4])
        .copied()
        .collect();
    assert_eq!(
        read_photo(&cropped, half, photo.height),
        Err(PuzzleError::NoGrid)
    );
    assert_eq!(
        PuzzleError::NoGrid.to_string(),
        "no Sudoku grid found in the picture"
    );
}

#[test]
fn pixels_that_do_not_match_the_size_are_refused() {
    let err = read_photo(&[255; 4 * 6 - 1], 2, 3).unwrap_err();
    assert_eq!(
        err,
        PuzzleError::PixelCount {
            width: 2,
            height: 3,
            found: 23
        }
    );
    assert_eq!(
        err.to_string(),
        "a 2x3 picture needs 24 bytes of RGBA pixels (4 per pixel), found 23"
    );
    assert_eq!(
        read_photo(&[], 0, 5),
        Err(PuzzleError::PictureSize {
            width: 0,
            height: 5
        })
    );
    assert_eq!(
        read_photo(&[], 7, 0),
        Err(PuzzleError::PictureSize {
            width: 7,
            height: 0
        })
    );
    // A size whose byte count overflows is a mismatch, not a crash.
    assert!(matches!(
        read_photo(&[0; 8], usize::MAX, 2),
        Err(PuzzleError::PixelCount { .. })
    ));
}
