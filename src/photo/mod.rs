//! Reading a puzzle from a photo of it, on the device: find the grid, look at it straight on,
//! cut out the digits, classify them with a small trained network, and let the solver correct
//! what the rules show to be misread.

mod cells;
mod correct;
mod digits;
mod lines;
mod mesh;
mod outline;
mod perspective;
mod picture;

use cells::{cell_images, CellImage};
pub use cells::{digit_images, turned, DigitImage, DIGIT_PIXELS, DIGIT_SIDE};
pub use digits::{softmax, DigitModel, CLASSES, TURNED};
pub use outline::{CELL as CELL_SIDE, GRID as GRID_SIDE};
pub use perspective::Point;

use crate::{Cell, Grid, PuzzleError};
use correct::{correct, CellReading};
use mesh::straightened;
use outline::find_grid;
use picture::GreyImage;

/// What was read from a photo.
#[derive(Clone, Debug, PartialEq)]
pub struct PhotoReading {
    /// The givens read, after correction.
    pub puzzle: Grid,
    /// How sure the reader is of each cell, from 0 to 1, in reading order.
    pub confidence: [f32; 81],
    /// The grid's corners in the picture, in pixels, clockwise from the puzzle's top left (which
    /// is not the picture's when the photo was taken sideways or upside down).
    pub corners: [Point; 4],
    /// The cells whose first reading broke the rules or left other than one solution, and were
    /// changed: to their next likeliest digit, emptied (a mark taken for a digit), or given the
    /// digit a faint patch in them looks like (a digit printed pale).
    pub corrected: Vec<Cell>,
}

/// The longest side of the picture the grid is cut from: larger photos are shrunk first, which
/// keeps plenty of detail for the digits and bounds the time.
const SOURCE_SIDE: usize = 2048;

/// Reads the puzzle in a picture given as RGBA pixels (four bytes a pixel, rows top to bottom,
/// as a canvas gives them).
pub fn read_photo(rgba: &[u8], width: usize, height: usize) -> Result<PhotoReading, PuzzleError> {
    read_photo_with(&DigitModel::shipped(), rgba, width, height)
}

/// [`read_photo`] with a given digit classifier (the training example measures the models it
/// trains this way).
pub fn read_photo_with(
    model: &DigitModel,
    rgba: &[u8],
    width: usize,
    height: usize,
) -> Result<PhotoReading, PuzzleError> {
    let found = find_grid_in(rgba, width, height)?;
    // The photo may have been taken sideways or upside down: read the grid each way up and keep
    // the way whose digits look least turned to the classifier.
    let mut best: Option<(f32, usize, [CellReading; 81])> = None;
    for turns in 0..4 {
        let cells = cell_images(&turned(&found.square, turns));
        let mut readings = [CellReading::Empty; 81];
        let mut score = 0.0f32;
        for (reading, cell) in readings.iter_mut().zip(&cells) {
            let (image, faint) = match cell {
                CellImage::Empty => continue,
                CellImage::Digit(image) => (image, false),
                CellImage::Faint(image) => (image, true),
            };
            let p = model.probabilities(image);
            let upright = (1.0 - p[TURNED]).max(1e-6);
            // (At most 1: rounding can take the quotient a hair above it.)
            let digits = std::array::from_fn(|d| (p[d] / upright).min(1.0));
            // Only clear digits tell which way up the grid is.
            *reading = if faint {
                CellReading::Faint(digits)
            } else {
                score += upright.ln();
                CellReading::Digit(digits)
            };
        }
        if !matches!(&best, Some((s, _, _)) if *s >= score) {
            best = Some((score, turns, readings));
        }
    }
    let (_, turns, readings) = best.expect("four ways were tried");
    let result = correct(&readings);
    // Turning the grid a quarter clockwise brings its bottom left corner to the top left.
    let corners: [Point; 4] = std::array::from_fn(|i| found.corners[(i + 4 - turns) % 4]);
    Ok(PhotoReading {
        puzzle: result.puzzle,
        confidence: result.confidence,
        corners,
        corrected: result.corrected,
    })
}

/// The grid in a picture seen straight on, `GRID_SIDE` pixels square, grey levels row by row,
/// the grid as the picture shows it (not turned): what the training example cuts digits from.
pub fn straight_grid(rgba: &[u8], width: usize, height: usize) -> Result<Vec<f32>, PuzzleError> {
    Ok(find_grid_in(rgba, width, height)?.square)
}

/// The grid in a picture, seen straight on, with its corners in the picture's pixels.
struct FoundGrid {
    square: Vec<f32>,
    corners: [Point; 4],
}

fn find_grid_in(rgba: &[u8], width: usize, height: usize) -> Result<FoundGrid, PuzzleError> {
    let picture = GreyImage::from_rgba(rgba, width, height)?;
    let source = picture.shrunk_to(SOURCE_SIDE);
    let outline = find_grid(&source).ok_or(PuzzleError::NoGrid)?;
    // The corners fix a flat grid; the lines found where they really run follow a page that
    // curls or bends, and mend corners found a little off.
    let (square, corners) =
        straightened(&source, &outline.corners).unwrap_or((outline.square, outline.corners));
    let (sx, sy) = (
        width as f32 / source.width as f32,
        height as f32 / source.height as f32,
    );
    Ok(FoundGrid {
        square,
        corners: corners.map(|p| Point {
            x: p.x * sx,
            y: p.y * sy,
        }),
    })
}
