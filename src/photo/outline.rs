//! Finding the grid in the picture: the strokes of ink, the largest connected web of them that
//! looks like a 9x9 grid, and its four corners.

use super::lines::{grid_from_lines, runs_on_beyond};
use super::perspective::{warp, Point};
use super::picture::GreyImage;

/// Marks the pixels darker than their surroundings: ink on paper, whatever the lighting. A pixel
/// is ink when it is at least `offset` grey levels below the mean of the square of side
/// `2 * radius + 1` around it, so a shadow across the page darkens both and changes nothing.
pub fn ink_mask(
    pixels: &[f32],
    width: usize,
    height: usize,
    radius: usize,
    offset: f32,
) -> Vec<bool> {
    // Summed-area table with a zero row and column in front.
    let stride = width + 1;
    let mut sums = vec![0.0f64; stride * (height + 1)];
    for y in 0..height {
        let mut row = 0.0f64;
        for x in 0..width {
            row += pixels[y * width + x] as f64;
            sums[(y + 1) * stride + x + 1] = sums[y * stride + x + 1] + row;
        }
    }
    let mut mask = Vec::with_capacity(width * height);
    for y in 0..height {
        let y0 = y.saturating_sub(radius);
        let y1 = (y + radius + 1).min(height);
        for x in 0..width {
            let x0 = x.saturating_sub(radius);
            let x1 = (x + radius + 1).min(width);
            let total = sums[y1 * stride + x1] - sums[y0 * stride + x1] - sums[y1 * stride + x0]
                + sums[y0 * stride + x0];
            let mean = total / ((y1 - y0) * (x1 - x0)) as f64;
            mask.push((pixels[y * width + x] as f64) < mean - offset as f64);
        }
    }
    mask
}

/// One connected patch of ink (pixels touching by side or corner).
#[derive(Clone, Debug)]
pub struct Blob {
    pub pixels: usize,
    /// How many of them are ink by the stricter test (all of them, without one).
    pub strong: usize,
    pub left: usize,
    pub top: usize,
    pub right: usize,
    pub bottom: usize,
    /// The pixels furthest towards the top left, top right, bottom right and bottom left.
    pub extremes: [(usize, usize); 4],
}

impl Blob {
    pub fn width(&self) -> usize {
        self.right - self.left + 1
    }

    pub fn height(&self) -> usize {
        self.bottom - self.top + 1
    }
}

/// The connected patches of ink inside the rectangle `[x0, x1) x [y0, y1)` of a mask of the
/// given width.
pub fn blobs(mask: &[bool], width: usize, area: (usize, usize, usize, usize)) -> Vec<Blob> {
    blobs_with_strength(mask, mask, width, area)
}

/// The connected patches of ink of `mask`, each counting how many of its pixels are ink in
/// `strong` too (a stricter mask): a faint stroke joined to a dark one belongs with it.
pub fn blobs_with_strength(
    mask: &[bool],
    strong: &[bool],
    width: usize,
    area: (usize, usize, usize, usize),
) -> Vec<Blob> {
    let (x0, y0, x1, y1) = area;
    let w = x1 - x0;
    let mut seen = vec![false; w * (y1 - y0)];
    let mut found = Vec::new();
    let mut stack = Vec::new();
    for y in y0..y1 {
        for x in x0..x1 {
            if !mask[y * width + x] || seen[(y - y0) * w + x - x0] {
                continue;
            }
            seen[(y - y0) * w + x - x0] = true;
            stack.push((x, y));
            let mut blob = Blob {
                pixels: 0,
                strong: 0,
                left: x,
                top: y,
                right: x,
                bottom: y,
                extremes: [(x, y); 4],
            };
            let mut best = [i64::MIN; 4];
            while let Some((px, py)) = stack.pop() {
                blob.pixels += 1;
                blob.strong += strong[py * width + px] as usize;
                blob.left = blob.left.min(px);
                blob.right = blob.right.max(px);
                blob.top = blob.top.min(py);
                blob.bottom = blob.bottom.max(py);
                let (sx, sy) = (px as i64, py as i64);
                let scores = [-sx - sy, sx - sy, sx + sy, sy - sx];
                for k in 0..4 {
                    if scores[k] > best[k] {
                        best[k] = scores[k];
                        blob.extremes[k] = (px, py);
                    }
                }
                for ny in py.saturating_sub(1)..(py + 2).min(y1) {
                    if ny < y0 {
                        continue;
                    }
                    for nx in px.saturating_sub(1)..(px + 2).min(x1) {
                        if nx < x0 {
                            continue;
                        }
                        let i = (ny - y0) * w + nx - x0;
                        if mask[ny * width + nx] && !seen[i] {
                            seen[i] = true;
                            stack.push((nx, ny));
                        }
                    }
                }
            }
            found.push(blob);
        }
    }
    found
}

