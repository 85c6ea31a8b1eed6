// Example puzzles, a few per level; each press of a level's button shows the next one.
// All have exactly one solution. Sources: Peter Norvig's easy50 and "hardest" sets (MIT),
// Arto Inkala's 2012 "world's hardest Sudoku", and Gordon Royle's list of 17-clue puzzles,
// 17 being the fewest givens a Sudoku with one solution can have.
export const EXAMPLES = {
  easy: {
    name: 'easy',
    puzzles: [
      '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..',
      '2...8.3...6..7..84.3.5..2.9...1.54.8.........4.27.6...3.1..7.4.72..4..6...4.1...3',
    ],
  },
  hard: {
    name: 'hard',
    puzzles: [
      '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..',
      '85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.',
      '..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..',
    ],
  },
  minimal: {
    name: '17-clue',
    puzzles: [
      '........1.......2...3.45........3.....67......1...2.8.....6...3.2.8.....8.....5..',
      '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...',
    ],
  },
};

/** Hands out a level's puzzles in turn: { puzzle, number, total }. */
export function exampleCycler() {
  const next = new Map();
  return (level) => {
    const { puzzles } = EXAMPLES[level];
    const index = next.get(level) ?? 0;
    next.set(level, (index + 1) % puzzles.length);
    return { puzzle: puzzles[index], number: index + 1, total: puzzles.length };
  };
}
