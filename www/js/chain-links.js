// The links of a chain hint, drawn over the board: an arrow from pencil mark to pencil mark for
// each link, solid for a strong link (if the first is false, the second is true) and dashed for
// a weak one (if the first is true, the second is false), so they differ by more than colour.
//
// One SVG layer covers the whole grid. Its coordinates are cells (0 to 9 across and down), so
// the arrows scale with the board on any screen without being measured or redrawn. It is
// decoration for the eye only: the hint's explanation, in the status line, says the same in words.
import { columnOf, rowOf } from './sudoku.js';

const SVG = 'http://www.w3.org/2000/svg';

// Where a cell's pencil marks sit: nine in a 3x3 grid inside a padding of 6% of the cell on each
// side (.cell-marks in styles.css).
const MARKS_PADDING = 0.06;
const MARK_SIZE = (1 - 2 * MARKS_PADDING) / 3;
// Arrows start and end this far from a mark's centre, so they point at the digit, not over it.
const MARK_RADIUS = 0.09;
// How far an arrow bows out, as a share of its length, up to a most in cells: the two arrows
// between the same marks (there and back) bow to either side, an arrow along a row or column
// passes beside the marks in between rather than through them, and none leaves the grid.
const BEND = 0.18;
const MOST_BEND = 0.3;

/** The centre of a digit's pencil mark in a cell, in cells from the grid's top left corner. */
function markCentre({ cell, digit }) {
  const place = digit - 1;
  return {
    x: columnOf(cell) + MARKS_PADDING + ((place % 3) + 0.5) * MARK_SIZE,
    y: rowOf(cell) + MARKS_PADDING + (Math.floor(place / 3) + 0.5) * MARK_SIZE,
  };
}

/** A point moved distance towards target. */
function towards(point, target, distance) {
  const length = Math.hypot(target.x - point.x, target.y - point.y);
  return { x: point.x + ((target.x - point.x) * distance) / length, y: point.y + ((target.y - point.y) * distance) / length };
}

/** The path of an arrow from one mark to another, bowing to the left of its way. */
function arrowPath(from, to) {
  const start = markCentre(from);
  const end = markCentre(to);
  const share = Math.min(BEND, MOST_BEND / Math.hypot(end.x - start.x, end.y - start.y));
  const bend = { x: (start.x + end.x) / 2 + (end.y - start.y) * share, y: (start.y + end.y) / 2 - (end.x - start.x) * share };
  const a = towards(start, bend, MARK_RADIUS);
  const b = towards(end, bend, MARK_RADIUS);
  const number = (value) => value.toFixed(3);
  return `M ${number(a.x)} ${number(a.y)} Q ${number(bend.x)} ${number(bend.y)} ${number(b.x)} ${number(b.y)}`;
}

function svgElement(name, attributes) {
  const element = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
  return element;
}

export class ChainLinksView {
  #layer;
  #arrows;

  /** Adds the (empty) layer of links on top of the board's cells and pencil marks. */
  constructor(boardElement) {
    this.#layer = svgElement('svg', { class: 'chain-links', viewBox: '0 0 9 9', 'aria-hidden': 'true', focusable: 'false' });
    const arrowHead = svgElement('marker', {
      id: 'chain-link-head', viewBox: '0 0 10 10', refX: '9', refY: '5',
      markerUnits: 'userSpaceOnUse', markerWidth: '0.16', markerHeight: '0.16', orient: 'auto',
    });
    arrowHead.append(svgElement('path', { d: 'M 0 0 L 10 5 L 0 10 Z' }));
    const definitions = svgElement('defs', {});
    definitions.append(arrowHead);
    this.#arrows = svgElement('g', {});
    this.#layer.append(definitions, this.#arrows);
    boardElement.append(this.#layer);
  }

  /** Draws links ([{ from, to, kind }], as a step has them); [] takes them all away. */
  show(links) {
    this.#arrows.replaceChildren(...links.map(({ from, to, kind }) => svgElement('path', {
      class: `chain-link ${kind}`, d: arrowPath(from, to), 'marker-end': 'url(#chain-link-head)',
    })));
  }
}
