// The page's side of the solver thread: turns named requests into promises, keeps the worker on
// what the player asked for last, and replaces a worker that fails.
//
// The worker gets one request at a time; the others wait here, at most one of each type. A newer
// request replaces a waiting one of the same type (which settles with SolverSuperseded), so however
// fast the player presses Solve the worker is never more than one request behind, and the last
// press is answered after at most one other.
//
// Events: 'fault' (detail: a SolverFault) when the worker failed while no request was waiting for
// it; a request that was waiting rejects with the SolverFault instead.

/**
 * The module refused the puzzle: message is the module's own, code its ErrorCode (see the
 * module's TypeScript declarations), and row, column, line and character say where when they
 * apply.
 */
export class SolverError extends Error {
  name = 'SolverError';

  constructor(message, { code, row, column, line, character } = {}) {
    super(message);
    Object.assign(this, { code, row, column, line, character });
  }
}

/** The solver itself could not start (its script or module failed to load); not the puzzle's fault. */
export class SolverUnavailable extends Error {
  name = 'SolverUnavailable';
}

/** A bug in the solver (a panic in the module, or the worker died); the worker has been replaced. */
export class SolverFault extends Error {
  name = 'SolverFault';
}

/** A request that was abandoned: Stop was pressed, or the puzzle changed. */
export class SolverStopped extends Error {
  name = 'SolverStopped';
}

/** A request that was still waiting when a newer one of the same type replaced it. */
export class SolverSuperseded extends Error {
  name = 'SolverSuperseded';
}

// An abandoned request is left to finish when it is quick (a solve takes milliseconds, far less
// than starting a new worker); one still running after this long is a long search, and its worker
// is replaced so that the next request need not wait for it.
const ABANDONED_GRACE_MS = 250;

export class SolverClient extends EventTarget {
  #worker = null;
  #workerStarted = false; // its script ran: an error from now on is a crash, not a failure to load
  #current = null; // the request the worker is on: { id, type, args, resolve, reject, abandoned }
  #waiting = new Map(); // type -> the request of that type that waits its turn
  #nextId = 1;
  #graceTimer = null;

  /** { puzzle } -> { solution, milliseconds, solutionCount }. */
  solve(puzzle) {
    return this.request('solve', { puzzle });
  }

  /** The module's rating of a puzzle with one solution: { er, ep, ed, difficulty, hardest, steps }. */
  rate(puzzle) {
    return this.request('rate', { puzzle });
  }

  /** The number of solutions, counting no further than limit. */
  countSolutions(puzzle, limit) {
    return this.request('countSolutions', { puzzle, limit });
  }

  /**
   * Sends a named request to the worker (see REQUESTS in solver-worker.js). Rejects with
   * SolverError, SolverUnavailable, SolverFault, SolverStopped or SolverSuperseded.
   */
  request(type, args = {}) {
    return new Promise((resolve, reject) => {
      this.#waiting.get(type)?.reject(new SolverSuperseded(`a newer ${type} request replaced this one`));
      // Deleted first so that the new request goes to the back of the line.
      this.#waiting.delete(type);
      this.#waiting.set(type, { id: this.#nextId++, type, args, resolve, reject, abandoned: false });
      this.#sendNext();
    });
  }

  /** Whether a request is still waiting for an answer. */
  get busy() {
    return this.#waiting.size > 0 || (this.#current !== null && !this.#current.abandoned);
  }

  /**
   * Gives up on every request (the puzzle they were about has changed): each rejects with
   * SolverStopped at once. The worker finishes what it is on unless that takes long.
   */
  abandon() {
    this.#rejectWaiting(new SolverStopped('abandoned'));
    const current = this.#current;
    if (!current || current.abandoned) return;
    current.abandoned = true;
    current.reject(new SolverStopped('abandoned'));
    this.#graceTimer = setTimeout(() => {
      if (this.#current !== current) return;
      this.#current = null;
      this.#dropWorker();
      this.#sendNext();
    }, ABANDONED_GRACE_MS);
  }

  /** Ends whatever the worker is doing; every request rejects with SolverStopped. */
  stop() {
    this.#dropWorker();
    const stopped = new SolverStopped('stopped');
    this.#current?.reject(stopped);
    this.#current = null;
    this.#rejectWaiting(stopped);
  }

  #sendNext() {
    if (this.#current || this.#waiting.size === 0) return;
    const [type, request] = this.#waiting.entries().next().value;
    this.#waiting.delete(type);
    this.#current = request;
    this.#ensureWorker().postMessage({ id: request.id, type, ...request.args });
  }

  #rejectWaiting(error) {
    for (const request of this.#waiting.values()) request.reject(error);
    this.#waiting.clear();
  }

  #ensureWorker() {
    if (this.#worker) return this.#worker;
    const worker = new Worker(new URL('./solver-worker.js', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }) => this.#onMessage(data);
    worker.onerror = (event) => {
      event.preventDefault(); // reported on the page instead of as an uncaught error
      this.#onWorkerFailure(event.message || 'its script failed to load');
    };
    worker.onmessageerror = () => this.#onWorkerFailure('an answer could not be read');
    this.#worker = worker;
    this.#workerStarted = false;
    return worker;
  }

  /** Ends the worker; the next request starts a new one. */
  #dropWorker() {
    clearTimeout(this.#graceTimer);
    this.#worker?.terminate();
    this.#worker = null;
  }

  #onMessage({ ready, id, ok, result, message, unavailable, ...error }) {
    if (ready) {
      this.#workerStarted = true;
      return;
    }
    const request = this.#current;
    if (request?.id !== id) return;
    clearTimeout(this.#graceTimer);
    this.#current = null;
    // Settling an abandoned request again does nothing: its promise has already rejected.
    if (ok) {
      request.resolve(result);
    } else if (unavailable) {
      request.reject(new SolverUnavailable(message));
    } else if (error.code === 'internal') {
      // A panic in the module. It has recovered by itself, but a fresh worker rules out anything
      // left behind.
      this.#dropWorker();
      request.reject(new SolverFault(message));
    } else {
      request.reject(new SolverError(message, error));
    }
    this.#sendNext();
  }

  // The worker reported an uncaught error, or never started. A worker that never started would
  // fail again, so everything waiting fails with it; after a crash, a new worker takes over.
  #onWorkerFailure(reason) {
    const started = this.#workerStarted;
    this.#dropWorker();
    const error = started
      ? new SolverFault(`the solver stopped unexpectedly (${reason})`)
      : new SolverUnavailable(`the solver could not start (${reason})`);
    const request = this.#current;
    this.#current = null;
    if (request && !request.abandoned) request.reject(error);
    else if (started) this.dispatchEvent(new CustomEvent('fault', { detail: error }));
    if (started) {
      this.#sendNext();
    } else {
      this.#rejectWaiting(error);
    }
  }
}
