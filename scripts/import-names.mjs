// Shortens the names under which a WebAssembly module built by wasm-bindgen imports its glue's
// functions, in the module and in its glue alike:
//
//   node scripts/import-names.mjs <module.wasm> <glue.js>
//
// wasm-bindgen names each import `__wbg_<name>_<hash>`, the hash (16 hex digits) keeping apart
// functions of the same name from different crates. Within one module the name alone is enough
// wherever no other import has it, and sixteen hex digits are what compression can do least
// with: 200 of the core's gzipped bytes (docs/development.md). So each import becomes its
// `<name>` (`new`, `parse`, `__wbindgen_is_null`), and the few whose names clash keep theirs.
// The module they come from, which wasm-bindgen names after the glue's file
// (`./sudoku_wasm_bg.js`, written again for each import), becomes `glue` (20 bytes). Only the
// import section's names change; the rest of the module is copied byte for byte. In the glue the
// old names are the keys of the objects of imports.
import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';

const [wasmPath, gluePath] = process.argv.slice(2);
const wasm = readFileSync(wasmPath);

function readUnsigned(bytes, at) {
  let value = 0;
  let shift = 0;
  for (;;) {
    const byte = bytes[at++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
    if (byte < 0x80) return [value, at];
  }
}

function unsigned(value) {
  const bytes = [];
  do {
    const byte = value % 128;
    value = Math.floor(value / 128);
    bytes.push(value > 0 ? byte | 0x80 : byte);
  } while (value > 0);
  return Buffer.from(bytes);
}

function readName(bytes, at) {
  const [length, start] = readUnsigned(bytes, at);
  return [bytes.toString('utf8', start, start + length), start + length];
}

function name(text) {
  const bytes = Buffer.from(text, 'utf8');
  return Buffer.concat([unsigned(bytes.length), bytes]);
}

// The end of an import's description: what kind of thing it imports and its type.
function skipDescription(bytes, at) {
  const kind = bytes[at++];
  const limits = (at) => {
    const flags = bytes[at];
    if (flags > 1) throw new Error(`import-names: limits with flags ${flags} are not handled`);
    at = readUnsigned(bytes, at + 1)[1];
    return flags === 1 ? readUnsigned(bytes, at)[1] : at;
  };
  switch (kind) {
    case 0x00: // a function: its type's index
      return readUnsigned(bytes, at)[1];
    case 0x01: // a table: its element type (funcref or externref), and its limits
      return limits(at + 1);
    case 0x02: // a memory: its limits
      return limits(at);
    case 0x03: // a global: its value type (a number or a reference), and whether it is mutable
      return at + 2;
    default:
      throw new Error(`import-names: an import of kind ${kind} is not handled`);
  }
}

// The import section: where it is, and its imports, each as [module, name, description's bytes].
let at = 8;
let section;
while (at < wasm.length) {
  const id = wasm[at];
  const [size, contents] = readUnsigned(wasm, at + 1);
  if (id === 2) section = { start: at, contents, end: contents + size };
  at = contents + size;
}
if (!section) process.exit(0);
const imports = [];
let [count, next] = readUnsigned(wasm, section.contents);
for (let i = 0; i < count; i++) {
  const [module, afterModule] = readName(wasm, next);
  const [field, afterField] = readName(wasm, afterModule);
  next = skipDescription(wasm, afterField);
  imports.push([module, field, wasm.subarray(afterField, next)]);
}

const short = (field) => field.match(/^__wbg_(.+)_[0-9a-f]{16}$/)?.[1];
const taken = new Map();
for (const [, field] of imports) {
  const key = short(field) ?? field;
  taken.set(key, (taken.get(key) ?? 0) + 1);
}
const renamed = new Map();
for (const [, field] of imports) {
  const to = short(field);
  if (to !== undefined && taken.get(to) === 1) renamed.set(field, to);
}

const glueModule = `./${basename(gluePath, '.js')}_bg.js`;
const moduleName = (module) => (module === glueModule ? 'glue' : module);

const body = Buffer.concat([
  unsigned(count),
  ...imports.flatMap(([module, field, description]) => [
    name(moduleName(module)),
    name(renamed.get(field) ?? field),
    description,
  ]),
]);
writeFileSync(
  wasmPath,
  Buffer.concat([
    wasm.subarray(0, section.start),
    Buffer.from([2]),
    unsigned(body.length),
    body,
    wasm.subarray(section.end),
  ]),
);

let glue = readFileSync(gluePath, 'utf8');
const moduleKey = `"${glueModule}":`;
if (imports.some(([module]) => module === glueModule)) {
  if (glue.split(moduleKey).length !== 2) {
    throw new Error(`import-names: ${moduleKey} is not a key of ${gluePath}'s imports`);
  }
  glue = glue.replace(moduleKey, 'glue:');
}
for (const [from, to] of renamed) {
  const key = new RegExp(`\\b${from}:`, 'g');
  if ((glue.match(key) ?? []).length !== 1) {
    throw new Error(`import-names: ${from} is not a key of ${gluePath}'s imports`);
  }
  glue = glue.replace(key, `${to}:`);
}
writeFileSync(gluePath, glue);
