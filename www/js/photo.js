// Reading a puzzle from a photo: the Photo button (a file picker that opens the camera on
// phones), an image file dropped on the page, or an image pasted. The browser decodes the
// picture; the photo module reads it in a worker of its own, loaded only when first used; the
// picture is shown with the grid outlined and the digits read over it, doubtful and corrected
// cells marked, every cell editable, and the puzzle goes into the grid through the page's own
// import (the Import box and its Load button), so it is read and checked like any pasted puzzle.
// Nothing leaves the device.

import { StatusLine } from './status.js';

/** Cells read with less confidence than this are marked as doubtful. */
const DOUBTFUL = 0.8;
/** The longest side of the picture sent to the reader: it shrinks larger ones to this anyway. */
const LONGEST_SIDE = 2048;

const status = new StatusLine(document.getElementById('status'));
const fileInput = document.getElementById('photo-file');
const button = document.getElementById('photo-button');

let worker = null;
let nextId = 0;
const pending = new Map();

/** The reader's worker, started on first use. */
function reader() {
  if (!worker) {
    worker = new Worker(new URL('./photo-worker.js', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }) => {
      const request = pending.get(data.id);
      pending.delete(data.id);
      if (data.ok) request?.resolve(data.reading);
      else request?.reject(Object.assign(new Error(data.message), { code: data.code }));
    };
    worker.onerror = (event) => {
      for (const request of pending.values()) {
        request.reject(Object.assign(new Error(`the photo reader could not start (${event.message ?? 'load error'})`), { code: 'unavailable' }));
      }
      pending.clear();
      worker = null;
    };
  }
  return worker;
}

function readPixels(image) {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    reader().postMessage({ id, pixels: image.data, width: image.width, height: image.height }, [image.data.buffer]);
  });
}

/** The picture of an image file, no larger than the reader uses, as a canvas. */
async function pictureOf(file) {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, LONGEST_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext('2d').drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas;
}

/** The point of the picture at (u, v) of the grid (0 to 1 across and down), by the perspective
 * that carries the unit square onto the four corners (clockwise from the puzzle's top left). */
function projector([p0, p1, p2, p3]) {
  const dx1 = p1.x - p2.x, dx2 = p3.x - p2.x, dx3 = p0.x - p1.x + p2.x - p3.x;
  const dy1 = p1.y - p2.y, dy2 = p3.y - p2.y, dy3 = p0.y - p1.y + p2.y - p3.y;
  const det = dx1 * dy2 - dx2 * dy1;
  const g = det ? (dx3 * dy2 - dx2 * dy3) / det : 0;
  const h = det ? (dx1 * dy3 - dx3 * dy1) / det : 0;
  const a = p1.x - p0.x + g * p1.x, b = p3.x - p0.x + h * p3.x;
  const d = p1.y - p0.y + g * p1.y, e = p3.y - p0.y + h * p3.y;
  return (u, v) => {
    const w = g * u + h * v + 1;
    return { x: (a * u + b * v + p0.x) / w, y: (d * u + e * v + p0.y) / w };
  };
}

let dialog = null;

/** The dialog that shows a reading (its markup is in the page): its cells and buttons are set up
 * on first use. */
function readingDialog() {
  if (dialog) return dialog;
  dialog = document.getElementById('photo-dialog');
  const style = document.createElement('link');
  style.rel = 'stylesheet';
  style.href = new URL('../photo.css', import.meta.url).href;
  document.head.append(style);
  const cells = dialog.querySelector('#photo-cells');
  for (let i = 0; i < 81; i++) {
    const input = document.createElement('input');
    input.inputMode = 'numeric';
    input.maxLength = 1;
    input.setAttribute('aria-label', `row ${Math.floor(i / 9) + 1}, column ${(i % 9) + 1}`);
    input.addEventListener('input', () => {
      input.value = input.value.replace(/[^1-9]/g, '').slice(-1);
      input.classList.remove('doubtful', 'corrected');
      drawReading();
    });
    cells.append(input);
  }
  dialog.querySelector('#photo-cancel').addEventListener('click', () => dialog.close());
  dialog.querySelector('#photo-use').addEventListener('click', () => {
    const puzzle = [...cells.children].map((input) => input.value || '.').join('');
    dialog.close();
    const box = document.getElementById('import-text');
    box.value = puzzle;
    document.getElementById('import-load').click();
  });
  return dialog;
}

