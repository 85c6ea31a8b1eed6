// Test-only stand-ins for the solver's files, served through Playwright routes: they make the
// module or the worker fail on purpose, once, and then let the real files through. Use them with
// the option serviceWorkers: 'block', so that every request reaches the route.

/** Whether url (a URL) is exactly the site's path, with no query. */
const isPath = (path) => (url) => url.pathname === path && url.search === '';

/**
 * Serves, the first `times` times, a wrapper around the real solver module (`module`: the core,
 * sudoku_wasm, or the analysis, sudoku_wasm_analysis) in which the named exports are replaced:
 * overrides maps an export name to the source of a function that stands in for it and may call
 * the real one as `real.<name>`. Every other export is the real module's. Resolves to a function
 * telling how many times the wrapper was served.
 */
export async function wrapModuleOnce(context, overrides, { times = 1, module = 'sudoku_wasm' } = {}) {
  const body = [
    `export * from './${module}.js?real';`,
    `export { default } from './${module}.js?real';`,
    `import * as real from './${module}.js?real';`,
    // A module's own exports take precedence over those it re-exports with `export *`.
    ...Object.entries(overrides).map(([name, source]) => `export const ${name} = ${source};`),
  ].join('\n');
  let served = 0;
  await context.route(isPath(`/pkg/${module}.js`), (route) => {
    if (served >= times) return route.continue();
    served += 1;
    return route.fulfill({ contentType: 'text/javascript', body });
  });
  return () => served;
}

/**
 * Serves, the first time, the real worker script with `extra` (JavaScript) appended, e.g. a new
 * `self.onmessage` that throws: a worker that starts, then dies on its first request.
 */
export async function breakWorkerOnce(context, extra) {
  let served = 0;
  await context.route(isPath('/js/solver-worker.js'), async (route) => {
    if (served > 0) return route.continue();
    served += 1;
    const response = await route.fetch();
    return route.fulfill({ response, body: `${await response.text()}\n${extra}\n` });
  });
}

/**
 * Counts, in the page, what passes between it and its solver workers: window.solverTraffic has
 * created, terminated, live (workers), sent and answered (request ids) and unanswered (ids sent
 * to a worker that is still alive and has not answered them). Call before the page loads.
 */
export function watchSolverTraffic(context) {
  return context.addInitScript(() => {
    const traffic = { created: 0, terminated: 0, sent: 0, answered: 0, cut: 0, live: new Set() };
    Object.defineProperty(traffic, 'unanswered', {
      get: () => [...traffic.live].reduce((count, worker) => count + worker.outstanding.size, 0),
    });
    window.solverTraffic = traffic;
    const RealWorker = window.Worker;
    window.Worker = class extends RealWorker {
      outstanding = new Set();

      constructor(...args) {
        super(...args);
        traffic.created += 1;
        traffic.live.add(this);
        this.addEventListener('message', ({ data }) => {
          if (data?.id === undefined || !this.outstanding.delete(data.id)) return;
          traffic.answered += 1;
        });
      }

      postMessage(message, ...rest) {
        if (message?.id !== undefined) {
          traffic.sent += 1;
          this.outstanding.add(message.id);
        }
        super.postMessage(message, ...rest);
      }

      terminate() {
        if (traffic.live.delete(this)) {
          traffic.terminated += 1;
          traffic.cut += this.outstanding.size; // requests cut short with their worker
        }
        super.terminate();
      }
    };
  });
}

/** A summary of window.solverTraffic that can leave the page. */
export function solverTraffic(page) {
  return page.evaluate(() => {
    const { created, terminated, sent, answered, cut, live, unanswered } = window.solverTraffic;
    return { created, terminated, sent, answered, cut, live: live.size, unanswered };
  });
}
