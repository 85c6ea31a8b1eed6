//! Finding the grid from its own lines, for when its outline touches other print (a heading, a
//! frame, the puzzle beside it) so that the patch of ink it belongs to is larger than the grid
//! and that patch's extreme points are not the grid's corners.
//!
//! The straight lines of the patch are found by a Hough transform (each ink pixel votes for the
//! lines through it), and split into two families by direction. A grid is a pair of lines of
//! each family with eight more lines evenly spaced between them; the pairs that have them are
//! combined into quadrilaterals, ranked by how well their ten lines each way run over ink with
//! paper half-way between them. Lines found this way can fall in step with print beside the
//! grid, so a quadrilateral is kept only if its lines stop at its sides and, seen straight on,
//! it shows nearly all its lines along each third of their length (src/photo/outline.rs).

use super::outline::{ink_mask, line_offset, Blob};
use super::perspective::{warp, Homography, Point};
use super::picture::GreyImage;

/// Directions tried, a degree apart, from -45 to 135 degrees (the direction of a line's normal),
/// so that lines near upright (about 0) and near level (about 90) are both away from the ends.
const ANGLES: usize = 180;
/// At most this many of the strongest lines are considered.
const MOST_LINES: usize = 64;
/// Peaks this close (pixels, and a few degrees) are the same thick line.
const SAME_LINE: f32 = 4.0;
/// Lines of one family differ in direction by at most this much (degrees): a grid photographed
/// at a slant has its lines converge, but not by more.
const FAMILY_SPREAD: usize = 20;
/// The most pairs of outer lines kept in each family.
const PAIRS: usize = 12;
/// The most quadrilaterals returned, to be confirmed by looking at them straight on.
const CANDIDATES: usize = 4;

/// A straight line: the points whose projection on its normal is `rho` (pixels from the origin
/// of the patch's box), with how many ink pixels lie on it. The normal is `degrees` - 45 degrees
/// from the x axis, `cos` and `sin` its direction.
#[derive(Clone, Copy, Debug)]
struct Line {
    degrees: usize,
    cos: f32,
    sin: f32,
    rho: f32,
    votes: u32,
}

impl Line {
    /// Where the line crosses the line through `from` in the direction `across`.
    fn crossing(&self, from: (f32, f32), across: (f32, f32)) -> Option<f32> {
        let (c, s) = (self.cos, self.sin);
        let along = across.0 * c + across.1 * s;
        (along.abs() > 0.2).then(|| (self.rho - from.0 * c - from.1 * s) / along)
    }

    /// The point where two lines meet, if they are not nearly parallel.
    fn meet(&self, other: &Line) -> Option<(f32, f32)> {
        let (c1, s1) = (self.cos, self.sin);
        let (c2, s2) = (other.cos, other.sin);
        let det = c1 * s2 - s1 * c2;
        (det.abs() > 0.2).then(|| {
            (
                (self.rho * s2 - other.rho * s1) / det,
                (c1 * other.rho - c2 * self.rho) / det,
            )
        })
    }
}

/// The likeliest corners of a grid (clockwise from the top left, in the mask's pixels) among
/// the lines of one patch of ink of `mask`, likeliest first: at most `CANDIDATES` of them.
pub fn grid_from_lines(mask: &[bool], width: usize, blob: &Blob) -> Vec<[Point; 4]> {
    let pixels = pixels_of(mask, width, blob);
    let lines = strongest_lines(&pixels, blob);
    let Some(&first) = lines.first() else {
        return Vec::new();
    };
    let Some(&second) = lines.iter().find(|l| angle_between(l, &first) >= 50) else {
        return Vec::new();
    };
    let family = |of: Line| -> Vec<Line> {
        lines
            .iter()
            .filter(|l| angle_between(l, &of) <= FAMILY_SPREAD)
            .copied()
            .collect()
    };
    // The family nearer level holds the top and bottom lines.
    let (level, upright) = if first.sin.abs() > second.sin.abs() {
        (first, second)
    } else {
        (second, first)
    };
    let (box_w, box_h) = (blob.width() as f32, blob.height() as f32);
    let rows = evenly_spaced_pairs(&family(level), &level, (box_w, box_h));
    let columns = evenly_spaced_pairs(&family(upright), &upright, (box_w, box_h));
    let mut found: Vec<(f32, [Point; 4])> = Vec::new();
    for &(top, bottom) in &rows {
        for &(left, right) in &columns {
            let corner = |a: &Line, b: &Line| {
                a.meet(b).map(|(x, y)| Point {
                    x: x + blob.left as f32,
                    y: y + blob.top as f32,
                })
            };
            let (Some(a), Some(b), Some(c), Some(d)) = (
                corner(&top, &left),
                corner(&top, &right),
                corner(&bottom, &right),
                corner(&bottom, &left),
            ) else {
                continue;
            };
            let corners = [a, b, c, d];
            let Some(score) = lines_score(mask, width, mask.len() / width, &corners) else {
                continue;
            };
            found.push((score, corners));
        }
    }
    let mut found = in_order(found, |f| -f.0);
    found.truncate(CANDIDATES);
    found.into_iter().map(|(_, corners)| corners).collect()
}

