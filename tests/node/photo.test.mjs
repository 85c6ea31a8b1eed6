// The photo export as JavaScript sees it, through the release module's glue: training photos
// (Wicht and Hennebert's data set, v2 training split, CC-BY-4.0, from ../shared/photos) read
// with every given right, from a Uint8ClampedArray as a canvas gives and from a Uint8Array;
// the shape of the reading; its errors by code: no grid, pixels that do not fit, bad sizes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import jpeg from 'jpeg-js';

const require = createRequire(import.meta.url);
const { read_photo } = require('../../pkg/photo/node/sudoku_wasm_photo.cjs');
const { count_solutions } = require('../../pkg/core/node/sudoku_wasm.cjs');

const PHOTOS = process.env.SUDOKU_PHOTOS
  ?? fileURLToPath(new URL('../../../shared/photos/train', import.meta.url));

/** A training photo decoded to RGBA, with its givens as an 81-character puzzle. */
function photo(name) {
  const { data, width, height } = jpeg.decode(readFileSync(`${PHOTOS}/${name}.jpg`), { useTArray: true });
  const givens = readFileSync(`${PHOTOS}/${name}.dat`, 'utf8').split('\n').slice(2).join(' ')
    .trim().split(/\s+/).map((d) => (d === '0' ? '.' : d)).join('');
  return { pixels: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width, height, givens };
}

test('training photos read with every given right, in the shape the types promise', () => {
  for (const name of ['image1', 'image44', 'image1082']) {
    const { pixels, width, height, givens } = photo(name);
    const reading = read_photo(pixels, width, height);
    assert.deepEqual(Object.keys(reading), ['puzzle', 'confidence', 'corners', 'corrected'], name);
    assert.equal(reading.puzzle, givens, name);
    assert.equal(count_solutions(reading.puzzle, 2), 1, `${name} has one solution`);
    assert.equal(reading.confidence.length, 81);
    assert.ok(reading.confidence.every((c) => c >= 0 && c <= 1));
    assert.equal(reading.corners.length, 4);
    for (const { x, y } of reading.corners) {
      assert.ok(x >= 0 && x <= width && y >= 0 && y <= height, `${name}: corner ${x},${y}`);
    }
    assert.ok(reading.corrected.every((cell) => Number.isInteger(cell) && cell >= 0 && cell < 81));
  }
});

test('a Uint8Array reads the same as a Uint8ClampedArray', () => {
  const { pixels, width, height, givens } = photo('image1');
  assert.equal(read_photo(new Uint8Array(pixels), width, height).puzzle, givens);
});

test('a picture with no grid throws no_grid', () => {
  const blank = new Uint8ClampedArray(320 * 240 * 4).fill(255);
  assert.throws(() => read_photo(blank, 320, 240), {
    code: 'no_grid',
    message: 'no Sudoku grid found in the picture',
  });
});

test('pixels and sizes that do not fit are refused by code', () => {
  assert.throws(() => read_photo(new Uint8Array(23), 2, 3), {
    code: 'pixel_count',
    message: 'a 2x3 picture needs 24 bytes of RGBA pixels (4 per pixel), found 23',
  });
  assert.throws(() => read_photo(new Uint8Array(0), 0, 5), { code: 'picture_size' });
  assert.throws(() => read_photo(new Uint8Array(8), 2.5, 1), { code: 'picture_size' });
  assert.throws(() => read_photo(new Uint8Array(8), -2, 1), { code: 'picture_size' });
  assert.throws(() => read_photo([0, 0, 0, 0], 1, 1), { code: 'pixel_count', message: /found an array/ });
  assert.throws(() => read_photo('pixels', 1, 1), { code: 'pixel_count' });
});
