// The photo reader's figures: time per photo of `read_photo` in WebAssembly under Node.js (the
// release module, on the training photos of 1280x960 pixels, taken upright or turned, decoded
// beforehand), the size of its .wasm, and the left-out accuracy of the shipped way of training
// (k-fold over whole photos, measured by `npm run train` into src/photo/digits.kfold.json) beside
// the published figures on this data set.
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import jpeg from 'jpeg-js';

const require = createRequire(import.meta.url);
const { read_photo } = require('../pkg/photo/node/sudoku_wasm_photo.cjs');
const root = fileURLToPath(new URL('..', import.meta.url));
const PHOTOS = process.env.SUDOKU_PHOTOS ?? `${root}../shared/photos/train`;

const say = (line) => console.log(line);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

say('Photo reader (sudoku-wasm/photo)');
say(`    ${new Date().toISOString().slice(0, 10)}, ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(2)}, Node.js ${process.version}, one thread`);

const big = readdirSync(PHOTOS).filter((f) => f.endsWith('.jpg')).sort()
  .map((file) => ({ file, ...jpeg.decode(readFileSync(`${PHOTOS}/${file}`), { useTArray: true }) }))
  .filter(({ width, height }) => width * height === 1280 * 960);
read_photo(big[0].data, big[0].width, big[0].height); // warm up
const times = [];
for (let round = 0; round < 3; round++) {
  for (const { data, width, height } of big) {
    const start = performance.now();
    try {
      read_photo(data, width, height);
    } catch {
      // a photo whose grid is not found takes its time too
    }
    times.push(performance.now() - start);
  }
}
say(`    time per photo at 1280x960 (${big.length} photos, 3 rounds): median ${median(times).toFixed(0)} ms, slowest ${Math.max(...times).toFixed(0)} ms`);

const wasm = readFileSync(`${root}pkg/photo/web/sudoku_wasm_photo_bg.wasm`);
say(`    .wasm (code and classifier): ${(wasm.length / 1024).toFixed(1)} KB, ${(gzipSync(wasm, { level: 9 }).length / 1024).toFixed(1)} KB gzipped`);

const kfold = JSON.parse(readFileSync(`${root}src/photo/digits.kfold.json`, 'utf8'));
const percent = (part, whole) => `${((100 * part) / whole).toFixed(1)}%`;
say(`    left-out accuracy (${kfold.folds}-fold over ${kfold.photos} photos of ${kfold.puzzles} puzzles, whole puzzles per fold, from npm run train):`);
say(`      photos with every cell right: ${kfold.photosRight}/${kfold.photos} (${percent(kfold.photosRight, kfold.photos)})`);
say(`      cells right: ${kfold.cellsRight}/${kfold.cells} (${((100 * kfold.cellsRight) / kfold.cells).toFixed(2)}%)`);
say('    published (Wicht and Hennebert, on the data set\'s test split): 87.5% of photos with every cell right (v1, 2014), 82.5% (v2, Wicht\'s thesis)');