let shown = null; // { picture, reading }

/** Draws the picture, the grid's outline and the digits of the editable cells over it. */
function drawReading() {
  const { picture, reading } = shown;
  const canvas = dialog.querySelector('#photo-canvas');
  canvas.width = picture.width;
  canvas.height = picture.height;
  const context = canvas.getContext('2d');
  context.drawImage(picture, 0, 0);
  const at = projector(reading.corners);
  const scale = Math.max(picture.width, picture.height) / 600;
  context.lineWidth = 3 * scale;
  context.strokeStyle = '#2f55d4';
  context.beginPath();
  reading.corners.forEach(({ x, y }, i) => (i ? context.lineTo(x, y) : context.moveTo(x, y)));
  context.closePath();
  context.stroke();
  const inputs = dialog.querySelector('#photo-cells').children;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  for (let i = 0; i < 81; i++) {
    const digit = inputs[i].value;
    if (!digit) continue;
    const { x, y } = at(((i % 9) + 0.78) / 9, (Math.floor(i / 9) + 0.25) / 9);
    const mark = inputs[i].classList.contains('corrected') ? '#2f55d4'
      : inputs[i].classList.contains('doubtful') ? '#b45f06' : '#137a4b';
    context.font = `bold ${Math.round(18 * scale)}px sans-serif`;
    context.fillStyle = 'rgba(255, 255, 255, 0.85)';
    context.fillRect(x - 9 * scale, y - 10 * scale, 18 * scale, 20 * scale);
    context.fillStyle = mark;
    context.fillText(digit, x, y);
  }
}

function showReading(picture, reading) {
  readingDialog();
  shown = { picture, reading };
  const inputs = dialog.querySelector('#photo-cells').children;
  const corrected = new Set(reading.corrected);
  let doubtful = 0;
  for (let i = 0; i < 81; i++) {
    const input = inputs[i];
    input.value = reading.puzzle[i] === '.' ? '' : reading.puzzle[i];
    input.classList.toggle('corrected', corrected.has(i));
    const unsure = !corrected.has(i) && reading.confidence[i] < DOUBTFUL;
    input.classList.toggle('doubtful', unsure);
    if (unsure) doubtful++;
  }
  const givens = [...reading.puzzle].filter((c) => c !== '.').length;
  const notes = [`${givens} givens read`];
  if (corrected.size) notes.push(`${corrected.size} corrected by the rules`);
  if (doubtful) notes.push(`${doubtful} doubtful`);
  dialog.querySelector('#photo-summary').textContent = `${notes.join(', ')}. Check them against the photo.`;
  drawReading();
  if (!dialog.open) dialog.showModal();
}

/** Reads the puzzle in an image file and shows what was read. */
async function readPhoto(file) {
  if (!file || !file.type.startsWith('image/')) return;
  status.show('busy', 'Reading the photo…');
  let picture;
  try {
    picture = await pictureOf(file);
  } catch {
    status.show('error', 'Couldn’t open this picture', { hint: 'The browser cannot decode it: try a JPEG or PNG.' });
    return;
  }
  const image = picture.getContext('2d').getImageData(0, 0, picture.width, picture.height);
  try {
    const reading = await readPixels(image);
    status.show('info', 'Photo read: check the digits, then use the puzzle');
    showReading(picture, reading);
  } catch (error) {
    status.show('error', 'Couldn’t read the photo', {
      detail: error.message,
      hint: error.code === 'no_grid'
        ? 'Take the photo straight on, with the whole grid in the picture and in focus.'
        : undefined,
    });
  }
}

button?.addEventListener('click', () => fileInput.click());
fileInput?.addEventListener('change', () => {
  readPhoto(fileInput.files[0]);
  fileInput.value = '';
});
document.addEventListener('dragover', (event) => {
  if ([...(event.dataTransfer?.items ?? [])].some((item) => item.kind === 'file')) event.preventDefault();
});
document.addEventListener('drop', (event) => {
  const file = [...(event.dataTransfer?.files ?? [])].find((f) => f.type.startsWith('image/'));
  if (!file) return;
  event.preventDefault();
  readPhoto(file);
});
document.addEventListener('paste', (event) => {
  const file = [...(event.clipboardData?.files ?? [])].find((f) => f.type.startsWith('image/'));
  if (!file) return;
  event.preventDefault();
  readPhoto(file);
});
