//! Following the grid's lines where they really run. Four corners fix a perspective that maps a
//! flat square onto the grid, but paper is not flat (it curls at an edge, bends along a fold)
//! and corners are not always found exactly (an outer line printed pale, a grid joined to the
//! print around it): then the lines of the grid seen straight on stray from where a flat grid
//! would have them, a cell takes in part of its neighbour or the dark beyond the page, and a
//! digit near the edge is cut. So each of the ten lines each way is looked for along each row
//! and column of cells, near where the corners put it, and the grid is seen straight on again
//! cell by cell, between the lines found.

use super::outline::{ink_mask, line_offset, CELL, GRID};
use super::perspective::{resampled, samples_for, solve_linear, Homography, Point};
use super::picture::GreyImage;

/// How far beyond the corners the grid is looked at: an outer line can lie outside them.
const MARGIN: usize = CELL;
/// The side of that view.
const VIEW: usize = GRID + 2 * MARGIN;
/// The share of a strip across a line (a cell and a half long) that must be ink at the line:
/// a grid line crosses the whole strip, while a digit's bar stays inside its cell.
const ON_LINE: f32 = 0.6;
/// The thickest run of ink taken for a line: a wider one is a shadow or the dark beyond the page.
const THICKEST: usize = CELL / 4;
/// How far a mesh point may move from where the corners put it.
const FURTHEST: f32 = 0.75 * CELL as f32;

/// The grid seen straight on with each cell cut between its own lines, `GRID` x `GRID` grey
/// levels, and the corners as the lines found put them (in `source`'s pixels, clockwise from
/// the top left). `None` when the corners make no perspective.
pub fn straightened(source: &GreyImage, corners: &[Point; 4]) -> Option<(Vec<f32>, [Point; 4])> {
    let map = Homography::from_square(GRID as f32, corners)?;
    let margin = MARGIN as f32;
    let samples = samples_for(corners, GRID);
    let view = resampled(source, VIEW, samples.min(2), |u, v| {
        map.map(u - margin, v - margin)
    });
    let mask = ink_mask(&view, VIEW, VIEW, CELL / 2, line_offset(&view));
    let across = lines_found(&mask, false);
    let down = lines_found(&mask, true);
    let mesh = crossings(&across, &down);
    let cell = CELL as f32;
    let square = resampled(source, GRID, samples, |u, v| {
        let (c, r) = (((u / cell) as usize).min(8), ((v / cell) as usize).min(8));
        let (s, t) = (u / cell - c as f32, v / cell - r as f32);
        let at = |k: usize, l: usize| mesh[k * 10 + l];
        let (a, b, d, e) = (at(r, c), at(r, c + 1), at(r + 1, c), at(r + 1, c + 1));
        let x = (a.x * (1.0 - s) + b.x * s) * (1.0 - t) + (d.x * (1.0 - s) + e.x * s) * t;
        let y = (a.y * (1.0 - s) + b.y * s) * (1.0 - t) + (d.y * (1.0 - s) + e.y * s) * t;
        map.map(x - margin, y - margin)
    });
    let corner = |p: Point| map.map(p.x - margin, p.y - margin);
    Some((
        square,
        [
            corner(mesh[0]),
            corner(mesh[9]),
            corner(mesh[99]),
            corner(mesh[90]),
        ],
    ))
}

/// Where each of the ten lines one way (`vertical` or across) runs, in the view's pixels: its
/// place across at the middle of each of the nine rows (or columns) of cells it crosses, line
/// by line (`[line * 9 + band]`).
fn lines_found(mask: &[bool], vertical: bool) -> Vec<f32> {
    let expected: Vec<f32> = (0..10).map(|k| (MARGIN + k * CELL) as f32).collect();
    let mut lines = vec![0.0f32; 90];
    for band in 0..9 {
        let runs = runs_in_band(mask, vertical, band);
        let nearest = |at: f32, within: f32| {
            runs.iter()
                .map(|&r| (r, (r - at).abs()))
                .filter(|&(_, d)| d <= within)
                .min_by(|a, b| a.1.total_cmp(&b.1))
                .map(|(r, _)| r)
        };
        // First the lines near where the corners put them, then a smooth run of ten through
        // them (which puts a line that was missed, or too far to be looked for, where its
        // neighbours say), then each line looked for again near that.
        let first: Vec<(f32, f32)> = (0..10)
            .filter_map(|k| Some((k as f32, nearest(expected[k], 0.45 * CELL as f32)?)))
            .collect();
        let fit = smooth_run(&first).unwrap_or_else(|| expected.clone());
        for (k, &place) in fit.iter().enumerate() {
            lines[k * 9 + band] = nearest(place, CELL as f32 / 3.0).unwrap_or(place);
        }
    }
    lines
}

