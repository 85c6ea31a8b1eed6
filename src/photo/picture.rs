//! The picture as the reader sees it: one grey level per pixel, scaled down when it is larger
//! than the reader needs.

use crate::PuzzleError;

/// A grey picture, one byte per pixel (0 black, 255 white), rows top to bottom.
#[derive(Clone, Debug)]
pub struct GreyImage {
    pub width: usize,
    pub height: usize,
    pub pixels: Vec<u8>,
}

impl GreyImage {
    /// Reads RGBA pixels as a canvas gives them (four bytes a pixel, not premultiplied). A
    /// transparent pixel counts as white paper, since a cut-out picture shows the page behind it.
    pub fn from_rgba(rgba: &[u8], width: usize, height: usize) -> Result<GreyImage, PuzzleError> {
        if width == 0 || height == 0 {
            return Err(PuzzleError::PictureSize { width, height });
        }
        let expected = width.checked_mul(height).and_then(|n| n.checked_mul(4));
        if expected != Some(rgba.len()) {
            return Err(PuzzleError::PixelCount {
                width,
                height,
                found: rgba.len(),
            });
        }
        let pixels = rgba
            .chunks_exact(4)
            .map(|p| {
                // Luma weights (ITU-R BT.601) in 8-bit fixed point.
                let luma = (77 * p[0] as u32 + 150 * p[1] as u32 + 29 * p[2] as u32) >> 8;
                let alpha = p[3] as u32;
                ((luma * alpha + 255 * (255 - alpha)) / 255) as u8
            })
            .collect();
        Ok(GreyImage {
            width,
            height,
            pixels,
        })
    }

    /// The grey level at a pixel.
    pub fn at(&self, x: usize, y: usize) -> u8 {
        self.pixels[y * self.width + x]
    }

    /// The picture shrunk by a whole factor so that neither side exceeds `longest` (if it does),
    /// each new pixel the mean of the block it covers: averaging keeps thin lines visible where
    /// picking every n-th pixel could miss them.
    pub fn shrunk_to(&self, longest: usize) -> GreyImage {
        let side = self.width.max(self.height);
        let factor = side.div_ceil(longest.max(1)).max(1);
        if factor == 1 {
            return self.clone();
        }
        let width = (self.width / factor).max(1);
        let height = (self.height / factor).max(1);
        let mut pixels = Vec::with_capacity(width * height);
        let area = (factor * factor) as u32;
        for y in 0..height {
            let mut sums = vec![0u32; width];
            for row in y * factor..(y * factor + factor).min(self.height) {
                let line = &self.pixels[row * self.width..row * self.width + self.width];
                for (x, sum) in sums.iter_mut().enumerate() {
                    *sum += line[x * factor..(x * factor + factor).min(self.width)]
                        .iter()
                        .map(|&p| p as u32)
                        .sum::<u32>();
                }
            }
            pixels.extend(sums.iter().map(|&s| (s / area) as u8));
        }
        GreyImage {
            width,
            height,
            pixels,
        }
    }

    /// The grey level at a point between pixels, interpolated from the four around it; points
    /// outside the picture take the nearest edge pixel.
    pub fn sample(&self, x: f32, y: f32) -> f32 {
        let max_x = (self.width - 1) as f32;
        let max_y = (self.height - 1) as f32;
        let x = x.clamp(0.0, max_x);
        let y = y.clamp(0.0, max_y);
        let x0 = x.floor() as usize;
        let y0 = y.floor() as usize;
        let x1 = (x0 + 1).min(self.width - 1);
        let y1 = (y0 + 1).min(self.height - 1);
        let fx = x - x0 as f32;
        let fy = y - y0 as f32;
        let top = self.at(x0, y0) as f32 * (1.0 - fx) + self.at(x1, y0) as f32 * fx;
        let bottom = self.at(x0, y1) as f32 * (1.0 - fx) + self.at(x1, y1) as f32 * fx;
        top * (1.0 - fy) + bottom * fy
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grey_weighs_green_most_and_treats_transparent_as_white() {
        let rgba = [0, 255, 0, 255, 0, 0, 255, 255, 0, 0, 0, 0];
        let grey = GreyImage::from_rgba(&rgba, 3, 1).unwrap();
        assert!(grey.pixels[0] > grey.pixels[1]);
        assert_eq!(grey.pixels[2], 255);
    }

    #[test]
    fn shrinking_averages_blocks() {
        let grey = GreyImage {
            width: 4,
            height: 2,
            pixels: vec![0, 255, 255, 255, 0, 255, 255, 255],
        };
        let small = grey.shrunk_to(2);
        assert_eq!((small.width, small.height), (2, 1));
        assert_eq!(small.pixels, vec![127, 255]);
    }
}
