// Solving step by step and new puzzles: Hint shows the next step on the board and Apply does it,
// the pencil marks are the candidates (worked out here independently), and a new puzzle of each
// level has exactly one solution and shows its rating. Every placed digit and crossed-out mark is
// checked against the solution found by the test's own solver; the step's name and rating are
// the module's (asked here through its Node.js build), which the page must show as they are.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import {
  serveAppForThisFile, withApp, readBoard, boardString, settledStatus, ratedStatus, cellAt, addressPuzzle, saveScreenshot,
} from './browser.mjs';
import {
  assertSolves, candidatesOf, solutionsOf, CHAIN_PUZZLE, CHAIN_TECHNIQUES, LEETCODE_PUZZLE,
} from './sudoku-rules.mjs';

const sudoku = createRequire(import.meta.url)('../../pkg/analysis/node/sudoku_wasm_analysis.cjs');

// A generated puzzle rated 3.0 (seed 2 of the range 3.0–3.4): pointing, claiming and a naked
// pair cross marks out along the way.
const ELIMINATING_PUZZLE = '...4..8....7..1.......5.2.7.......21..294.6......1843..4....38686........1...9...';
// The LeetCode solution with the rectangle r1c4, r1c5, r4c4, r4c5 emptied: its 6s and 7s can go
// either way round, two solutions, and no step can be certain from the start.
const STUCK_PUZZLE = '534..8912672195348198342567859..1423426853791713924856961537284287419635345286179';
// The second 17-clue example less its 9 in r8c9: 16 givens, so more than one solution. The hints
// cross marks out for a while; then no step can be certain.
const SEVERAL_SOLUTIONS_PUZZLE = '.................1.....2.3......3.2...1.4......5....6..3......4.7..8....62...7...';
// What the module says when no step can be certain (path.rs, Hint::Stuck).
const STUCK_EXPLANATION = 'No technique applies here: the puzzle has several solutions from this point, and no logic can choose between them.';

const shared = serveAppForThisFile();

const name = (cell) => `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
const words = (cell) => `row ${Math.floor(cell / 9) + 1}, column ${(cell % 9) + 1}`;

/** The pencil marks a player sees: for each cell, the small digits on show ([] for none). */
function readMarks(page) {
  return page.$$eval('#board .cell-marks', (layers) => layers.map((layer) => {
    if (getComputedStyle(layer).visibility === 'hidden') return [];
    return [...layer.querySelectorAll('.mark')].filter((mark) => !mark.hidden).map((mark) => Number(mark.dataset.digit));
  }));
}

/** Waits until the marks on show are expected (81 arrays), then asserts it for a clear message. */
async function assertMarks(page, expected, message) {
  await page.waitForFunction((want) => {
    const shown = [...document.querySelectorAll('#board .cell-marks')].map((layer) => (getComputedStyle(layer).visibility === 'hidden'
      ? [] : [...layer.querySelectorAll('.mark')].filter((mark) => !mark.hidden).map((mark) => Number(mark.dataset.digit))));
    return JSON.stringify(shown) === JSON.stringify(want);
  }, expected, { timeout: 3000 }).catch(() => {});
  assert.deepEqual(await readMarks(page), expected, message);
}

/** The player's marks: the candidates of the grid less the digits crossed out. */
function playerMarks(grid, crossedOut) {
  return candidatesOf(grid).map((digits, cell) => digits.filter((digit) => !crossedOut.some((c) => c.cell === cell && c.digit === digit)));
}

/** What the board shows of a hint: outlined cells, and the marks coloured by role. */
function readStep(page) {
  return page.evaluate(() => {
    const cells = [...document.querySelectorAll('#board .cell')];
    const withClass = (name) => cells.flatMap((cell, index) => (cell.classList.contains(name) ? [index] : []));
    const marks = (role) => [...document.querySelectorAll(`#board .mark[data-role="${role}"]:not([hidden])`)]
      .map((mark) => ({ cell: cells.indexOf(mark.parentElement.previousElementSibling), digit: Number(mark.dataset.digit) }));
    return {
      pattern: withClass('step-pattern'),
      placeCells: withClass('step-place'),
      crossCells: withClass('step-cross'),
      place: marks('place'),
      crossOut: marks('cross-out'),
      patternMarks: [...marks('pattern'), ...marks('chain-on'), ...marks('chain-off')],
      chainOn: marks('chain-on'),
      chainOff: marks('chain-off'),
      reasons: withClass('step-reason'),
    };
  });
}

