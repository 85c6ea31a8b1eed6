// The photo reader's thread: loads the photo module (sudoku_wasm_photo, about the size of the
// solver's, so loaded only when a photo is first read) and reads the pixels the page sends.
//
// Protocol (see photo.js): the page posts { id, pixels, width, height } (pixels: RGBA as a
// canvas gives them, transferred); the worker answers { id, ok: true, reading } with the
// module's { puzzle, confidence, corners, corrected }, or { id, ok: false, message, code }.
import init, { read_photo } from '../pkg/sudoku_wasm_photo.js';

const ready = init();

self.onmessage = async ({ data: { id, pixels, width, height } }) => {
  try {
    await ready;
    self.postMessage({ id, ok: true, reading: read_photo(pixels, width, height) });
  } catch (error) {
    self.postMessage({ id, ok: false, message: error.message, code: error.code ?? 'unavailable' });
  }
};
