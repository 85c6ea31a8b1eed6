//! The photo export (`sudoku-wasm/photo`): reading a puzzle from the pixels of a picture, in a
//! module of its own so that solving alone never loads the reader and its classifier.

use js_sys::{Array, Object, Uint8Array, Uint8ClampedArray};
use wasm_bindgen::prelude::*;

use super::{describe, error, set, to_js_error};
use crate::error::Text;

#[wasm_bindgen(typescript_custom_section)]
const PHOTO_TYPES: &str = include_str!("photo.d.ts");

/// Reads the puzzle printed in a photo: finds the grid, looks at it straight on, reads each cell
/// as empty or a digit, and lets the solver correct digits that break the rules or leave other
/// than one solution. Runs on the device; a photo taken sideways or upside down is read the
/// right way up; pictures larger than 2048 pixels a side are shrunk first.
///
/// `pixels` are RGBA, four bytes a pixel, rows top to bottom, as `getImageData` gives them
/// (`ImageData.data`, a `Uint8ClampedArray`) or any `Uint8Array`.
///
/// @throws {SudokuError} `no_grid` when no Sudoku grid is found in the picture; `pixel_count`
/// when `pixels` is not a byte array of `width * height * 4`; `picture_size` when `width` or
/// `height` is not a whole number from 1 up.
#[wasm_bindgen(unchecked_return_type = "PhotoReading")]
pub fn read_photo(
    #[wasm_bindgen(unchecked_param_type = "Uint8Array | Uint8ClampedArray")] pixels: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] width: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] height: JsValue,
) -> Result<JsValue, JsValue> {
    let width = side(&width, "width")?;
    let height = side(&height, "height")?;
    let bytes = if let Some(array) = pixels.dyn_ref::<Uint8ClampedArray>() {
        Uint8Array::new_with_byte_offset_and_length(
            &array.buffer(),
            array.byte_offset(),
            array.length(),
        )
        .to_vec()
    } else if let Some(array) = pixels.dyn_ref::<Uint8Array>() {
        array.to_vec()
    } else {
        let mut message = Text::default();
        message
            .add("the pixels must be a Uint8ClampedArray or Uint8Array of RGBA bytes (as a canvas's getImageData gives them), found ")
            .add(&if Array::is_array(&pixels) {
                "an array".to_string()
            } else {
                describe(&pixels)
            });
        return Err(error("pixel_count", &message.0));
    };
    let reading = crate::photo::read_photo(&bytes, width, height).map_err(to_js_error)?;
    let result: JsValue = Object::new().into();
    set(&result, "puzzle", &reading.puzzle.one_line().into());
    let confidence: Array = reading
        .confidence
        .iter()
        .map(|&c| JsValue::from(c as f64))
        .collect();
    set(&result, "confidence", &confidence);
    let corners: Array = reading
        .corners
        .iter()
        .map(|p| {
            let point: JsValue = Object::new().into();
            set(&point, "x", &(p.x as f64).into());
            set(&point, "y", &(p.y as f64).into());
            point
        })
        .collect();
    set(&result, "corners", &corners);
    let corrected: Array = reading
        .corrected
        .iter()
        .map(|cell| JsValue::from(cell.index() as u32))
        .collect();
    set(&result, "corrected", &corrected);
    Ok(result)
}

/// A side of the picture: a whole number of pixels (0 is refused by the reader, with the size).
fn side(value: &JsValue, name: &str) -> Result<usize, JsValue> {
    match value.as_f64() {
        Some(n) if n.fract() == 0.0 && (0.0..=u32::MAX as f64).contains(&n) => Ok(n as usize),
        _ => {
            let mut message = Text::default();
            message
                .add("the picture's ")
                .add(name)
                .add(" must be a whole number of pixels, found ")
                .add(&describe(value));
            Err(error("picture_size", &message.0))
        }
    }
}
