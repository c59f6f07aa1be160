/**
 * Catalogue changes across server processes (server/catalog/channel.ts): LISTEN/NOTIFY for real on
 * PGlite (which delivers notifications in-process), reconnection with a stand-in connection, and the
 * broadcast catalogChanged() adds to the local listeners.
 */
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { broadcastCatalogChanges, catalogChanged, catalogChangedHere, onCatalogChange } from "@/server/catalog/changes";
import { keepListening, notifyCatalogChange, RETRY_FIRST_MS, RETRY_MAX_MS, type ListenConnection, type Listening } from "@/server/catalog/channel";
import type { Database } from "@/server/db/client";

describe("LISTEN/NOTIFY on one database", () => {
  let client: PGlite;
  let db: Database;
  let listening: Listening | undefined;
  beforeAll(async () => {
    client = await PGlite.create();
    db = drizzle({ client }) as unknown as Database;
  });
  afterEach(() => listening?.stop());
  afterAll(() => client.close());

  const connection = (): ListenConnection => {
    let unlisten: (() => Promise<void>) | undefined;
    return {
      async listen(channel, onPayload) {
        unlisten = await client.listen(channel, onPayload);
      },
      onLost: () => {},
      close: async () => unlisten?.(),
    };
  };

  it("runs the listeners on another process's change, not on its own", async () => {
    const changed = vi.fn();
    const connected = vi.fn(async () => connection());
    listening = keepListening(connected, "this-process", changed);
    await vi.waitFor(() => expect(connected).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));

    await notifyCatalogChange(db, "this-process");
    await notifyCatalogChange(db, "other-process");
    await vi.waitFor(() => expect(changed).toHaveBeenCalledTimes(1));
    await notifyCatalogChange(db, "third-process");
    await vi.waitFor(() => expect(changed).toHaveBeenCalledTimes(2));
  });

  it("hears nothing once stopped", async () => {
    const changed = vi.fn();
    const stopped = keepListening(async () => connection(), "this-process", changed);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await stopped.stop();
    await notifyCatalogChange(db, "other-process");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(changed).not.toHaveBeenCalled();
  });
});

describe("a lost connection", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** Stand-in connections: each remembers how to announce its loss. */
  function standIns(failFirst = 0) {
    const losses: ((error?: unknown) => void)[] = [];
    let failures = failFirst;
    const connect = vi.fn(async (): Promise<ListenConnection> => {
      if (failures-- > 0) throw new Error("connection refused");
      return { listen: async () => {}, onLost: (lost) => void losses.push(lost), close: async () => {} };
    });
    return { connect, lose: () => losses.at(-1)!(new Error("terminating connection")) };
  }

  it("is opened again after a second, and the listeners run once for the changes missed meanwhile", async () => {
    const changed = vi.fn();
    const { connect, lose } = standIns();
    const listening = keepListening(connect, "me", changed);
    await vi.advanceTimersByTimeAsync(0);
    expect(connect).toHaveBeenCalledTimes(1);
    expect(changed).not.toHaveBeenCalled();

    lose();
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS - 1);
    expect(connect).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(connect).toHaveBeenCalledTimes(2);
    expect(changed).toHaveBeenCalledTimes(1);
    await listening.stop();
  });

  it("waits twice as long after each failed attempt, up to 30 s", async () => {
    const { connect } = standIns(10);
    const listening = keepListening(connect, "me", () => {});
    await vi.advanceTimersByTimeAsync(0);
    const waits: number[] = [];
    let before = connect.mock.calls.length;
    let waited = 0;
    while (connect.mock.calls.length < 8) {
      await vi.advanceTimersByTimeAsync(1000);
      waited += 1000;
      if (connect.mock.calls.length > before) {
        waits.push(waited);
        waited = 0;
        before = connect.mock.calls.length;
      }
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000, RETRY_MAX_MS, RETRY_MAX_MS]);
    await listening.stop();
  });
});

describe("catalogChanged", () => {
  afterEach(() => broadcastCatalogChanges(null));

  it("runs this process's listeners and sends the change on; catalogChangedHere only runs the listeners", () => {
    const listener = vi.fn();
    const send = vi.fn();
    onCatalogChange(listener);
    broadcastCatalogChanges(send);

    catalogChanged();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledTimes(1);

    catalogChangedHere();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
