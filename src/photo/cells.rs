//! Reading the 81 cells of a grid seen straight on: which hold ink, and the digit in each, cut
//! out, centred and scaled to the size the classifier learnt.

use super::outline::{blobs_with_strength, ink_mask, quantile, Blob, CELL, GRID};

/// The side of the picture of one digit given to the classifier.
pub const DIGIT_SIDE: usize = 20;
/// The height a digit is scaled to inside that picture (a wide digit may be scaled less, so as
/// to fit).
const DIGIT_HEIGHT: f32 = 16.0;
/// How many values the classifier reads.
pub const DIGIT_PIXELS: usize = DIGIT_SIDE * DIGIT_SIDE;

/// A digit cut out of its cell: ink from 0 (paper) to 1 (the darkest of the digit), row by row.
pub type DigitImage = [f32; DIGIT_PIXELS];

/// The grid seen straight on, turned a quarter clockwise `turns` times (so that a photo taken
/// sideways or upside down can be read the right way up).
pub fn turned(square: &[f32], turns: usize) -> Vec<f32> {
    let mut out = square.to_vec();
    for _ in 0..turns % 4 {
        let previous = out.clone();
        for y in 0..GRID {
            for x in 0..GRID {
                // The pixel at (x, y) of the turned grid was at (y, GRID - 1 - x).
                out[y * GRID + x] = previous[(GRID - 1 - x) * GRID + y];
            }
        }
    }
    out
}

/// What one cell of the grid holds, as the reader sees it.
#[derive(Clone, Copy)]
pub enum CellImage {
    /// No patch of ink the size of a digit.
    Empty,
    /// A digit, cut out.
    Digit(DigitImage),
    /// A patch the size of a digit but much paler than the grid's typical digit: most often dirt,
    /// a shadow's edge, a shaded cell or print showing through from the other side of the page,
    /// but now and then a digit printed pale. Read as empty; the solver may read it as a digit
    /// when the puzzle needs one there.
    Faint(DigitImage),
}

/// The digits of the 81 cells in reading order, `None` for a cell without one (or with only a
/// faint patch of ink).
pub fn digit_images(square: &[f32]) -> Vec<Option<DigitImage>> {
    cell_images(square)
        .into_iter()
        .map(|cell| match cell {
            CellImage::Digit(image) => Some(image),
            _ => None,
        })
        .collect()
}

/// The 81 cells in reading order: empty, a digit, or a faint patch that may be one (much paler
/// than the grid's typical digit); a patch paler still is nothing.
pub fn cell_images(square: &[f32]) -> Vec<CellImage> {
    let square = &evenly_lit(square);
    // Ink is what stands out from the paper by a fair part of the grid's contrast (its paper, the
    // median, against its darkest ink), and by more than the camera's noise, so that paper grain
    // does not count; a dim or washed-out photo has little contrast, but its digits still stand
    // out from their paper by a part of it.
    let mut levels = square.to_vec();
    levels.sort_by(f32::total_cmp);
    let contrast = levels[levels.len() / 2] - levels[levels.len() / 100];
    // Strokes are found by a lenient test and kept where a stricter one finds part of them (as
    // edges are traced by hysteresis), so a thin or faded stroke stays joined to its digit while
    // faint specks on their own do not count.
    let offset = (0.15 * contrast).max(3.0 * noise(square)).clamp(4.0, 40.0);
    let mut strong = ink_mask(square, GRID, GRID, CELL / 2, offset);
    remove_lines(&mut strong);
    let mut mask = ink_mask(square, GRID, GRID, CELL / 2, offset / 2.0);
    remove_lines(&mut mask);
    let found: Vec<Option<(f32, DigitImage)>> = (0..81)
        .map(|i| {
            let (x0, y0) = ((i % 9) * CELL, (i / 9) * CELL);
            digit_in_cell(square, &mask, &strong, x0, y0)
        })
        .collect();
    let mut contrasts: Vec<f32> = found.iter().flatten().map(|(c, _)| *c).collect();
    contrasts.sort_by(f32::total_cmp);
    let typical = contrasts.get(contrasts.len() / 2).copied().unwrap_or(0.0);
    found
        .into_iter()
        .map(|digit| match digit {
            Some((contrast, image)) if contrast >= 0.5 * typical => CellImage::Digit(image),
            Some((contrast, image)) if contrast >= 0.25 * typical => CellImage::Faint(image),
            _ => CellImage::Empty,
        })
        .collect()
}

