/**
 * Catalogue changes across server processes on one PostgreSQL (docs/decisions.md, "Several server
 * processes"). Each process LISTENs on `storefront_catalog` on a connection of its own; a change
 * (server/catalog/changes.ts) is sent with `pg_notify`, its payload the sending process's id, and
 * every other process runs its local listeners on it: Next's catalogue tag and the front door's page
 * copies. The sender ignores its own notification: its listeners already ran.
 *
 * PGlite is one process, so without DATABASE_URL nothing is started and changes stay local.
 * A lost connection is opened again (1 s, doubling to 30 s while it keeps failing); after a
 * reconnection the listeners run once, since changes sent meanwhile were missed.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { getDatabase, isPostgresUrl, type Database } from "../db/client";
import { onShutdown } from "../lifecycle";
import { serverConfig } from "../../lib/config/server";
import { log } from "../../lib/log";
import { broadcastCatalogChanges, catalogChangedHere } from "./changes";

export const CATALOG_CHANNEL = "storefront_catalog";
export const RETRY_FIRST_MS = 1000;
export const RETRY_MAX_MS = 30_000;

/** A connection that LISTENs: node-postgres in the served app, PGlite or a stand-in in tests. */
export interface ListenConnection {
  /** Starts listening on `channel`; `onPayload` gets each notification's payload. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<void>;
  /** `onLost` is called when the connection breaks. */
  onLost(onLost: (error?: unknown) => void): void;
  close(): Promise<void>;
}

export interface Listening {
  stop(): Promise<void>;
  /** whether the LISTEN connection is up now (/api/health/ready asks) */
  connected(): boolean;
}

/** Tells every process listening on `db` (this one too, which ignores it) that the catalogue changed. */
export async function notifyCatalogChange(db: Database, origin: string): Promise<void> {
  await db.execute(sql`select pg_notify(${CATALOG_CHANNEL}, ${origin})`);
}

/**
 * Listens on connections from `connect` until stopped: `onChange` runs for every notification that
 * `origin` did not send, and once after each reconnection.
 */
export function keepListening(connect: () => Promise<ListenConnection>, origin: string, onChange: () => void): Listening {
  let stopped = false;
  let current: ListenConnection | null = null;
  let delay = RETRY_FIRST_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let listenedBefore = false;

  const retryLater = () => {
    if (stopped) return;
    timer = setTimeout(() => void open(), delay);
    timer.unref?.();
    delay = Math.min(delay * 2, RETRY_MAX_MS);
  };

  const open = async () => {
    let connection: ListenConnection | null = null;
    try {
      connection = await connect();
      if (stopped) return await connection.close();
      const opened = connection;
      opened.onLost((error) => {
        if (current !== opened) return;
        current = null;
        log.error({ err: error }, "catalog change notifications lost, reconnecting");
        opened.close().catch(() => {});
        retryLater();
      });
      await opened.listen(CATALOG_CHANNEL, (payload) => {
        if (payload !== origin) onChange();
      });
      current = opened;
      delay = RETRY_FIRST_MS;
      if (listenedBefore) onChange();
      listenedBefore = true;
    } catch (error) {
      log.error({ err: error }, "could not listen for catalog change notifications");
      connection?.close().catch(() => {});
      retryLater();
    }
  };

  void open();
  return {
    connected: () => current !== null,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      const open = current;
      current = null;
      await open?.close();
    },
  };
}

/** A node-postgres connection of its own (LISTEN holds it: it cannot come from the pool). */
export async function postgresConnection(url: string): Promise<ListenConnection> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url, keepAlive: true });
  let lost: ((error?: unknown) => void) | null = null;
  let reported = false;
  const report = (error?: unknown) => {
    if (reported) return;
    reported = true;
    lost?.(error);
  };
  // Before connecting: an 'error' without a handler would end the process.
  client.on("error", report);
  client.on("end", () => report());
  await client.connect();
  return {
    async listen(channel, onPayload) {
      client.on("notification", (message) => {
        if (message.channel === channel) onPayload(message.payload ?? "");
      });
      await client.query(`LISTEN ${channel}`);
    },
    onLost(callback) {
      lost = callback;
    },
    close: () => client.end(),
  };
}

const shared = globalThis as typeof globalThis & { __storefrontCatalogChannel?: Listening };

/** This process's LISTEN connection: "off" without one (PGlite, or a remote API). */
export function catalogListenState(): "connected" | "lost" | "off" {
  const listening = shared.__storefrontCatalogChannel;
  if (!listening) return "off";
  return listening.connected() ? "connected" : "lost";
}

/**
 * In a process on PostgreSQL (`DATABASE_URL`), once: listens for the other processes' catalogue
 * changes and sends this one's to them. Without it (PGlite) does nothing.
 */
export function shareCatalogChanges(url: string | undefined = serverConfig().databaseUrl ?? undefined): void {
  if (!url || !isPostgresUrl(url) || shared.__storefrontCatalogChannel) return;
  const origin = randomUUID();
  const listening = keepListening(() => postgresConnection(url), origin, catalogChangedHere);
  shared.__storefrontCatalogChannel = listening;
  onShutdown("the LISTEN client", "connections", () => listening.stop());
  broadcastCatalogChanges(() => {
    getDatabase()
      .then((db) => notifyCatalogChange(db, origin))
      .catch((error: unknown) => log.error({ err: error }, "could not tell the other processes about a catalog change"));
  });
}