/// The side of each cell when the grid is seen straight on, in pixels.
pub const CELL: usize = 32;
/// The side of the whole grid seen straight on.
pub const GRID: usize = 9 * CELL;

/// The grid found in a picture: its corners (clockwise from the top left) in the coordinates of
/// `source`, and the grid seen straight on, `GRID` x `GRID` grey levels.
pub struct Outline {
    pub corners: [Point; 4],
    pub square: Vec<f32>,
}

/// The longest side of the picture in which the grid is looked for: enough for a grid a third
/// of the picture wide to keep its lines, small enough to look quickly.
const SEARCH_SIDE: usize = 720;

/// Finds the grid: among the largest patches of ink, the first whose four extreme points make a
/// plausible quadrilateral and which, seen straight on, shows the ten lines of a grid each way;
/// failing that, a grid found from the lines of one of the largest patches (a grid that touches
/// other print joins its patch, whose extreme points are then not the grid's corners).
pub fn find_grid(source: &GreyImage) -> Option<Outline> {
    let small = source.shrunk_to(SEARCH_SIDE);
    let levels: Vec<f32> = small.pixels.iter().map(|&p| p as f32).collect();
    let radius = (small.width.max(small.height) / 60).max(3);
    let mask = ink_mask(
        &levels,
        small.width,
        small.height,
        radius,
        line_offset(&levels),
    );
    let patches = largest_patches(&mask, small.width, small.height);
    if let Some(found) = grid_at_extremes(source, &small, &patches) {
        return Some(found);
    }
    // A grid line broken by a fold or a glare splits the grid in pieces: thickening the ink by a
    // pixel joins them again.
    let thick = thickened(&mask, small.width, small.height);
    let thick_patches = largest_patches(&thick, small.width, small.height);
    grid_at_extremes(source, &small, &thick_patches)
        .or_else(|| grid_from_lines_of(source, &small, &mask, &patches))
        .or_else(|| grid_from_lines_of(source, &small, &thick, &thick_patches))
}

/// How much darker than its surroundings a grid line must be: 8 grey levels in a photo of
/// ordinary contrast (paper against the darkest ink), less in a dim or washed-out one, whose
/// lines stand out less but still by a part of its contrast.
pub fn line_offset(levels: &[f32]) -> f32 {
    (0.06 * (quantile(levels, 0.5) - quantile(levels, 0.01))).clamp(3.0, 8.0)
}

/// The grey level (0 to 255, to the nearest level) under which the given share of `levels` lie.
pub fn quantile(levels: &[f32], share: f32) -> f32 {
    let mut counts = [0usize; 256];
    for &v in levels {
        counts[v.clamp(0.0, 255.0) as usize] += 1;
    }
    let wanted = (share * levels.len() as f32) as usize;
    let mut seen = 0;
    for (level, &count) in counts.iter().enumerate() {
        seen += count;
        if seen > wanted {
            return level as f32;
        }
    }
    255.0
}

/// The patches of ink large enough to hold a grid, largest box first.
fn largest_patches(mask: &[bool], width: usize, height: usize) -> Vec<Blob> {
    let mut patches = blobs(mask, width, (0, 0, width, height));
    let smallest_side = 9 * 6;
    patches.retain(|b| b.width() >= smallest_side && b.height() >= smallest_side);
    patches.sort_by_key(|b| std::cmp::Reverse(b.width() * b.height()));
    patches.truncate(6);
    patches
}

/// The first patch whose extreme points are the corners of a grid, seen in `source` (`small`
/// is its shrunk copy, where the patches were found).
fn grid_at_extremes(source: &GreyImage, small: &GreyImage, patches: &[Blob]) -> Option<Outline> {
    let scale_x = source.width as f32 / small.width as f32;
    let scale_y = source.height as f32 / small.height as f32;
    patches.iter().find_map(|blob| {
        let corners = blob.extremes.map(|(x, y)| Point {
            x: (x as f32 + 0.5) * scale_x,
            y: (y as f32 + 0.5) * scale_y,
        });
        confirmed(source, corners, Check::Outline)
    })
}

