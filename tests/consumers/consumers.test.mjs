// The packed npm tarball, installed the way users install it, in three kinds of project: a Node.js
// script (ESM and CommonJS, the core and the analysis entry), a TypeScript project type-checked
// against the declarations, and an app bundled for production by Vite and by webpack, run in
// headless Chromium. An app that imports only the core reads, bundles and fetches no other .wasm,
// and the core stays within its size budget.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:http';
import sirv from 'sirv';
import { launchBrowser, saveScreenshot } from '../page/browser.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const distDir = fileURLToPath(new URL('../../dist/', import.meta.url));
const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
const CELLS_80 = "expected 81 cells (digits 1-9, and '.', '0' or '_' for blanks), found 80";

let tarball;
before(() => {
  const tarballs = readdirSync(distDir).filter((name) => /^sudoku-wasm-.*\.tgz$/.test(name));
  assert.equal(tarballs.length, 1, `expected one packed tarball in dist/, found ${tarballs}`);
  tarball = join(distDir, tarballs[0]);
});

function run(command, args, cwd) {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Installs the project's locked dependencies, then the tarball without recording it. */
function installWithTarball(project) {
  run('npm', ['ci', '--no-audit', '--no-fund'], project);
  run('npm', ['install', '--no-save', '--no-audit', '--no-fund', tarball], project);
}

/** A Node.js project with the tarball installed. */
function nodeProject() {
  const project = mkdtempSync(join(tmpdir(), 'sudoku-wasm-node-'));
  writeFileSync(join(project, 'package.json'), '{ "name": "node-consumer", "private": true }\n');
  run('npm', ['install', '--no-audit', '--no-fund', tarball], project);
  // Preloaded before the script: reports every .wasm file the process reads on stderr.
  writeFileSync(join(project, 'watch-wasm.cjs'), `const fs = require('node:fs');
    const read = fs.readFileSync;
    fs.readFileSync = function (path, ...rest) {
      if (String(path).endsWith('.wasm')) process.stderr.write(\`wasm: \${require('node:path').basename(String(path))}\\n\`);
      return read.call(this, path, ...rest);
    };`);
  return project;
}

/** Runs a script of the project; its output lines, and the .wasm files it read. */
function runWatched(project, file) {
  const result = spawnSync('node', ['--require', './watch-wasm.cjs', file], { cwd: project, encoding: 'utf8' });
  assert.equal(result.status, 0, result.stderr);
  const wasm = result.stderr.split('\n').filter((line) => line.startsWith('wasm: ')).map((line) => line.slice(6));
  return { lines: result.stdout.trim().split('\n'), wasm };
}

test('Node.js imports the package with no init step, as ESM and as CommonJS, and with one; the core reads only its own .wasm', () => {
  const project = nodeProject();
  const script = (load) => `${load}
    const lines = [solve_sudoku('${PUZZLE}'), count_solutions('${'.'.repeat(81)}', 2)];
    try { solve_sudoku('${PUZZLE.slice(0, 80)}'); } catch (e) { lines.push(e instanceof Error, e.code, e.message); }
    console.log(lines.join('\\n'));`;
  writeFileSync(join(project, 'esm.mjs'), script("import { solve_sudoku, count_solutions } from 'sudoku-wasm';"));
  writeFileSync(join(project, 'cjs.cjs'), script("const { solve_sudoku, count_solutions } = require('sudoku-wasm');"));
  // Code written for browsers (tests of a web app, server-side rendering) awaits init() first.
  writeFileSync(join(project, 'browser-style.mjs'), script(
    "import init, { initSync, solve_sudoku, count_solutions } from 'sudoku-wasm'; await init(); initSync();",
  ));
  for (const file of ['esm.mjs', 'cjs.cjs', 'browser-style.mjs']) {
    const { lines, wasm } = runWatched(project, file);
    assert.deepEqual(lines, [SOLUTION, '2', 'true', 'cell_count', CELLS_80], file);
    assert.deepEqual(wasm, ['sudoku_wasm_bg.wasm'], `${file} reads the core's .wasm and no other`);
  }
});

test('the core a browser downloads stays within its budget: 15,000 bytes of gzipped .wasm, 4,000 of JavaScript', () => {
  const core = join(nodeProject(), 'node_modules/sudoku-wasm/pkg/core/web');
  // GNU gzip at -9, as the README's sizes are measured (scripts/build.sh); zlib's level 9, which
  // many servers use, packs this module about 200 bytes larger.
  const gzipped = (file) => execFileSync('gzip', ['-9c', join(core, file)]).length;
  const wasm = gzipped('sudoku_wasm_bg.wasm');
  const glue = gzipped('sudoku_wasm.js');
  assert.ok(wasm <= 15_000, `the core's .wasm is ${wasm} bytes gzipped`);
  assert.ok(glue <= 4_000, `the core's JavaScript is ${glue} bytes gzipped`);
});

test('Node.js imports the analysis entry, sudoku-wasm/analysis, as ESM and as CommonJS', () => {
  const project = nodeProject();
  const script = (load) => `${load}
    const { er, difficulty } = rate('${PUZZLE}');
    const lines = [er, difficulty, generate('easy', 1).puzzle.length];
    try { rate('${'.'.repeat(81)}'); } catch (e) { lines.push(e.code); }
    console.log(lines.join('\\n'));`;
  writeFileSync(join(project, 'esm.mjs'), script("import init, { rate, generate } from 'sudoku-wasm/analysis'; await init();"));
  writeFileSync(join(project, 'cjs.cjs'), script("const { rate, generate } = require('sudoku-wasm/analysis');"));
  for (const file of ['esm.mjs', 'cjs.cjs']) {
    const { lines, wasm } = runWatched(project, file);
    assert.deepEqual(lines, ['1.2', 'easy', '81', 'several_solutions'], file);
    assert.deepEqual(wasm, ['sudoku_wasm_analysis_bg.wasm'], file);
  }
});

test('Node.js imports the photo entry, sudoku-wasm/photo, as ESM and as CommonJS, reading only its own .wasm', () => {
  const project = nodeProject();
  const script = (load) => `${load}
    const lines = [];
    try { read_photo(new Uint8ClampedArray(64 * 48 * 4).fill(255), 64, 48); } catch (e) { lines.push(e.code, e.message); }
    try { read_photo(new Uint8Array(3), 1, 1); } catch (e) { lines.push(e.code); }
    console.log(lines.join('\\n'));`;
  writeFileSync(join(project, 'esm.mjs'), script("import init, { read_photo } from 'sudoku-wasm/photo'; await init();"));
  writeFileSync(join(project, 'cjs.cjs'), script("const { read_photo } = require('sudoku-wasm/photo');"));
  for (const file of ['esm.mjs', 'cjs.cjs']) {
    const { lines, wasm } = runWatched(project, file);
    assert.deepEqual(lines, ['no_grid', 'no Sudoku grid found in the picture', 'pixel_count'], file);
    assert.deepEqual(wasm, ['sudoku_wasm_photo_bg.wasm'], file);
  }
});

test('TypeScript accepts correct calls of both entries and rejects a wrong argument type or code', () => {
  const project = join(here, 'typescript');
  installWithTarball(project);
  run('npx', ['tsc', '-p', 'tsconfig.json'], project);
  run('npx', ['tsc', '-p', 'tsconfig.node.json'], project);
  const wrong = spawnSync('npx', ['tsc', '-p', 'tsconfig.wrong.json'], { cwd: project, encoding: 'utf8' });
  assert.notEqual(wrong.status, 0, 'wrong-type.ts must not compile');
  assert.match(wrong.stdout, /wrong-type\.ts\(4,14\): error TS2345: Argument of type 'number' is not assignable to parameter of type 'string'/);
  assert.match(wrong.stdout, /wrong-type\.ts\(5,7\): error TS2322: Type 'number' is not assignable to type 'string'/);
  assert.match(wrong.stdout, /wrong-type\.ts\(7,7\): error TS2322: Type '"no_such_code"' is not assignable to type 'ErrorCode'/);
});

/** Serves a built app and reads what its page shows in headless Chromium. */
async function runInBrowser(folder, screenshotName) {
  const server = createServer(sirv(folder));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const wasm = [];
    page.on('request', (request) => {
      const name = new URL(request.url()).pathname.split('/').pop();
      if (name.endsWith('.wasm')) wasm.push(name);
    });
    const problems = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    await page.goto(`http://localhost:${server.address().port}/`);
    await page.waitForFunction(() => document.querySelector('#error').textContent !== '');
    await saveScreenshot(page, screenshotName);
    return {
      solution: await page.textContent('#solution'),
      error: await page.textContent('#error'),
      problems,
      wasm,
    };
  } finally {
    await browser.close();
    server.close();
  }
}