/// The middles of the thin runs of ink across a strip a cell and a half long (centred on the
/// cell `band`), running along the lines one way: the places a line of that way crosses it.
fn runs_in_band(mask: &[bool], vertical: bool, band: usize) -> Vec<f32> {
    let from = MARGIN + band * CELL - CELL / 4;
    let to = (MARGIN + (band + 1) * CELL + CELL / 4).min(VIEW);
    let length = (to - from) as f32;
    let share: Vec<f32> = (0..VIEW)
        .map(|a| {
            let ink = (from..to)
                .filter(|&b| {
                    let (x, y) = if vertical { (a, b) } else { (b, a) };
                    mask[y * VIEW + x]
                })
                .count();
            ink as f32 / length
        })
        .collect();
    let mut runs = Vec::new();
    let mut a = 0;
    while a < VIEW {
        if share[a] < ON_LINE {
            a += 1;
            continue;
        }
        let start = a;
        while a < VIEW && share[a] >= ON_LINE {
            a += 1;
        }
        if a - start <= THICKEST && start > 0 && a < VIEW {
            let weight: f32 = share[start..a].iter().sum();
            let middle: f32 = (start..a).map(|i| i as f32 * share[i]).sum::<f32>() / weight;
            runs.push(middle + 0.5);
        }
    }
    runs
}

/// Ten places, one per line, that follow the lines found `(k, place)` as a flat grid seen in
/// perspective would: places `(a + b k) / (1 + c k)`, fitted to the largest set of lines found
/// that agree with such a run to within 3 pixels (a line of text beside the grid, or a digit's
/// bar, taken for a line disagrees). `None` when fewer than 6 lines agree, or the run is not
/// spaced like a grid's or strays far from where the corners put it.
fn smooth_run(found: &[(f32, f32)]) -> Option<Vec<f32>> {
    const AGREE: f32 = 3.0;
    let agreeing = |fit: &[f32; 3]| -> Vec<(f32, f32)> {
        found
            .iter()
            .copied()
            .filter(|&(k, p)| (p - perspective_at(fit, k)).abs() <= AGREE)
            .collect()
    };
    // Every three lines found fix a run; the one most others agree with wins.
    let mut best: Vec<(f32, f32)> = Vec::new();
    for i in 0..found.len() {
        for j in i + 1..found.len() {
            for k in j + 1..found.len() {
                let Some(fit) = perspective_fit(&[found[i], found[j], found[k]]) else {
                    continue;
                };
                let agree = agreeing(&fit);
                if agree.len() > best.len() {
                    best = agree;
                }
            }
        }
    }
    if best.len() < 6 {
        return None;
    }
    let fit = perspective_fit(&best)?;
    let places: Vec<f32> = (0..10).map(|k| perspective_at(&fit, k as f32)).collect();
    let cell = CELL as f32;
    let spaced = places
        .windows(2)
        .all(|w| (0.7 * cell..1.3 * cell).contains(&(w[1] - w[0])));
    let near = places
        .iter()
        .enumerate()
        .all(|(k, &p)| (p - (MARGIN + k * CELL) as f32).abs() <= FURTHEST);
    (spaced && near).then_some(places)
}

/// The place of line `k` on the run `(a + b k) / (1 + c k)`.
fn perspective_at(&[a, b, c]: &[f32; 3], k: f32) -> f32 {
    (a + b * k) / (1.0 + c * k)
}

/// The run `(a + b k) / (1 + c k)` nearest the points `(k, place)` by least squares (on
/// `place (1 + c k) = a + b k`, which is linear in a, b and c): `[a, b, c]`.
fn perspective_fit(points: &[(f32, f32)]) -> Option<[f32; 3]> {
    let mut m = [[0.0f64; 4]; 3];
    for &(k, p) in points {
        let (k, p) = (k as f64, p as f64);
        let terms = [1.0, k, -k * p];
        for i in 0..3 {
            for j in 0..3 {
                m[i][j] += terms[i] * terms[j];
            }
            m[i][3] += terms[i] * p;
        }
    }
    let fit = solve_linear(&mut m)?.map(|value| value as f32);
    // The run must not pass through infinity between the first and last line.
    (fit.iter().all(|v| v.is_finite()) && 1.0 + 9.0 * fit[2] > 0.1).then_some(fit)
}