/**
 * Presses Hint through its stages (technique and where, pattern, conclusion) until Apply is on
 * offer or the page says something else than a hint; returns the status then.
 */
async function fullHint(page) {
  let status;
  for (let press = 0; press < 3; press += 1) {
    await page.click('#hint');
    status = await settledStatus(page);
    if (status.tone !== 'hint' || !(await page.isDisabled('#apply-hint'))) break;
  }
  return status;
}

async function importPuzzle(page, puzzle) {
  await page.fill('#import-text', puzzle);
  await page.click('#import-load');
  return settledStatus(page);
}

test('Hint and Apply solve a puzzle step by step: each step shown on the board, each one right', async (t) => {
  await withApp(shared.browser, shared.site, 'hint-steps', async ({ page }) => {
    const [solution, other] = solutionsOf(ELIMINATING_PUZZLE, 2);
    assert.ok(solution && !other, 'the test puzzle has one solution');
    await importPuzzle(page, ELIMINATING_PUZZLE);
    assert.equal(await page.isDisabled('#apply-hint'), true, 'nothing to apply before a hint');
    const crossedOut = [];

    const used = new Map();
    let grid = ELIMINATING_PUZZLE;
    for (let stepNumber = 1; grid.includes('.'); stepNumber += 1) {
      assert.ok(stepNumber <= 81 * 9, 'the hints go on for ever');
      const status = await fullHint(page);
      const where = `step ${stepNumber}: ${status.text}`;
      assert.equal(status.tone, 'hint', where);
      const expected = sudoku.hint(grid, playerMarks(grid, crossedOut)).step;
      assert.equal(status.title, `Next step: ${expected.technique} (${expected.rating.toFixed(1)})`, where);
      assert.match(status.title, / \(\d+\.\d\)$/, `${where}: the rating with one decimal`);
      assert.equal(status.detail, expected.explanation, where);
      used.set(expected.technique, (used.get(expected.technique) ?? 0) + 1);
      assert.match(status.detail, /^\S.*\.$/, `${where}: one sentence of explanation`);

      const step = await readStep(page);
      assert.ok(step.pattern.length > 0, `${where}: the pattern's cells are outlined`);
      assert.ok(step.place.length + step.crossOut.length > 0, `${where}: something to place or cross out`);
      assert.ok(step.patternMarks.length + step.place.length > 0, `${where}: the pattern's digits are marked`);
      for (const { cell, digit } of step.place) {
        assert.equal(Number(solution[cell]), digit, `${where}: places ${digit} in ${name(cell)}`);
        assert.ok(step.placeCells.includes(cell), where);
        assert.match(status.hint, new RegExp(`place ${digit} in ${words(cell)}`), where);
      }
      for (const { cell, digit } of step.crossOut) {
        assert.notEqual(Number(solution[cell]), digit, `${where}: crosses out ${digit} from ${name(cell)}`);
        assert.ok(step.crossCells.includes(cell), where);
      }
      // What to do, in the module's words: the cells of a digit crossed out named together.
      assert.ok(status.hint.startsWith(`Press Apply to ${expected.conclusion}.`), where);
      if (/cross out .*(rows \d|columns \d)/.test(expected.conclusion)) used.set('grouped', 0);
      if (stepNumber === 1) await saveScreenshot(page, 'hint-placement');
      if (step.crossOut.length && !used.has('screenshot')) {
        used.set('screenshot', 0);
        await saveScreenshot(page, 'hint-elimination');
      }

      await page.click('#apply-hint');
      assert.equal(await page.isDisabled('#apply-hint'), true, `${where}: Apply is spent`);
      assert.deepEqual((await readStep(page)).pattern, [], `${where}: the outline goes`);
      for (const { cell, digit } of step.place) grid = `${grid.slice(0, cell)}${digit}${grid.slice(cell + 1)}`;
      crossedOut.push(...step.crossOut);
      assert.equal(await boardString(page), grid, `${where}: the grid after Apply`);
      const cells = await readBoard(page);
      for (const { cell } of step.place) assert.equal(cells[cell].kind, 'entry', `${where}: a placed digit is an entry, not a given`);
      const notes = await readMarks(page);
      for (const { cell, digit } of step.crossOut) assert.ok(!notes[cell].includes(digit), `${where}: ${digit} crossed out of the notes of ${name(cell)}`);
    }
    assert.equal(grid, solution);
    assert.equal((await settledStatus(page)).title, 'Solved, step by step');
    assert.ok(crossedOut.length > 0, 'the path crossed marks out');
    assert.ok(used.has('grouped'), 'some step crossed out cells named as a group (“row 4, columns 2 and 7”)');
    assert.equal(await addressPuzzle(page, solution), ELIMINATING_PUZZLE, 'the link holds the givens only, never the solution');
    (await readBoard(page)).forEach(({ kind }, cell) => assert.equal(kind, ELIMINATING_PUZZLE[cell] === '.' ? 'entry' : 'given', name(cell)));
    t.diagnostic(`techniques used: ${[...used].filter(([key]) => !['screenshot', 'grouped'].includes(key)).map(([key, count]) => `${key} ×${count}`).join(', ')}`);

    await page.click('#hint');
    const full = await settledStatus(page);
    assert.equal(full.title, 'The grid is full');
  });
});