/// The first of the largest patches (the few largest: the search costs more) in whose lines a
/// grid is found whose lines stop at its sides.
fn grid_from_lines_of(
    source: &GreyImage,
    small: &GreyImage,
    mask: &[bool],
    patches: &[Blob],
) -> Option<Outline> {
    let scale_x = source.width as f32 / small.width as f32;
    let scale_y = source.height as f32 / small.height as f32;
    patches.iter().take(3).find_map(|blob| {
        grid_from_lines(mask, small.width, blob)
            .into_iter()
            .find_map(|corners| {
                let corners = corners.map(|p| Point {
                    x: p.x * scale_x,
                    y: p.y * scale_y,
                });
                if runs_on_beyond(source, &corners) {
                    return None;
                }
                confirmed(source, corners, Check::Lines)
            })
    })
}

/// The grid with these corners (in `source`'s pixels), if they are plausible and the grid
/// seen straight on shows its lines.
fn confirmed(source: &GreyImage, corners: [Point; 4], check: Check) -> Option<Outline> {
    if !plausible(&corners) {
        return None;
    }
    let square = warp(source, &corners, GRID)?;
    has_grid_lines(&square, check).then_some(Outline { corners, square })
}

/// The mask with every pixel next to ink made ink too.
fn thickened(mask: &[bool], width: usize, height: usize) -> Vec<bool> {
    (0..width * height)
        .map(|i| {
            let (x, y) = (i % width, i / width);
            (y.saturating_sub(1)..(y + 2).min(height))
                .any(|ny| (x.saturating_sub(1)..(x + 2).min(width)).any(|nx| mask[ny * width + nx]))
        })
        .collect()
}

/// Four corners that could be a square seen by a camera: convex, clockwise, and no side less
/// than half the one opposite or beside it.
fn plausible(corners: &[Point; 4]) -> bool {
    let side = |i: usize| {
        let (a, b) = (corners[i], corners[(i + 1) % 4]);
        ((a.x - b.x).powi(2) + (a.y - b.y).powi(2)).sqrt()
    };
    let sides = [side(0), side(1), side(2), side(3)];
    let longest = sides.iter().cloned().fold(0.0, f32::max);
    let shortest = sides.iter().cloned().fold(f32::MAX, f32::min);
    let convex = (0..4).all(|i| {
        let (a, b, c) = (corners[i], corners[(i + 1) % 4], corners[(i + 2) % 4]);
        (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x) > 0.0
    });
    convex && shortest * 2.0 >= longest
}

/// How strictly a grid seen straight on is checked for its lines.
#[derive(Clone, Copy, PartialEq)]
enum Check {
    /// Eight of its ten lines each way on ink for 40% of their length: thin lines are often
    /// printed pale and partly lost, and a grid's own outline is already good evidence.
    Outline,
    /// Nine of the ten lines on ink for half the length of each third of them: for corners
    /// found from lines alone, which may take in part of the grid and print beside it (lines of
    /// text run across a whole quadrilateral, but not on and on across each third of it).
    Lines,
}

/// Whether a grid seen straight on has ink along its ten lines each way and mostly paper
/// half-way between them: what tells a Sudoku grid from a photo, a block of text or a frame.
fn has_grid_lines(square: &[f32], check: Check) -> bool {
    let mask = ink_mask(square, GRID, GRID, CELL / 2, line_offset(square));
    let reach = CELL / 8;
    // The share of rows (or columns) with ink within `reach` of position `at` across the grid,
    // from `start` to `end` along it.
    let coverage = |at: usize, vertical: bool, (start, end): (usize, usize)| {
        let from = at.saturating_sub(reach);
        let to = (at + reach + 1).min(GRID);
        let hits = (start..end)
            .filter(|&along| {
                (from..to).any(|across| {
                    let (x, y) = if vertical {
                        (across, along)
                    } else {
                        (along, across)
                    };
                    mask[y * GRID + x]
                })
            })
            .count();
        hits as f32 / (end - start) as f32
    };
    let (parts, least, lines_needed) = match check {
        Check::Outline => (1, 0.4, 8),
        Check::Lines => (3, 0.5, 9),
    };
    [true, false].into_iter().all(|vertical| {
        let lines = (0..=9)
            .filter(|k| {
                let at = (k * CELL).min(GRID - 1);
                (0..parts).all(|p| {
                    let part = (p * GRID / parts, (p + 1) * GRID / parts);
                    coverage(at, vertical, part) >= least
                })
            })
            .count();
        let between: f32 = (0..9)
            .map(|k| coverage(k * CELL + CELL / 2, vertical, (0, GRID)))
            .sum::<f32>()
            / 9.0;
        lines >= lines_needed && between < 0.45
    })
}
