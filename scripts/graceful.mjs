// Stopping an HTTP server without dropping a request (issues 23 and 27), shared by the front door
// (scripts/serve.mjs) and the API-only process (server/api-main.ts):
// - the listening socket closes at once, so a balancer's next connection is refused and it moves on
//   to another process. It closes after the current turn of the event loop (setImmediate): the
//   connections the kernel has already handed over in this turn are taken and served, not reset;
// - idle kept-alive connections are closed; a request that still arrives on one is served with
//   `Connection: close`, and its connection is closed once idle;
// - the requests in flight finish, for up to `graceSeconds`; then every connection is closed and
//   `close` runs (what the process opened: Next, the job runner, the database).
// Signals: SIGTERM and SIGINT, and the parent process going away (scripts/parent-watch.mjs), all stop it.
import { onParentGone } from "./parent-watch.mjs";

/**
 * Tracks `server`'s requests and stops it gracefully on SIGTERM/SIGINT or when the parent is gone.
 * `handle` serves each request; `close` runs once the requests are done; the process then exits
 * with 0 (1 when `close` threw).
 */
export function serveUntilStopped(server, { handle, close, graceSeconds, log }) {
  let stopping = false;
  const inFlight = new Set();
  let drained = () => {};

  server.on("request", (req, res) => {
    inFlight.add(res);
    res.on("close", () => {
      inFlight.delete(res);
      // a kept-alive connection whose response began before the stop: closed once idle
      if (stopping) setImmediate(() => server.closeIdleConnections());
      if (inFlight.size === 0) drained();
    });
    // While stopping, a kept-alive connection carries no further request.
    if (stopping) res.setHeader("connection", "close");
    void handle(req, res);
  });

  async function stop(reason) {
    if (stopping) return;
    stopping = true;
    log.info({ reason, inFlight: inFlight.size }, `${reason}: no new connections; finishing ${inFlight.size} request(s) in flight`);
    await new Promise((resolve) => setImmediate(resolve));
    server.close();
    server.closeIdleConnections();
    if (inFlight.size > 0) {
      const allDone = new Promise((resolve) => (drained = resolve));
      const deadline = new Promise((resolve) => setTimeout(resolve, graceSeconds * 1000).unref());
      await Promise.race([allDone, deadline]);
      if (inFlight.size > 0) log.warn({ open: inFlight.size }, `${inFlight.size} request(s) still open after ${graceSeconds} s: closing them`);
    }
    server.closeAllConnections();
    let code = 0;
    try {
      await close();
    } catch (error) {
      log.error({ err: { type: error?.name, message: error?.message, stack: error?.stack } }, "could not close cleanly");
      code = 1;
    }
    process.exit(code);
  }

  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void stop(signal));
  onParentGone(() => void stop("the parent process is gone"));
  return { stop };
}