/** Every .wasm file under a folder, by name. */
function wasmFiles(folder) {
  return readdirSync(folder, { recursive: true }).filter((name) => name.endsWith('.wasm')).sort();
}

test('an app bundled by Vite and by webpack solves in the browser, with the core\'s .wasm alone', async (t) => {
  const project = join(here, 'bundler-app');
  installWithTarball(project);
  // webpack leaves the files of an earlier build in place, whose .wasm would count as bundled.
  rmSync(join(project, 'dist'), { recursive: true, force: true });
  run('npm', ['run', '--silent', 'build:vite', '--', '--logLevel', 'warn'], project);
  run('npm', ['run', '--silent', 'build:webpack'], project);
  copyFileSync(join(project, 'index.html'), join(project, 'dist/webpack/index.html'));
  const coreWasm = readFileSync(join(project, 'node_modules/sudoku-wasm/pkg/core/web/sudoku_wasm_bg.wasm'));
  for (const bundler of ['vite', 'webpack']) {
    await t.test(bundler, async () => {
      const folder = join(project, 'dist', bundler);
      const bundled = wasmFiles(folder);
      assert.equal(bundled.length, 1, `one .wasm in the ${bundler} build: ${bundled}`);
      assert.ok(readFileSync(join(folder, bundled[0])).equals(coreWasm), 'the core\'s');
      const shown = await runInBrowser(folder, `consumer-${bundler}`);
      assert.deepEqual(shown, {
        solution: `${SOLUTION} 1`, error: `true cell_count ${CELLS_80}`, problems: [], wasm: [bundled[0].split('/').pop()],
      });
    });
  }
});

test('the installed command line counts the solutions of each line of standard input', () => {
  const project = nodeProject();
  const result = spawnSync('npx', ['sudoku-wasm', 'count', '-'], {
    cwd: project, encoding: 'utf8', input: `${PUZZLE}\n${'.'.repeat(81)}\n${PUZZLE.slice(0, 80)}\n`,
  });
  assert.equal(result.status, 1, result.stderr);
  assert.equal(result.stdout, '1\n2\n\n');
  assert.match(result.stderr, /^line 3: cell_count: /);
});
