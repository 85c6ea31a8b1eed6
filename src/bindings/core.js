// The core's calls (documented in core.d.ts). scripts/build.sh appends this file to wasm-bindgen's
// glue of the core, for the browser and Node.js alike, and exports them from there. Each calls its
// export of src/bindings/core.rs through the mailbox of src/bindings/mailbox.rs, which says why.
//
// The text goes into the mailbox through the platform's encoder and a view of the mailbox made
// once; `solve_sudoku`'s solution comes out through the platform's decoder and a second view. The
// views go dead when the module's memory grows, and are made again. The mailbox is opened again
// when it is too small for a text, and when the glue has replaced its instance (after a panic),
// which it does in the call itself, after the text went into the old one: the call then reads the
// value instead, and `solve_sudoku` answers CLOSED, having nowhere to leave its solution.
const { solve_sudoku, count_solutions, validate, solve_batch, count_batch } = (() => {
  // The first mailbox's size: more than any one puzzle needs, in any format the module reads.
  const FIRST_SIZE = 1024;
  // The answers of mailbox.rs besides a count.
  const SOLVED = 0;
  const FAILED = -1;
  const CLOSED = -2;

  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  let instance = null; // the glue's instance (its exports) the mailbox is open in
  let address; // where the mailbox is in its memory
  let size; // how many bytes it has
  let mailbox; // a view of it
  let solution; // a view of its first 81 bytes

  function open(bytes) {
    address = open_mailbox(bytes); // the glue's own function, which replaces a panicked instance first
    instance = wasm;
    size = bytes;
    see();
  }

  function see() {
    mailbox = new Uint8Array(instance.memory.buffer, address, size);
    solution = mailbox.subarray(0, 81);
  }

  // Writes a text into the mailbox, and returns its length there, or -1 if it is not a string or
  // does not fit (the text beyond ASCII that does fit is read the general way too).
  function post(text) {
    if (typeof text !== 'string') return -1;
    if (instance !== wasm || text.length > size) open(Math.max(FIRST_SIZE, text.length));
    else if (mailbox.byteLength === 0) see();
    const { read, written } = encoder.encodeInto(text, mailbox);
    return read === text.length ? written : -1;
  }

  function checked(answer) {
    if (answer === FAILED) throw mailbox_error();
    return answer;
  }

  function solve_sudoku(puzzle) {
    // CLOSED: the instance had no mailbox to leave the solution in; the next post opens one.
    while (checked(mailbox_solve_sudoku(post(puzzle), puzzle)) === CLOSED) instance = null;
    if (solution.byteLength === 0) see();
    return decoder.decode(solution);
  }

  const count_solutions = (puzzle, limit) => checked(mailbox_count_solutions(post(puzzle), puzzle, limit));
  const validate = (puzzle) => mailbox_validate(post(puzzle), puzzle);
  const solve_batch = (puzzles) => mailbox_solve_batch(post(puzzles), puzzles);
  const count_batch = (puzzles, limit) => mailbox_count_batch(post(puzzles), puzzles, limit);

  return { solve_sudoku, count_solutions, validate, solve_batch, count_batch };
})();
