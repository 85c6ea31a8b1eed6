// The page's side of the solver thread: turns named requests into promises and can stop a search
// that runs too long by replacing the worker.

/** The error a request rejects with when the module refuses the puzzle; message is the module's. */
export class SolverError extends Error {
  name = 'SolverError';
}

/** The solver itself could not start (the module failed to load); not the puzzle's fault. */
export class SolverUnavailable extends Error {
  name = 'SolverUnavailable';
}

/** A request that was abandoned because the worker was stopped. */
export class SolverStopped extends Error {
  name = 'SolverStopped';
}

export class SolverClient {
  #worker = null;
  #pending = new Map();
  #nextId = 1;

  /** { puzzle } -> { solution, milliseconds, solutionCount }; rejects with SolverError. */
  solve(puzzle) {
    return this.request('solve', { puzzle });
  }

  /** The number of solutions, counting no further than limit; rejects with SolverError. */
  countSolutions(puzzle, limit) {
    return this.request('countSolutions', { puzzle, limit });
  }

  /** Sends a named request to the worker; see REQUESTS in solver-worker.js. */
  request(type, args = {}) {
    const worker = this.#ensureWorker();
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      worker.postMessage({ id, type, ...args });
    });
  }

  get busy() {
    return this.#pending.size > 0;
  }

  /** Ends whatever the worker is doing; pending requests reject with SolverStopped. */
  stop() {
    this.#worker?.terminate();
    this.#worker = null;
    for (const { reject } of this.#pending.values()) reject(new SolverStopped('stopped'));
    this.#pending.clear();
  }

  #ensureWorker() {
    if (this.#worker) return this.#worker;
    const worker = new Worker(new URL('./solver-worker.js', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data: { id, ok, result, message, unavailable } }) => {
      const request = this.#pending.get(id);
      if (!request) return;
      this.#pending.delete(id);
      if (ok) request.resolve(result);
      else request.reject(unavailable ? new SolverUnavailable(message) : new SolverError(message));
    };
    // A worker that fails to load (a missing or broken .wasm, say) fails every request it holds.
    worker.onerror = (event) => {
      event.preventDefault();
      const error = new SolverUnavailable(`the solver could not start (${event.message || 'its script failed to load'})`);
      for (const { reject } of this.#pending.values()) reject(error);
      this.#pending.clear();
      this.#worker = null;
    };
    this.#worker = worker;
    return worker;
  }
}
