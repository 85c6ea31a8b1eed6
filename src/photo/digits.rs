//! The digit classifier: a small neural network (one hidden layer) that tells which of 1 to 9 a
//! cut-out digit is, or that it is a digit turned on its side or upside down (which tells a photo
//! taken the wrong way up). Its weights are 8-bit integers with a scale per neuron, trained by
//! `examples/photo_train.rs` and shipped in `digits.model` beside this file.
//!
//! The weights are derived from the Sudoku data set of Wicht and Hennebert (CC-BY-4.0): Wicht, B.
//! and Hennebert, J., "Camera-based Sudoku recognition with deep belief network", Soft Computing
//! and Pattern Recognition (SoCPaR), 2014, pp. 83-88 (see docs/photo.md).

use super::cells::{DigitImage, DIGIT_PIXELS};

/// The file's first bytes, naming the format.
const MAGIC: &[u8; 4] = b"SDM1";
/// What the classifier tells apart: the digits 1 to 9 (indices 0 to 8), and a digit turned.
pub const CLASSES: usize = 10;
/// The index of "a digit turned a quarter, a half or three quarters".
pub const TURNED: usize = 9;

/// A trained classifier, ready to read digits.
#[derive(Clone, Debug, PartialEq)]
pub struct DigitModel {
    hidden: usize,
    /// Hidden layer: `hidden` rows of `DIGIT_PIXELS` weights, each row with its scale and bias.
    weights1: Vec<i8>,
    scales1: Vec<f32>,
    biases1: Vec<f32>,
    /// Output layer: `CLASSES` rows of `hidden` weights.
    weights2: Vec<i8>,
    scales2: Vec<f32>,
    biases2: Vec<f32>,
}

/// The model shipped with the crate.
static SHIPPED: &[u8] = include_bytes!("digits.model");

impl DigitModel {
    /// The model that ships with the crate.
    pub fn shipped() -> DigitModel {
        DigitModel::from_bytes(SHIPPED).expect("digits.model is written by photo_train")
    }

    /// Rounds trained weights to 8 bits, each row with the scale that maps its largest weight
    /// to 127. `weights1` holds `hidden` rows of `DIGIT_PIXELS`, `weights2` `CLASSES` rows of
    /// `hidden`.
    pub fn quantised(
        weights1: &[f32],
        biases1: &[f32],
        weights2: &[f32],
        biases2: &[f32],
    ) -> DigitModel {
        let hidden = biases1.len();
        assert_eq!(weights1.len(), hidden * DIGIT_PIXELS);
        assert_eq!((weights2.len(), biases2.len()), (CLASSES * hidden, CLASSES));
        let (weights1, scales1) = quantise_rows(weights1, DIGIT_PIXELS);
        let (weights2, scales2) = quantise_rows(weights2, hidden);
        DigitModel {
            hidden,
            weights1,
            scales1,
            biases1: biases1.to_vec(),
            weights2,
            scales2,
            biases2: biases2.to_vec(),
        }
    }

    /// The model as stored: the magic, the hidden size (u32), then the scales and biases
    /// (little-endian f32) and the weights (i8) of each layer.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = MAGIC.to_vec();
        out.extend((self.hidden as u32).to_le_bytes());
        for floats in [&self.scales1, &self.biases1, &self.scales2, &self.biases2] {
            out.extend(floats.iter().flat_map(|f| f.to_le_bytes()));
        }
        out.extend(self.weights1.iter().chain(&self.weights2).map(|&w| w as u8));
        out
    }

    /// Reads a model written by [`DigitModel::to_bytes`]; `None` if the bytes are not one.
    pub fn from_bytes(bytes: &[u8]) -> Option<DigitModel> {
        let rest = bytes.strip_prefix(MAGIC)?;
        let hidden = u32::from_le_bytes(rest.get(..4)?.try_into().ok()?) as usize;
        let mut rest = &rest[4..];
        let mut floats = |n: usize| -> Option<Vec<f32>> {
            let (head, tail) = rest.split_at_checked(4 * n)?;
            rest = tail;
            Some(
                head.chunks_exact(4)
                    .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                    .collect(),
            )
        };
        let scales1 = floats(hidden)?;
        let biases1 = floats(hidden)?;
        let scales2 = floats(CLASSES)?;
        let biases2 = floats(CLASSES)?;
        if rest.len() != hidden * DIGIT_PIXELS + CLASSES * hidden {
            return None;
        }
        let (w1, w2) = rest.split_at(hidden * DIGIT_PIXELS);
        Some(DigitModel {
            hidden,
            weights1: w1.iter().map(|&b| b as i8).collect(),
            scales1,
            biases1,
            weights2: w2.iter().map(|&b| b as i8).collect(),
            scales2,
            biases2,
        })
    }

    /// How likely the picture is each class: the digits 1 to 9 (index 0 for 1), then a turned
    /// digit; summing to 1.
    pub fn probabilities(&self, image: &DigitImage) -> [f32; CLASSES] {
        let hidden: Vec<f32> = (0..self.hidden)
            .map(|j| {
                let row = &self.weights1[j * DIGIT_PIXELS..(j + 1) * DIGIT_PIXELS];
                let sum: f32 = row.iter().zip(image).map(|(&w, &x)| w as f32 * x).sum();
                (self.biases1[j] + self.scales1[j] * sum).max(0.0)
            })
            .collect();
        let mut scores = [0.0f32; CLASSES];
        for (k, score) in scores.iter_mut().enumerate() {
            let row = &self.weights2[k * self.hidden..(k + 1) * self.hidden];
            let sum: f32 = row.iter().zip(&hidden).map(|(&w, &h)| w as f32 * h).sum();
            *score = self.biases2[k] + self.scales2[k] * sum;
        }
        softmax(scores)
    }
}

/// Scores turned into probabilities.
pub fn softmax(scores: [f32; CLASSES]) -> [f32; CLASSES] {
    let top = scores.iter().cloned().fold(f32::MIN, f32::max);
    let exp = scores.map(|s| (s - top).exp());
    let total: f32 = exp.iter().sum();
    exp.map(|e| e / total)
}

/// Each row of `length` weights as 8-bit integers and the scale that brings them back.
fn quantise_rows(weights: &[f32], length: usize) -> (Vec<i8>, Vec<f32>) {
    let mut out = Vec::with_capacity(weights.len());
    let mut scales = Vec::new();
    for row in weights.chunks_exact(length) {
        let largest = row.iter().fold(0.0f32, |m, w| m.max(w.abs()));
        let scale = if largest > 0.0 { largest / 127.0 } else { 1.0 };
        out.extend(
            row.iter()
                .map(|w| (w / scale).round().clamp(-127.0, 127.0) as i8),
        );
        scales.push(scale);
    }
    (out, scales)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_model_reads_back_and_round_trips() {
        let model = DigitModel::shipped();
        assert_eq!(DigitModel::from_bytes(&model.to_bytes()), Some(model));
        assert_eq!(DigitModel::from_bytes(&SHIPPED[..SHIPPED.len() - 1]), None);
        assert_eq!(DigitModel::from_bytes(b"nope"), None);
    }
}