test('notes: the person’s own marks, filled in on request, toggled in notes mode, undone, and read by hints', async () => {
  await withApp(shared.browser, shared.site, 'notes', async ({ page }) => {
    await importPuzzle(page, LEETCODE_PUZZLE);
    await assertMarks(page, new Array(81).fill([]), 'no notes to begin with');

    // "Fill in candidates" writes every empty cell's candidates as notes; they are read out.
    await page.click('#fill-notes');
    await assertMarks(page, candidatesOf(LEETCODE_PUZZLE), 'the candidates of the puzzle');
    assert.equal((await readBoard(page))[2].label, 'Row 1, column 3, notes 1 2 4', 'notes are read out');

    // In notes mode (N, or the pad's Notes) a digit toggles a note; the grid's digits stay.
    await page.click(cellAt(1, 3));
    await page.keyboard.press('n');
    assert.equal(await page.getAttribute('#notes-mode', 'aria-pressed'), 'true');
    await page.keyboard.press('1');
    await page.click('[data-pad-digit="7"]');
    const expected = candidatesOf(LEETCODE_PUZZLE);
    expected[2] = [2, 4, 7];
    await assertMarks(page, expected, 'the 1 went, a 7 came');
    assert.equal(await boardString(page), LEETCODE_PUZZLE, 'notes are not digits');

    // Undo and Redo go through the notes one change at a time (Ctrl+Z, Ctrl+Shift+Z, buttons).
    await page.keyboard.press('Control+z');
    expected[2] = [1, 2, 4];
    await page.keyboard.press('Control+z');
    expected[2] = [1, 2, 4];
    await assertMarks(page, expected, 'both toggles undone');
    await page.click('#redo');
    expected[2] = [2, 4];
    await assertMarks(page, expected, 'the 1 crossed out again');

    // A hint reads these notes: with the 4 of row 1, column 3 (its solution) crossed out, the
    // module says that a removed note was right.
    await page.click(cellAt(1, 3));
    await page.keyboard.press('4');
    expected[2] = [2];
    await assertMarks(page, expected, 'only 2 left in row 1, column 3');
    await page.click('#hint');
    const mistake = await settledStatus(page);
    assert.equal(mistake.tone, 'warning');
    assert.equal(mistake.title, 'A note you removed was right: 4 in row 1, column 3');
    assert.equal(mistake.detail, sudoku.hint(LEETCODE_PUZZLE, expected).explanation);

    // Notes mode off: digits are entries again; an entry hides the cell's notes.
    await page.click(cellAt(1, 3));
    await page.keyboard.press('n');
    assert.equal(await page.getAttribute('#notes-mode', 'aria-pressed'), 'false');
    await page.keyboard.press('4');
    assert.equal((await readBoard(page))[2].kind, 'entry');
    expected[2] = [];
    await assertMarks(page, expected, 'the entry covers the notes');
  });
});

