// Stopping an HTTP server without dropping a request (issues 23 and 27), shared by the front door
// (scripts/serve.mjs) and the API-only process (server/api-main.ts):
// - the listening socket closes at once, so a balancer's next connection is refused and it moves on
//   to another process. Closing it resets every connection still waiting in the kernel's accept queue
//   (the client has sent its request and gets ECONNRESET: issue 27's rolling restart lost those), so
//   on Linux it closes only once that queue is empty (/proc/net/tcp*), letting the event loop take
//   what is waiting first; elsewhere, after the current turn of the event loop;
// - a connection that has not sent its request yet is NOT closed as "idle" (http.Server's close and
//   closeIdleConnections would: a balancer's request sent just before the stop would be reset). It
//   gets FRESH_CONNECTION_MS to send it; the answer carries `Connection: close`;
// - a kept-alive connection between requests is closed; one whose answer is under way gets
//   `Connection: close` if its headers are not out yet, else is closed once the answer is done;
// - the requests in flight finish, for up to `graceSeconds`; then every connection is closed and
//   `close` runs (what the process opened: Next, the job runner, the database).
// Signals: SIGTERM and SIGINT, and the parent process going away (scripts/parent-watch.mjs), all stop it.
import { readFileSync } from "node:fs";
import { Server as NetServer } from "node:net";
import { onParentGone } from "./parent-watch.mjs";

/** How long after the stop a connection that has sent no request yet may still send one. */
export const FRESH_CONNECTION_MS = 2_000;

/**
 * Connections waiting in the accept queue of the listening TCP socket on `port` (Linux: the LISTEN
 * row's rx_queue in /proc/net/tcp and tcp6); 0 where that cannot be read.
 */
export function acceptQueueLength(port) {
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  let waiting = 0;
  for (const file of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let table;
    try {
      table = readFileSync(file, "utf8");
    } catch {
      continue;
    }
    for (const line of table.split("\n").slice(1)) {
      const [, local, , state, queues] = line.trim().split(/\s+/);
      if (state === "0A" && local?.endsWith(`:${hexPort}`)) waiting += parseInt(queues.split(":")[1], 16);
    }
  }
  return waiting;
}

/** Closes the listening socket once nothing waits in its accept queue (or after ~200 turns of the event loop). */
async function closeListener(server) {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : null;
  for (let turn = 0; turn < 200; turn++) {
    // a turn of the event loop: its poll phase accepts what the kernel holds
    await new Promise((resolve) => setTimeout(resolve, turn === 0 ? 0 : 1));
    if (port === null || acceptQueueLength(port) === 0) break;
  }
  // Synchronous right after the check: the window for a connection to slip into the queue is a few µs.
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
