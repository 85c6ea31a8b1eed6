// New puzzles from the module's generator: a random seed, and the rating told in words.
//
// The generator is deterministic for a seed (the same seed always gives the same puzzle), so the
// page draws a fresh seed from the browser's cryptographic random numbers for every puzzle.
import { plural } from './status.js';

/** A random whole number from 0 to 2^53 - 1, the range of seeds the generator takes. */
export function randomSeed() {
  const [high, low] = crypto.getRandomValues(new Uint32Array(2));
  return (high % 2 ** 21) * 2 ** 32 + low;
}

/**
 * A rating ({ er, difficulty, hardest, steps }, from the module) in a sentence: "Rated hard
 * (4.2 on Sudoku Explainer's scale): its hardest step is an XY-Wing, of 58 steps in all."
 */
export function describeRating({ er, difficulty, hardest, steps }) {
  const scale = `${er.toFixed(1)} on Sudoku Explainer’s scale`;
  if (hardest === null) return `Rated ${difficulty} (${scale}): the grid is already full.`;
  return `Rated ${difficulty} (${scale}): its hardest step is ${hardest}, of ${plural(steps, 'step')} in all.`;
}