test('a Hint pressed while the candidates are being filled in waits for them, and is answered from them', async () => {
  // The analysis module, which fills the candidates in, is held back for a while on its first
  // download, so that Hint is surely pressed before the notes arrive.
  const holdBack = (context) => context.route('**/pkg/sudoku_wasm_analysis_bg.wasm', async (route) => {
    await new Promise((resolve) => { setTimeout(resolve, 800); });
    await route.continue();
  });
  await withApp(shared.browser, shared.site, 'hint-during-fill', async ({ page }) => {
    await importPuzzle(page, ELIMINATING_PUZZLE);
    await page.click('#fill-notes');
    await page.click('#hint');
    assert.deepEqual(await readMarks(page), new Array(81).fill([]), 'the notes are not in yet');
    await page.waitForFunction(() => document.querySelector('#status').dataset.tone === 'hint', null, { timeout: 10000 })
      .catch(() => {});
    const status = await settledStatus(page);
    assert.equal(status.tone, 'hint', `the Hint is answered: ${status.text}`);
    assert.match(status.title, /^Hint: a /);
    await assertMarks(page, candidatesOf(ELIMINATING_PUZZLE), 'the notes filled in first');
    assert.equal(await page.textContent('#hint'), 'Show the pattern');
  }, { beforeLoad: holdBack, serviceWorkers: 'block' });
});

test('a hint shows its own cells’ marks once the pattern is drawn; an entry takes it away; Apply only at its conclusion', async () => {
  await withApp(shared.browser, shared.site, 'hint-marks-off', async ({ page }) => {
    await importPuzzle(page, LEETCODE_PUZZLE);
    const status = await fullHint(page);
    assert.equal(status.tone, 'hint');
    const step = await readStep(page);
    const involved = new Set([...step.pattern, ...step.placeCells, ...step.crossCells]);
    const marks = await readMarks(page);
    const candidates = candidatesOf(LEETCODE_PUZZLE);
    marks.forEach((digits, cell) => {
      assert.deepEqual(digits, involved.has(cell) ? candidates[cell] : [], `${name(cell)}`);
    });
    assert.equal(await page.isDisabled('#apply-hint'), false);

    // Any change of the grid may make the step moot, so it goes.
    const empty = LEETCODE_PUZZLE.lastIndexOf('.');
    await page.click(cellAt(Math.floor(empty / 9) + 1, (empty % 9) + 1));
    await page.keyboard.press('1');
    assert.deepEqual(await readStep(page), {
      pattern: [], placeCells: [], crossCells: [], place: [], crossOut: [], patternMarks: [], reasons: [], chainOn: [], chainOff: [],
    });
    await assertMarks(page, new Array(81).fill([]), 'no marks once the hint is gone');
    assert.equal(await page.isDisabled('#apply-hint'), true);
  });
});

/**
 * The arrows drawn over the grid, in order: each one's kind (its class besides chain-link), its
 * dashes, stroke and arrow head as computed, and where it starts and ends on screen next to the
 * marks of the candidates links (in order) joins, in cell widths: from the centre of the mark it
 * leaves and of the mark it points at, and whether those marks are on show.
 */
