//! The perspective that carries a square onto the grid as the camera saw it: a homography fixed
//! by the four corners, used to look at the grid as if it had been photographed straight on.

use super::picture::GreyImage;

/// A point in the picture, in pixels from its top left corner.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Point {
    pub x: f32,
    pub y: f32,
}

/// A projective map of the plane: (u, v) goes to ((a u + b v + c) / w, (d u + e v + f) / w) with
/// w = g u + h v + 1.
#[derive(Clone, Copy, Debug)]
pub struct Homography([f64; 8]);

impl Homography {
    /// The map that sends the square of side `side` (corners clockwise from the top left, from
    /// the origin) onto the four `corners`, or `None` when three of them are in line.
    pub fn from_square(side: f32, corners: &[Point; 4]) -> Option<Homography> {
        let s = side as f64;
        let square = [(0.0, 0.0), (s, 0.0), (s, s), (0.0, s)];
        // Two equations per corner in the eight unknowns a..h.
        let mut rows = [[0.0f64; 9]; 8];
        for (i, (&(u, v), p)) in square.iter().zip(corners).enumerate() {
            let (x, y) = (p.x as f64, p.y as f64);
            rows[2 * i] = [u, v, 1.0, 0.0, 0.0, 0.0, -u * x, -v * x, x];
            rows[2 * i + 1] = [0.0, 0.0, 0.0, u, v, 1.0, -u * y, -v * y, y];
        }
        solve_linear(&mut rows).map(Homography)
    }

    /// Where a point of the square lands in the picture.
    pub fn map(&self, u: f32, v: f32) -> Point {
        let [a, b, c, d, e, f, g, h] = self.0;
        let (u, v) = (u as f64, v as f64);
        let w = g * u + h * v + 1.0;
        Point {
            x: ((a * u + b * v + c) / w) as f32,
            y: ((d * u + e * v + f) / w) as f32,
        }
    }
}

/// The solution of `N` linear equations, each a row of its `N` coefficients and then its right-hand
/// side (so `W` is `N + 1`), by Gaussian elimination with partial pivoting; `None` when they have
/// no single finite solution.
pub(super) fn solve_linear<const N: usize, const W: usize>(
    rows: &mut [[f64; W]; N],
) -> Option<[f64; N]> {
    const { assert!(W == N + 1) };
    for col in 0..N {
        let pivot = (col..N).max_by(|&a, &b| rows[a][col].abs().total_cmp(&rows[b][col].abs()))?;
        if rows[pivot][col].abs() < 1e-9 {
            return None;
        }
        rows.swap(col, pivot);
        let pivot_row = rows[col];
        for (r, row) in rows.iter_mut().enumerate() {
            if r != col {
                let factor = row[col] / pivot_row[col];
                for (value, pivot_value) in row.iter_mut().zip(&pivot_row).skip(col) {
                    *value -= factor * pivot_value;
                }
            }
        }
    }
    let solution: [f64; N] = std::array::from_fn(|i| rows[i][N] / rows[i][i]);
    solution.iter().all(|v| v.is_finite()).then_some(solution)
}

/// The grid seen straight on: a `side` x `side` grey picture of the quadrilateral `corners`.
/// Each pixel averages up to 4 x 4 points of the source, so that a grid photographed much
/// larger than `side` is shrunk without losing thin strokes.
pub fn warp(source: &GreyImage, corners: &[Point; 4], side: usize) -> Option<Vec<f32>> {
    let map = Homography::from_square(side as f32, corners)?;
    Some(resampled(
        source,
        side,
        samples_for(corners, side),
        |u, v| map.map(u, v),
    ))
}

/// How many points a side each pixel of a `side`-pixel view of the quadrilateral `corners`
/// averages: enough to cover the source pixels it stands for, at most 4.
pub fn samples_for(corners: &[Point; 4], side: usize) -> usize {
    let span = corners
        .iter()
        .zip(corners.iter().cycle().skip(1))
        .map(|(a, b)| ((a.x - b.x).powi(2) + (a.y - b.y).powi(2)).sqrt())
        .fold(0.0f32, f32::max);
    ((span / side as f32).ceil() as usize).clamp(1, 4)
}

/// A `side` x `side` grey picture whose point (u, v) is the source's point `place(u, v)`, each
/// pixel the mean of `samples` x `samples` points spread over it.
pub fn resampled(
    source: &GreyImage,
    side: usize,
    samples: usize,
    place: impl Fn(f32, f32) -> Point,
) -> Vec<f32> {
    let step = 1.0 / samples as f32;
    let weight = 1.0 / (samples * samples) as f32;
    let mut out = Vec::with_capacity(side * side);
    for y in 0..side {
        for x in 0..side {
            let mut sum = 0.0;
            for sy in 0..samples {
                for sx in 0..samples {
                    let u = x as f32 + (sx as f32 + 0.5) * step;
                    let v = y as f32 + (sy as f32 + 0.5) * step;
                    let p = place(u, v);
                    sum += source.sample(p.x - 0.5, p.y - 0.5);
                }
            }
            out.push(sum * weight);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_square_corners_land_on_the_given_corners() {
        let corners = [
            Point { x: 10.0, y: 20.0 },
            Point { x: 300.0, y: 5.0 },
            Point { x: 320.0, y: 280.0 },
            Point { x: 0.0, y: 260.0 },
        ];
        let map = Homography::from_square(9.0, &corners).unwrap();
        for (&(u, v), c) in [(0.0, 0.0), (9.0, 0.0), (9.0, 9.0), (0.0, 9.0)]
            .iter()
            .zip(&corners)
        {
            let p = map.map(u, v);
            assert!((p.x - c.x).abs() < 1e-3 && (p.y - c.y).abs() < 1e-3);
        }
    }

    #[test]
    fn corners_in_a_line_have_no_perspective() {
        let p = |x, y| Point { x, y };
        let line = [p(0.0, 0.0), p(1.0, 1.0), p(2.0, 2.0), p(3.0, 3.0)];
        assert!(Homography::from_square(1.0, &line).is_none());
    }
}