/// The grid with its lighting made even: each pixel divided by the mean brightness around it
/// (a square of two cells a side), scaled to a paper of about 200. Light falls on paper
/// unevenly (a lamp to one side, a hand's shadow, a lens darker at its edges) and multiplies
/// what the paper reflects, so a digit in the dim corner is as dark against its own paper as
/// one in the light: after this, they look alike, and a dim or over-exposed photo like a well
/// lit one.
fn evenly_lit(square: &[f32]) -> Vec<f32> {
    let stride = GRID + 1;
    let mut sums = vec![0.0f64; stride * stride];
    for y in 0..GRID {
        let mut row = 0.0f64;
        for x in 0..GRID {
            row += square[y * GRID + x] as f64;
            sums[(y + 1) * stride + x + 1] = sums[y * stride + x + 1] + row;
        }
    }
    let mut out = Vec::with_capacity(square.len());
    for y in 0..GRID {
        let (y0, y1) = (y.saturating_sub(CELL), (y + CELL + 1).min(GRID));
        for x in 0..GRID {
            let (x0, x1) = (x.saturating_sub(CELL), (x + CELL + 1).min(GRID));
            let total = sums[y1 * stride + x1] - sums[y0 * stride + x1] - sums[y1 * stride + x0]
                + sums[y0 * stride + x0];
            let mean = (total / ((y1 - y0) * (x1 - x0)) as f64) as f32;
            out.push((180.0 * square[y * GRID + x] / mean.max(1.0)).min(255.0));
        }
    }
    out
}

/// The camera's noise in the grid: the median difference between pixels side by side, which
/// on plain paper (most of a grid) is about the noise's deviation.
fn noise(square: &[f32]) -> f32 {
    let steps: Vec<f32> = square
        .chunks(GRID)
        .flat_map(|row| row.windows(2).map(|pair| (pair[1] - pair[0]).abs()))
        .collect();
    quantile(&steps, 0.5)
}

/// Takes the grid lines out of an ink mask: the runs of ink, across or down, longer than any
/// stroke of a digit. Where the paper bends or the lens curves, the lines stray from where a
/// flat grid would have them, so finding them beats assuming their place.
fn remove_lines(mask: &mut [bool]) {
    let longest_stroke = CELL * 4 / 5;
    let mut line = vec![false; mask.len()];
    for vertical in [false, true] {
        for a in 0..GRID {
            let at = |b: usize| if vertical { b * GRID + a } else { a * GRID + b };
            let mut start = 0;
            for b in 0..=GRID {
                if b < GRID && mask[at(b)] {
                    continue;
                }
                if b - start >= longest_stroke {
                    (start..b).for_each(|k| line[at(k)] = true);
                }
                start = b + 1;
            }
        }
    }
    for (m, l) in mask.iter_mut().zip(line) {
        *m &= !l;
    }
}