function readArrows(page, links) {
  return page.evaluate((wanted) => {
    const cells = [...document.querySelectorAll('#board .cell')];
    const cellWidth = cells[0].getBoundingClientRect().width;
    const mark = ({ cell, digit }) => cells[cell].nextElementSibling.querySelector(`.mark[data-digit="${digit}"]`);
    const distance = (point, element) => {
      const box = element.getBoundingClientRect();
      return Math.hypot(point.x - (box.left + box.width / 2), point.y - (box.top + box.height / 2)) / cellWidth;
    };
    return [...document.querySelectorAll('#board svg.chain-links path.chain-link')].map((path, index) => {
      const matrix = path.getScreenCTM();
      const at = (length) => new DOMPoint(path.getPointAtLength(length).x, path.getPointAtLength(length).y).matrixTransform(matrix);
      const style = getComputedStyle(path);
      const link = wanted[index];
      const [from, to] = link ? [mark(link.from), mark(link.to)] : [null, null];
      return {
        kind: [...path.classList].filter((name) => name !== 'chain-link').join(' '),
        dashes: style.strokeDasharray,
        stroke: style.stroke,
        width: parseFloat(style.strokeWidth),
        head: path.getAttribute('marker-end'),
        fromShown: Boolean(from && !from.hidden && getComputedStyle(from.parentElement).visibility !== 'hidden'),
        toShown: Boolean(to && !to.hidden && getComputedStyle(to.parentElement).visibility !== 'hidden'),
        startOff: from ? distance(at(0), from) : Infinity,
        endOff: to ? distance(at(path.getTotalLength()), to) : Infinity,
      };
    });
  }, links);
}

/** Asserts that the arrows on show are links, one each, as chain-links.js draws them. */
async function assertArrows(page, links, where) {
  const arrows = await readArrows(page, links);
  assert.equal(arrows.length, links.length, `${where}: one arrow per link`);
  arrows.forEach((arrow, index) => {
    const link = links[index];
    const what = `${where}: link ${index + 1}, ${link.kind}, ${name(link.from.cell)} ${link.from.digit} to ${name(link.to.cell)} ${link.to.digit}`;
    assert.equal(arrow.kind, link.kind, what);
    if (link.kind === 'strong') assert.equal(arrow.dashes, 'none', `${what}: solid`);
    else assert.notEqual(arrow.dashes, 'none', `${what}: dashed`);
    assert.notEqual(arrow.stroke, 'none', what);
    assert.ok(arrow.width > 0, what);
    assert.equal(arrow.head, 'url(#chain-link-head)', `${what}: an arrow head`);
    assert.ok(arrow.fromShown && arrow.toShown, `${what}: the marks it joins are on show`);
    // An arrow stops short of its marks' centres (0.09 cells) and a mark is about 0.3 cells wide.
    assert.ok(arrow.startOff < 0.15, `${what}: starts ${arrow.startOff.toFixed(2)} cells from its mark`);
    assert.ok(arrow.endOff < 0.15, `${what}: ends ${arrow.endOff.toFixed(2)} cells from its mark`);
  });
}