/// The place across of a line known at the middles of the nine bands (`line`), at `along`:
/// straight between the middles, and straight on beyond the first and last.
fn place_at(line: &[f32], along: f32) -> f32 {
    let cell = CELL as f32;
    let t = (along - MARGIN as f32) / cell - 0.5;
    let i = (t.floor().max(0.0) as usize).min(7);
    let f = t - i as f32;
    line[i] + (line[i + 1] - line[i]) * f
}

/// The points where the lines across and down meet, row line by row line (`[k * 10 + l]`), in
/// the view's pixels, each at most `FURTHEST` from where the corners put it.
fn crossings(across: &[f32], down: &[f32]) -> Vec<Point> {
    let mut mesh = Vec::with_capacity(100);
    for k in 0..10 {
        for l in 0..10 {
            let expected = Point {
                x: (MARGIN + l * CELL) as f32,
                y: (MARGIN + k * CELL) as f32,
            };
            let mut p = expected;
            for _ in 0..3 {
                p.y = place_at(&across[k * 9..k * 9 + 9], p.x);
                p.x = place_at(&down[l * 9..l * 9 + 9], p.y);
            }
            // (max and min rather than clamp, whose check of its bounds would bring in the
            // formatting of numbers for its panic message.)
            mesh.push(Point {
                x: p.x.max(expected.x - FURTHEST).min(expected.x + FURTHEST),
                y: p.y.max(expected.y - FURTHEST).min(expected.y + FURTHEST),
            });
        }
    }
    mesh
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 400-pixel picture of an empty grid whose top left corner is at (56, 50) and whose
    /// cells are 32 pixels, its lines 2 pixels wide, with the lines down bowed sideways by up to
    /// `bow` pixels (a page that does not lie flat).
    fn bowed_grid(bow: f32) -> GreyImage {
        let side = 400;
        let shift = |y: f32| bow * (std::f32::consts::PI * (y - 50.0) / 288.0).sin();
        let pixels = (0..side * side)
            .map(|i| {
                let (x, y) = ((i % side) as f32 + 0.5, (i / side) as f32 + 0.5);
                let inside_x = (55.0..346.0).contains(&(x - shift(y)));
                let inside_y = (49.0..340.0).contains(&y);
                let near = |v: f32| (0..10).any(|k| (v - (k as f32 * 32.0)).abs() <= 1.0);
                let on_across = inside_x && near(y - 50.0);
                let on_down = inside_y && near(x - shift(y) - 56.0);
                if on_across || on_down {
                    40
                } else {
                    200
                }
            })
            .collect();
        GreyImage {
            width: side,
            height: side,
            pixels,
        }
    }

    /// Whether the grid seen straight on has its lines where a flat grid's are: each of the
    /// eight inner lines down dark along most of its length (the outer ones lie half outside).
    fn lines_down_in_place(square: &[f32]) -> bool {
        (1..9).all(|k| {
            let x = k * CELL;
            let dark = (0..GRID)
                .filter(|&y| (x.saturating_sub(1)..=x + 1).any(|x| square[y * GRID + x] < 120.0))
                .count();
            dark * 10 >= GRID * 9
        })
    }

    #[test]
    fn corners_a_little_off_are_mended_from_the_lines() {
        let picture = bowed_grid(0.0);
        let p = |x, y| Point { x, y };
        // The top corners found 10 pixels low and the bottom right 8 pixels to the left.
        let off = [
            p(56.0, 60.0),
            p(344.0, 60.0),
            p(336.0, 338.0),
            p(56.0, 338.0),
        ];
        let (square, corners) = straightened(&picture, &off).unwrap();
        let truth = [
            p(56.0, 50.0),
            p(344.0, 50.0),
            p(344.0, 338.0),
            p(56.0, 338.0),
        ];
        for (found, truth) in corners.iter().zip(truth) {
            assert!(
                (found.x - truth.x).abs() < 1.5 && (found.y - truth.y).abs() < 1.5,
                "{found:?} vs {truth:?}"
            );
        }
        assert!(lines_down_in_place(&square));
    }

    #[test]
    fn lines_that_bow_are_followed() {
        // Bowed by a quarter of a cell: a flat grid through the corners would have its lines
        // down wander a quarter of a cell off in the middle rows.
        let picture = bowed_grid(8.0);
        let p = |x, y| Point { x, y };
        let corners = [
            p(56.0, 50.0),
            p(344.0, 50.0),
            p(344.0, 338.0),
            p(56.0, 338.0),
        ];
        let flat = super::super::perspective::warp(&picture, &corners, GRID).unwrap();
        assert!(!lines_down_in_place(&flat));
        let (square, _) = straightened(&picture, &corners).unwrap();
        assert!(lines_down_in_place(&square));
    }
}
