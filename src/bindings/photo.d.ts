// The values the photo entry's export returns (src/bindings/photo.rs).

/** A point of the picture, in pixels from its top left corner. */
export interface Point {
  x: number;
  y: number;
}

/** What `read_photo` read. */
export interface PhotoReading {
  /** The givens as 81 characters in reading order, `.` for an empty cell. */
  puzzle: string;
  /** How sure the reader is of each cell, from 0 to 1, in reading order. */
  confidence: number[];
  /**
   * The grid's corners in the picture, clockwise from the puzzle's top left (the picture's
   * bottom right when the photo was taken upside down).
   */
  corners: [Point, Point, Point, Point];
  /**
   * The cells whose first reading broke the rules or left the puzzle without exactly one
   * solution, and were changed: to their next likeliest digit, emptied (a mark taken for a
   * digit), or given the digit a faint patch in them looks like (a digit printed pale).
   */
  corrected: CellIndex[];
}