test('a chain hint draws its links as arrows between marks, and they go when it is applied or dismissed', async () => {
  await withApp(shared.browser, shared.site, 'hint-chain', async ({ page }) => {
    await page.click('[data-example="hard"]');
    assert.equal(await boardString(page), CHAIN_PUZZLE, 'the first Hard example is Inkala’s puzzle');
    assert.deepEqual(await readArrows(page, []), [], 'no arrows before a hint');
    const [solution] = solutionsOf(CHAIN_PUZZLE, 1);

    // Its first step is a chain: one arrow per link, strong solid and weak dashed.
    const status = await fullHint(page);
    const first = sudoku.hint(CHAIN_PUZZLE).step;
    assert.ok(CHAIN_TECHNIQUES.includes(first.technique), `the first step is a chain, not ${first.technique}`);
    assert.equal(status.title, `Next step: ${first.technique} (${first.rating.toFixed(1)})`);
    assert.equal(status.detail, first.explanation);
    // A net of chains is summed up in words, not written out: no notation to explain.
    assert.doesNotMatch(first.explanation, /\br\dc\d/);
    assert.doesNotMatch(status.hint, /In the chain/);
    assert.deepEqual([...new Set(first.links.map(({ kind }) => kind))].sort(), ['strong', 'weak'], 'both kinds to draw');
    await assertArrows(page, first.links, 'the first hint');
    // The chain's candidates in two groups, each its own colour: true at the end of a strong link,
    // false at the end of a weak one.
    const drawn = await readStep(page);
    const at = ({ cell, digit }) => `${cell}:${digit}`;
    const on = new Set(drawn.chainOn.map(at));
    const off = new Set(drawn.chainOff.map(at));
    assert.ok(on.size > 0 && off.size > 0, 'both groups drawn');
    // (A candidate the step crosses out or places is drawn as such instead, and one that several
    // branches of the chains reach may be true in one and false in another.)
    const concluded = new Set([...first.eliminations, ...first.placements].map(at));
    const reached = (candidate) => first.links.filter(({ to }) => at(to) === at(candidate)).length;
    for (const { to, kind } of first.links.filter((link) => !concluded.has(at(link.to)) && reached(link.to) === 1)) {
      assert.ok((kind === 'strong' ? on : off).has(at(to)), `${kind} link to ${name(to.cell)} ${to.digit}`);
    }
    const groupColours = await page.evaluate(() => ['chain-on', 'chain-off'].map((role) => getComputedStyle(document.querySelector(`#board .mark[data-role="${role}"]`)).color));
    assert.notEqual(groupColours[0], groupColours[1], 'two colours');
    await saveScreenshot(page, 'hint-chain-links');

    // Apply takes them away with the rest of the hint.
    await page.click('#apply-hint');
    assert.deepEqual(await readArrows(page, []), [], 'no arrows once the hint is applied');
    for (const { cell, digit } of first.eliminations) assert.notEqual(Number(solution[cell]), digit);

    // The next step is a chain too; an edit dismisses it, and Solve another one.
    const second = sudoku.hint(CHAIN_PUZZLE, playerMarks(CHAIN_PUZZLE, first.eliminations)).step;
    assert.ok(CHAIN_TECHNIQUES.includes(second.technique), `the second step is a chain, not ${second.technique}`);
    assert.equal((await fullHint(page)).title, `Next step: ${second.technique} (${second.rating.toFixed(1)})`);
    await assertArrows(page, second.links, 'the second hint');
    await page.click(cellAt(1, 2));
    await page.keyboard.press('1');
    assert.deepEqual(await readArrows(page, []), [], 'no arrows once an edit dismisses the hint');
    await page.keyboard.press('Delete');

    assert.equal((await fullHint(page)).tone, 'hint');
    assert.ok((await readArrows(page, [])).length > 0, 'the hint again');
    await page.click('#solve');
    await settledStatus(page);
    assert.deepEqual(await readArrows(page, []), [], 'no arrows once Solve replaces the hint');
    assert.equal(await boardString(page), solution);
  });
});

test('a chain written out link by link keeps its compact notation, which the hint explains; every other cell is named in words', async () => {
  // One of the forum's hardest puzzles (forum_hardest_1106.txt), taken by the module's own steps
  // to where its next step is a forcing chain that it writes out link by link. The position is
  // imported as a pencil-mark grid, so the page has the same marks as notes.
  const puzzle = '........3..1..9.6..5..8.4.....9...8...867.....1....2....6..7.2..3.8..5..4.......8';
  const { steps } = sudoku.solve_steps(puzzle);
  const chainAt = steps.findIndex((step) => step.links.length && /→/.test(step.explanation));
  assert.ok(chainAt > 0, 'a step of the path lists a chain');
  const grid = [...puzzle].map((symbol) => (symbol === '.' ? 0 : Number(symbol)));
  const crossedOut = [];
  for (const step of steps.slice(0, chainAt)) {
    for (const { cell, digit } of step.placements) grid[cell] = digit;
    crossedOut.push(...step.eliminations);
  }
  const position = grid.map((digit) => (digit ? String(digit) : '.')).join('');
  const marks = playerMarks(position, crossedOut).map((digits, cell) => (grid[cell] ? [grid[cell]] : digits));
  const expected = sudoku.hint(position, marks).step;
  assert.equal(expected.explanation, steps[chainAt].explanation, 'the module takes the same step from these marks');
  const text = marks.map((digits) => [1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => (digits.includes(d) ? d : '.')).join('')).join('');

  await withApp(shared.browser, shared.site, 'hint-chain-notation', async ({ page }) => {
    assert.match((await importPuzzle(page, text)).title, /pencil marks loaded/);
    const status = await fullHint(page);
    assert.equal(status.title, `Next step: ${expected.technique} (${expected.rating.toFixed(1)})`);
    assert.equal(status.detail, expected.explanation);
    const links = expected.explanation.match(/\br\dc\d[=≠]\d/g);
    assert.ok(links.length >= 2, 'the chain is listed');
    assert.doesNotMatch(expected.explanation.replace(/\br\dc\d[=≠]\d/g, ''), /\br\dc\d/, 'outside the chain, cells in words');
    const [, row, column, sign, digit] = /^r(\d)c(\d)([=≠])(\d)$/.exec(links[0]);
    const [is, other, otherIs] = sign === '=' ? ['is', '≠', 'is not'] : ['is not', '=', 'is'];
    const legend = ` In the chain, ${links[0]} means “row ${row}, column ${column} ${is} ${digit}”, ${other} means “${otherIs}”, and → means “so”.`;
    assert.ok(status.hint.endsWith(legend), `the notation explained: ${status.hint}`);
  });
});