/// The digit in the cell whose top left corner is at (x0, y0): the patches of ink that lie in
/// its middle, away from the grid lines, taken together; `None` if they are too small to be a
/// digit. With the digit comes its contrast: how much darker its ink is than the paper around it.
fn digit_in_cell(
    square: &[f32],
    mask: &[bool],
    strong: &[bool],
    x0: usize,
    y0: usize,
) -> Option<(f32, DigitImage)> {
    let margin = CELL / 10;
    let inner = (
        x0 + margin,
        y0 + margin,
        x0 + CELL - margin,
        y0 + CELL - margin,
    );
    let patches = blobs_with_strength(mask, strong, GRID, inner);
    let cell = CELL as f32;
    // A piece of a grid line that strays inside the margin (the paper bends, the lens curves)
    // runs from edge to edge of the inner square and is thin.
    let line_piece = |b: &Blob| {
        let tall = b.top == inner.1 && b.bottom + 1 == inner.3 && b.width() * 10 < CELL * 3;
        let wide = b.left == inner.0 && b.right + 1 == inner.2 && b.height() * 10 < CELL * 3;
        tall || wide
    };
    let patches: Vec<Blob> = patches.into_iter().filter(|b| !line_piece(b)).collect();
    let central = |b: &Blob| {
        let cx = (b.left + b.right) as f32 / 2.0 - x0 as f32;
        let cy = (b.top + b.bottom) as f32 / 2.0 - y0 as f32;
        let middle = cell * 0.22..cell * 0.78;
        middle.contains(&cx) && middle.contains(&cy) && b.strong * 80 >= CELL * CELL
    };
    let core: Vec<&Blob> = patches.iter().filter(|b| central(b)).collect();
    if core.is_empty() {
        return None;
    }
    let mut left = core.iter().map(|b| b.left).min()?;
    let mut right = core.iter().map(|b| b.right).max()?;
    let mut top = core.iter().map(|b| b.top).min()?;
    let mut bottom = core.iter().map(|b| b.bottom).max()?;
    // Pieces of a broken stroke that overlap the digit's box belong to it.
    for b in &patches {
        let overlaps = b.left <= right && b.right >= left && b.top <= bottom && b.bottom >= top;
        if overlaps && b.strong * 200 >= CELL * CELL {
            left = left.min(b.left);
            right = right.max(b.right);
            top = top.min(b.top);
            bottom = bottom.max(b.bottom);
        }
    }
    let (width, height) = (right - left + 1, bottom - top + 1);
    // The same test whichever way up the grid is, so that each way finds the same digits.
    if (height.max(width) as f32) < cell * 0.3 || width * height * 10 < CELL * CELL / 2 {
        return None;
    }
    // Paper: the mean of the cell's inner pixels that are not ink; ink: the mean of the ink
    // pixels in the digit's box.
    let (mut paper, mut papers, mut ink, mut inks) = (0.0, 0usize, 0.0, 0usize);
    for y in inner.1..inner.3 {
        for x in inner.0..inner.2 {
            let v = square[y * GRID + x];
            if mask[y * GRID + x] {
                if (left..=right).contains(&x) && (top..=bottom).contains(&y) {
                    ink += v;
                    inks += 1;
                }
            } else {
                paper += v;
                papers += 1;
            }
        }
    }
    let paper = if papers > 0 {
        paper / papers as f32
    } else {
        255.0
    };
    let ink = if inks > 0 { ink / inks as f32 } else { 0.0 };
    let contrast = (paper - ink).max(1.0);
    Some((
        contrast,
        normalised(square, (left, top, right, bottom), paper, contrast),
    ))
}

/// The box `(left, top, right, bottom)` of the grid scaled so the digit is `DIGIT_HEIGHT` tall
/// (or as wide as that, if wider) and centred in the `DIGIT_SIDE` square; pixels outside the box
/// are paper, so nothing of the grid lines or the neighbours comes along.
fn normalised(
    square: &[f32],
    (left, top, right, bottom): (usize, usize, usize, usize),
    paper: f32,
    contrast: f32,
) -> DigitImage {
    let (width, height) = ((right - left + 1) as f32, (bottom - top + 1) as f32);
    let scale = (DIGIT_HEIGHT / height).min(DIGIT_HEIGHT / width);
    let (cx, cy) = (left as f32 + width / 2.0, top as f32 + height / 2.0);
    let half = DIGIT_SIDE as f32 / 2.0;
    let value = |x: f32, y: f32| -> f32 {
        if x < left as f32 || x >= right as f32 + 1.0 || y < top as f32 || y >= bottom as f32 + 1.0
        {
            return 0.0;
        }
        let (px, py) = ((x - 0.5).max(0.0), (y - 0.5).max(0.0));
        let (ix, iy) = (px as usize, py as usize);
        let (fx, fy) = (px - ix as f32, py - iy as f32);
        let at = |x: usize, y: usize| square[y.min(GRID - 1) * GRID + x.min(GRID - 1)];
        let v = (at(ix, iy) * (1.0 - fx) + at(ix + 1, iy) * fx) * (1.0 - fy)
            + (at(ix, iy + 1) * (1.0 - fx) + at(ix + 1, iy + 1) * fx) * fy;
        ((paper - v) / contrast).clamp(0.0, 1.0)
    };
    let mut image = [0.0; DIGIT_PIXELS];
    for oy in 0..DIGIT_SIDE {
        for ox in 0..DIGIT_SIDE {
            // Four samples a pixel, since the digit is usually shrunk a little.
            let mut sum = 0.0;
            for (dx, dy) in [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)] {
                let x = cx + (ox as f32 + dx - half) / scale;
                let y = cy + (oy as f32 + dy - half) / scale;
                sum += value(x, y);
            }
            image[oy * DIGIT_SIDE + ox] = sum / 4.0;
        }
    }
    image
}