/// The items in increasing order of a key. One sort of keys serves every kind of item, which
/// keeps the module small (a sort is compiled anew for each type it sorts).
fn in_order<T>(items: Vec<T>, key: impl Fn(&T) -> f32) -> Vec<T> {
    let mut keys: Vec<(f32, usize)> = items.iter().map(&key).zip(0..).collect();
    keys.sort_by(by_key);
    let mut items: Vec<Option<T>> = items.into_iter().map(Some).collect();
    keys.into_iter()
        .filter_map(|(_, i)| items[i].take())
        .collect()
}

fn by_key(a: &(f32, usize), b: &(f32, usize)) -> std::cmp::Ordering {
    a.0.total_cmp(&b.0).then(a.1.cmp(&b.1))
}

/// The difference between two directions of lines (radians, from 0 to a quarter turn).
fn angle_between(a: &Line, b: &Line) -> usize {
    let d = a.degrees.abs_diff(b.degrees) % 180;
    d.min(180 - d)
}

/// The pixels of one patch, relative to its box's top left corner, found again from one of
/// them (patches touch by side or corner, as `blobs` finds them).
fn pixels_of(mask: &[bool], width: usize, blob: &Blob) -> Vec<(u16, u16)> {
    let (w, h) = (blob.width(), blob.height());
    let mut seen = vec![false; w * h];
    let (sx, sy) = blob.extremes[0];
    let mut stack = vec![(sx - blob.left, sy - blob.top)];
    seen[(sy - blob.top) * w + sx - blob.left] = true;
    let mut pixels = Vec::with_capacity(blob.pixels);
    while let Some((x, y)) = stack.pop() {
        pixels.push((x as u16, y as u16));
        for ny in y.saturating_sub(1)..(y + 2).min(h) {
            for nx in x.saturating_sub(1)..(x + 2).min(w) {
                let i = ny * w + nx;
                if !seen[i] && mask[(ny + blob.top) * width + nx + blob.left] {
                    seen[i] = true;
                    stack.push((nx, ny));
                }
            }
        }
    }
    pixels
}