test('when no step can be certain (several solutions), Hint says so plainly and highlights nothing', async () => {
  await withApp(shared.browser, shared.site, 'hint-stuck', async ({ page }) => {
    await page.click('#hint');
    assert.equal((await settledStatus(page)).title, 'The grid is empty');

    assert.equal(solutionsOf(STUCK_PUZZLE, 3).length, 2, 'the test puzzle has two solutions');
    await importPuzzle(page, STUCK_PUZZLE);
    await page.click('#hint');
    const status = await settledStatus(page);
    assert.equal(status.tone, 'warning');
    assert.equal(status.title, 'No hint: this puzzle has more than one solution');
    assert.equal(status.detail, STUCK_EXPLANATION);
    assert.equal(status.hint, 'A proper Sudoku has exactly one; add givens to pin it down. Solve shows one of them.');
    assert.deepEqual((await readStep(page)).pattern, []);
    assert.equal(await page.isDisabled('#apply-hint'), true);

    // A grid that breaks a rule gets the module's message, as Solve does.
    await page.click(cellAt(1, 4));
    await page.keyboard.press('5');
    await page.click('#hint');
    const conflict = await settledStatus(page);
    assert.equal(conflict.title, 'This puzzle can’t be solved');
    assert.equal(conflict.detail, 'the givens conflict: row 1 has two 5s, at row 1, column 1 and at row 1, column 4');
  });
});

test('on a puzzle with several solutions, Hint goes as far as logic goes, then says why it stops', async () => {
  await withApp(shared.browser, shared.site, 'hint-several-solutions', async ({ page }) => {
    assert.equal(solutionsOf(SEVERAL_SOLUTIONS_PUZZLE, 2).length, 2, 'the test puzzle has several solutions');
    await importPuzzle(page, SEVERAL_SOLUTIONS_PUZZLE);
    let steps = 0;
    let status = await fullHint(page);
    while (status.tone === 'hint') {
      steps += 1;
      assert.ok(steps <= 81 * 9, 'the hints go on for ever');
      await page.click('#apply-hint');
      status = await fullHint(page);
    }
    assert.ok(steps > 0, 'the steps that are certain come first');
    assert.equal(status.tone, 'warning');
    assert.equal(status.title, 'No hint: this puzzle has more than one solution');
    assert.equal(status.detail, STUCK_EXPLANATION);
    assert.equal(status.hint, 'A proper Sudoku has exactly one; add givens to pin it down. Solve shows one of them.');
    assert.deepEqual((await readStep(page)).pattern, []);
    assert.equal(await page.isDisabled('#apply-hint'), true);

    // Solve says the same of it.
    await page.click('#solve');
    assert.equal((await settledStatus(page)).title, 'This puzzle has more than one solution');
  });
});

