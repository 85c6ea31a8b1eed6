// New puzzles from the module's generator: a random seed, and the rating told in words.
//
// The generator is deterministic for a seed (the same seed always gives the same puzzle), so the
// page draws a fresh seed from the browser's cryptographic random numbers for every puzzle.
import { plural } from './status.js';

/** The levels the generator makes, easiest first (docs/analysis.md describes the scale). */
export const LEVELS = ['easy', 'medium', 'hard', 'expert', 'extreme'];

/** A random whole number from 0 to 2^53 - 1, the range of seeds the generator takes. */
export function randomSeed() {
  const [high, low] = crypto.getRandomValues(new Uint32Array(2));
  return (high % 2 ** 21) * 2 ** 32 + low;
}

/**
 * A rating ({ difficulty, hardest, hardestLevelSteps, steps }, from the module) in a sentence:
 * "Rated hard: the hardest technique it needs is X-Wing, and 3 of its 58 steps are at that
 * technique's level." (Five steps at the medium or hard level raise the rating a level, so the
 * count is part of the reason.)
 */
export function describeRating({ difficulty, hardest, hardestLevelSteps, steps }) {
  if (difficulty === 'extreme') {
    return 'Rated extreme: the hint techniques alone don’t finish it; it takes guessing or longer chains of reasoning.';
  }
  if (difficulty === 'easy') return `Rated easy: singles are enough, ${plural(steps, 'step')} in all.`;
  const atLevel = hardestLevelSteps === 1 ? '1 of its steps is' : `${hardestLevelSteps} of its ${steps} steps are`;
  return `Rated ${difficulty}: the hardest technique it needs is ${hardest}, and ${atLevel} at that technique’s level.`;
}