/// The strongest straight lines through the pixels, strongest first: the peaks of the Hough
/// transform, each the most voted for among the lines a few pixels and degrees around it.
fn strongest_lines(pixels: &[(u16, u16)], blob: &Blob) -> Vec<Line> {
    let reach = ((blob.width().pow(2) + blob.height().pow(2)) as f32)
        .sqrt()
        .ceil() as usize;
    let bins = 2 * reach + 1;
    // The directions a degree apart from -45 degrees, each turned from the one before (which
    // spares the module the sine and cosine functions).
    let (step_cos, step_sin) = (0.999_847_7_f32, 0.017_452_406_f32);
    let mut trig = Vec::with_capacity(ANGLES);
    let (mut c, mut s) = (
        std::f32::consts::FRAC_1_SQRT_2,
        -std::f32::consts::FRAC_1_SQRT_2,
    );
    for _ in 0..ANGLES {
        trig.push((c, s));
        (c, s) = (c * step_cos - s * step_sin, s * step_cos + c * step_sin);
    }
    let mut votes = vec![0u32; ANGLES * bins];
    for &(x, y) in pixels {
        let (x, y) = (x as f32 + 0.5, y as f32 + 0.5);
        for (a, &(c, s)) in trig.iter().enumerate() {
            let rho = (x * c + y * s).round() as isize + reach as isize;
            votes[a * bins + rho as usize] += 1;
        }
    }
    // A grid line crosses at least a third of the grid, and the grid is at least a few hundred
    // pixels of a patch this size.
    let top = votes.iter().copied().max().unwrap_or(0);
    let floor = (top / 4).max(20);
    let mut peaks = Vec::new();
    for a in 0..ANGLES {
        for r in 0..bins {
            let v = votes[a * bins + r];
            if v < floor {
                continue;
            }
            let highest = (a.saturating_sub(2)..(a + 3).min(ANGLES)).all(|na| {
                (r.saturating_sub(2)..(r + 3).min(bins)).all(|nr| {
                    let w = votes[na * bins + nr];
                    // Ties go to the first, so a flat peak counts once.
                    w < v || (w == v && (na, nr) >= (a, r))
                })
            });
            if highest {
                peaks.push(Line {
                    degrees: a,
                    cos: trig[a].0,
                    sin: trig[a].1,
                    rho: r as f32 - reach as f32,
                    votes: v,
                });
            }
        }
    }
    // A thick line gives several peaks side by side: the strongest stands for it.
    let mid = (blob.width() as f32 / 2.0, blob.height() as f32 / 2.0);
    let peaks = in_order(peaks, |l| -(l.votes as f32));
    let mut kept: Vec<Line> = Vec::new();
    for peak in peaks {
        // Compared where they pass the middle of the box.
        let centre = |l: &Line| l.rho - mid.0 * l.cos - mid.1 * l.sin;
        let same = |l: &Line| {
            angle_between(l, &peak) <= 3 && (centre(l) - centre(&peak)).abs() <= SAME_LINE
        };
        if !kept.iter().any(same) {
            kept.push(peak);
            if kept.len() == MOST_LINES {
                break;
            }
        }
    }
    kept
}

/// Pairs of lines of one family (normals near `of`'s) with eight lines evenly spaced between
/// them, most such lines first. Each line is placed by where it crosses two lines across the
/// family, near the two ends of the patch's box, so lines that converge are told apart too.
fn evenly_spaced_pairs(lines: &[Line], of: &Line, (w, h): (f32, f32)) -> Vec<(Line, Line)> {
    let (c, s) = (of.cos, of.sin);
    let (along, across) = ((-s, c), (c, s));
    let centre = (w / 2.0, h / 2.0);
    let half = (w + h) / 4.0;
    let ends = [
        (centre.0 - half * along.0, centre.1 - half * along.1),
        (centre.0 + half * along.0, centre.1 + half * along.1),
    ];
    let placed: Vec<(f32, f32, Line)> = lines
        .iter()
        .filter_map(|l| {
            Some((
                l.crossing(ends[0], across)?,
                l.crossing(ends[1], across)?,
                *l,
            ))
        })
        .collect();
    let placed = in_order(placed, |p| p.0 + p.1);
    let mut pairs: Vec<(usize, f32, Line, Line)> = Vec::new();
    for (i, a) in placed.iter().enumerate() {
        for b in &placed[i + 1..] {
            let spacing = ((b.0 - a.0) + (b.1 - a.1)) / 18.0;
            if spacing < 2.0 * SAME_LINE {
                continue;
            }
            // Perspective spaces the lines a little unevenly: a generous tolerance.
            let tolerance = spacing * 0.3;
            let matched = (1..9)
                .filter(|&k| {
                    let t = k as f32 / 9.0;
                    let (p0, p1) = (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t);
                    placed
                        .iter()
                        .any(|l| (l.0 - p0).abs() <= tolerance && (l.1 - p1).abs() <= tolerance)
                })
                .count();
            if matched >= 6 {
                pairs.push((matched, (a.2.votes + b.2.votes) as f32, a.2, b.2));
            }
        }
    }
    // Most lines matched first, then the strongest outer lines.
    let mut pairs = in_order(pairs, |p| -(p.0 as f32 * 1e6 + p.1));
    pairs.truncate(PAIRS);
    pairs.into_iter().map(|(_, _, a, b)| (a, b)).collect()
}