test('New puzzle: every level gives a puzzle with one solution, its rating shown, in the address', async (t) => {
  await withApp(shared.browser, shared.site, 'new-puzzle', async ({ page }) => {
    const levels = await page.$$eval('#difficulty option', (options) => options.map((option) => option.value));
    assert.deepEqual(levels, ['easy', 'medium', 'hard', 'expert', 'extreme'], 'the levels the module makes');
    for (const level of levels) {
      await page.selectOption('#difficulty', level);
      await page.click('#generate');
      const status = await settledStatus(page);
      const puzzle = await boardString(page);
      const where = `${level}: ${puzzle}`;
      assert.equal(status.tone, 'success', where);
      assert.equal(status.title, `A new ${level} puzzle`, where);
      assert.match(status.detail, new RegExp(`^Rated ${level} \\(\\d+\\.\\d on Sudoku Explainer’s scale\\): `), where);
      assert.match(status.hint, /^\d+ givens and exactly one solution\./, where);
      assert.equal(await page.textContent('#rating'), status.detail, 'the rating stays beside the controls');
      assert.ok(await page.isVisible('#rating'));

      const solutions = solutionsOf(puzzle, 2);
      assert.equal(solutions.length, 1, `${where}: exactly one solution`);
      (await readBoard(page)).forEach(({ digit, kind }) => assert.equal(kind, digit ? 'given' : ''));
      assert.equal(await addressPuzzle(page, puzzle), puzzle, `${where}: in the address`);

      await page.click('#solve');
      const solved = await ratedStatus(page);
      assert.equal(solved.detail, `This is the only solution. ${status.detail}`, `${where}: rated as when made`);
      assert.equal(await boardString(page), solutions[0], where);
      assertSolves(await boardString(page), puzzle);
      t.diagnostic(`${level}: ${status.detail}`);
    }

    // Symmetric givens: the puzzle looks the same turned half way round.
    await page.check('#symmetric');
    await page.selectOption('#difficulty', 'hard');
    await page.click('#generate');
    assert.equal((await settledStatus(page)).title, 'A new hard puzzle');
    const puzzle = await boardString(page);
    for (let cell = 0; cell < 81; cell += 1) {
      assert.equal(puzzle[cell] === '.', puzzle[80 - cell] === '.', `cells ${name(cell)} and ${name(80 - cell)}`);
    }
    assert.equal(solutionsOf(puzzle, 2).length, 1);
    await saveScreenshot(page, 'new-puzzle-symmetric');

    // An entry leaves the puzzle and its rating; editing the givens makes the rating moot.
    const empty = puzzle.indexOf('.');
    await page.click(cellAt(Math.floor(empty / 9) + 1, (empty % 9) + 1));
    await page.keyboard.press('1');
    assert.equal(await page.isVisible('#rating'), true, 'the rating stays with an entry');
    await page.click('#enter-givens');
    await page.click(cellAt(Math.floor(empty / 9) + 1, (empty % 9) + 1));
    await page.keyboard.press('2');
    assert.equal(await page.isVisible('#rating'), false, 'the rating goes with an edit of the givens');
  });
});

test('hint and pencil marks on a 375 px phone, light and dark', async () => {
  for (const colorScheme of ['light', 'dark']) {
    await withApp(shared.browser, shared.site, `hint-phone-${colorScheme}`, async ({ page }) => {
      await importPuzzle(page, ELIMINATING_PUZZLE);
      await page.click('#fill-notes');
      await assertMarks(page, candidatesOf(ELIMINATING_PUZZLE), 'marks on');
      assert.equal((await fullHint(page)).tone, 'hint');
      const layout = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
        markSize: parseFloat(getComputedStyle(document.querySelector('#board .cell-marks')).fontSize),
        placeColour: getComputedStyle(document.querySelector('.mark[data-role="place"]')).backgroundColor,
        page: getComputedStyle(document.body).backgroundColor,
      }));
      assert.ok(layout.scrollWidth <= layout.clientWidth, `the page scrolls sideways: ${JSON.stringify(layout)}`);
      assert.ok(layout.markSize >= 8, `marks too small to read: ${layout.markSize}px`);
      assert.notEqual(layout.placeColour, layout.page, 'the digit to place stands out');
      await page.locator('#status').scrollIntoViewIfNeeded();
    }, { viewport: { width: 375, height: 812 }, colorScheme });
  }
});
