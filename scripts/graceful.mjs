// Stopping an HTTP server without dropping a request (issues 23 and 27), shared by the front door
// (scripts/serve.mjs) and the API-only process (server/api-main.ts):
// - the listening socket closes at once (after this turn of the event loop, which takes what the
//   kernel has queued), so a balancer's next connection is refused and it moves on to another process.
//   A connection that reached the kernel's queue in the last microseconds is reset by the close; no
//   server can avoid that, and the balancer's retry of a connection error carries it (nginx's
//   `proxy_next_upstream error`, docs/operations.md);
// - a connection that has not sent its request yet is NOT closed as "idle" (http.Server's close and
//   closeIdleConnections would: a balancer's request sent just before the stop would be reset). It
//   gets FRESH_CONNECTION_MS to send it; the answer carries `Connection: close`;
// - a kept-alive connection between requests is closed; one whose answer is under way gets
//   `Connection: close` if its headers are not out yet, else is closed once the answer is done;
// - the requests in flight finish, for up to `graceSeconds`; then every connection is closed and
//   `close` runs (what the process opened: Next, the job runner, the database).
// Signals: SIGTERM and SIGINT, and the parent process going away (scripts/parent-watch.mjs), all stop it.
import { Server as NetServer } from "node:net";
import { onParentGone } from "./parent-watch.mjs";

/** How long after the stop a connection that has sent no request yet may still send one. */
export const FRESH_CONNECTION_MS = 2_000;

/** Closes the listening socket after this turn of the event loop, whose poll phase takes what the kernel holds. */
async function closeListener(server) {
  await new Promise((resolve) => setImmediate(resolve));
  // net.Server's close, not http.Server's: that one also closes every "idle" connection, and a
  // connection whose request has not been read yet counts as idle: it would be reset.
  NetServer.prototype.close.call(server);
}

/**
 * Tracks `server`'s connections and requests and stops it gracefully on SIGTERM/SIGINT or when the
 * parent is gone. `handle` serves each request; `close` runs once the connections are done; the
 * process then exits with 0 (1 when `close` threw).
 */
export function serveUntilStopped(server, { handle, close, graceSeconds, log }) {
  let stopping = false;
  /** every open connection: how many of its requests are being answered, and whether one was */
  const connections = new Map();
  let settled = () => {};
  const closeIfDone = (socket, state) => {
    if (stopping && state.active === 0 && state.served) socket.end();
  };

  server.on("connection", (socket) => {
    const state = { active: 0, served: false };
    connections.set(socket, state);
    socket.once("close", () => {
      connections.delete(socket);
      if (stopping && connections.size === 0) settled();
    });
  });
  server.on("request", (req, res) => {
    const state = connections.get(req.socket) ?? { active: 0, served: false };
    state.active++;
    res.once("close", () => {
      state.active--;
      state.served = true;
      // a kept-alive connection whose answer began before the stop: closed now that it is done
      closeIfDone(req.socket, state);
    });
    // While stopping, a kept-alive connection carries no further request.
    if (stopping) res.setHeader("connection", "close");
    void handle(req, res);
  });

  async function stop(reason) {
    if (stopping) return;
    stopping = true;
    const inFlight = [...connections.values()].reduce((n, state) => n + state.active, 0);
    log.info({ reason, inFlight }, `${reason}: no new connections; finishing ${inFlight} request(s) in flight`);
    await closeListener(server);
    for (const [socket, state] of connections) closeIfDone(socket, state);
    if (connections.size > 0) {
      const allDone = new Promise((resolve) => (settled = resolve));
      // connections that never sent a request: closed after FRESH_CONNECTION_MS
      const fresh = setTimeout(() => {
        for (const [socket, state] of connections) if (state.active === 0 && !state.served) socket.destroy();
      }, Math.min(FRESH_CONNECTION_MS, graceSeconds * 1000)).unref();
      const deadline = new Promise((resolve) => setTimeout(resolve, graceSeconds * 1000).unref());
      await Promise.race([allDone, deadline]);
      clearTimeout(fresh);
      if (connections.size > 0) log.warn({ open: connections.size }, `${connections.size} connection(s) still open after ${graceSeconds} s: closing them`);
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