/// How well a quadrilateral fits a grid in the mask: the share of points along its ten lines
/// each way that are on ink, less the share half-way between them and the share of the inner
/// lines that run on beyond its sides. `None` if the corners have no perspective (three in line)
/// or if the lines run on beyond a side: then the quadrilateral cuts through a larger grid, or
/// takes in part of the grid and other print whose lines happen to fall in step with it.
fn lines_score(mask: &[bool], width: usize, height: usize, corners: &[Point; 4]) -> Option<f32> {
    let map = Homography::from_square(9.0, corners)?;
    const STEPS: usize = 48;
    let ink_near = |(u, v): (f32, f32)| {
        let p = map.map(u, v);
        let (x, y) = (p.x.floor() as isize, p.y.floor() as isize);
        (y - 1..=y + 1).any(|ny| {
            (x - 1..=x + 1).any(|nx| {
                nx >= 0
                    && ny >= 0
                    && (nx as usize) < width
                    && (ny as usize) < height
                    && mask[ny as usize * width + nx as usize]
            })
        })
    };
    let share = |at: f32| -> f32 {
        let mut hits = 0;
        for i in 0..STEPS {
            let along = (i as f32 + 0.5) * 9.0 / STEPS as f32;
            hits += ink_near((at, along)) as usize + ink_near((along, at)) as usize;
        }
        hits as f32 / (2 * STEPS) as f32
    };
    let on: f32 = (0..=9).map(|k| share(k as f32)).sum::<f32>() / 10.0;
    let between: f32 = (0..9).map(|k| share(k as f32 + 0.5)).sum::<f32>() / 9.0;
    // Beyond each side, from a quarter of a cell to a cell away, along the inner lines.
    const OUT: usize = 8;
    let beyond = |side: usize| -> f32 {
        let mut hits = 0;
        for k in 1..9 {
            for i in 0..OUT {
                let out = 0.25 + 0.75 * i as f32 / (OUT - 1) as f32;
                let point = match side {
                    0 => (k as f32, -out),
                    1 => (9.0 + out, k as f32),
                    2 => (k as f32, 9.0 + out),
                    _ => (-out, k as f32),
                };
                hits += ink_near(point) as usize;
            }
        }
        hits as f32 / (8 * OUT) as f32
    };
    let beyond = [beyond(0), beyond(1), beyond(2), beyond(3)];
    if beyond.iter().any(|&b| b >= 0.7) {
        return None;
    }
    Some(on - between - beyond.iter().sum::<f32>() / 4.0)
}

/// Cells of margin seen around a quadrilateral when checking that its lines stop at its sides.
const MARGIN: f32 = 1.0;
/// Pixels per cell for that check.
const FINE_CELL: usize = 24;

/// Whether the lines of a quadrilateral found from lines run on beyond one of its sides: then it
/// is a grid's width of a larger lattice, or takes in part of the grid and print beside it whose
/// lines happen to fall in step. Seen straight on with a margin around it, the inner lines of
/// each direction are looked for in the band beyond each side (from a sixth of a cell to most of
/// a cell out); a frame round the grid, or print beside it, crosses them only here and there.
pub fn runs_on_beyond(source: &GreyImage, corners: &[Point; 4]) -> bool {
    let Some(map) = Homography::from_square(9.0, corners) else {
        return true;
    };
    let outer = [
        (-MARGIN, -MARGIN),
        (9.0 + MARGIN, -MARGIN),
        (9.0 + MARGIN, 9.0 + MARGIN),
        (-MARGIN, 9.0 + MARGIN),
    ]
    .map(|(u, v)| map.map(u, v));
    let side = ((9.0 + 2.0 * MARGIN) * FINE_CELL as f32) as usize;
    let Some(square) = warp(source, &outer, side) else {
        return true;
    };
    let mask = ink_mask(&square, side, side, FINE_CELL / 2, line_offset(&square));
    let cell = FINE_CELL as f32;
    let start = MARGIN * cell;
    let lines: Vec<usize> = (1..9).map(|k| (start + k as f32 * cell) as usize).collect();
    // `across` false: the rows' lines, looked for left and right of the grid; true: the
    // columns', above and below it.
    [false, true].into_iter().any(|across| {
        let inked = |line: usize, at: usize| {
            (line.saturating_sub(1)..(line + 2).min(side)).any(|other| {
                if across {
                    mask[at * side + other]
                } else {
                    mask[other * side + at]
                }
            })
        };
        [
            (start - 0.85 * cell, start - 0.15 * cell),
            (start + 9.15 * cell, start + 9.85 * cell),
        ]
        .into_iter()
        .any(|(from, to)| {
            let (from, to) = (from.max(0.0) as usize, (to as usize).min(side));
            let hits: usize = lines
                .iter()
                .map(|&line| (from..to).filter(|&at| inked(line, at)).count())
                .sum();
            to > from && hits as f32 >= 0.6 * (lines.len() * (to - from)) as f32
        })
    })
}
