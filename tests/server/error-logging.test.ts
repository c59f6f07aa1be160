/**
 * L5: a database error is logged without the values its query carried (password hashes, emails,
 * addresses): neither Drizzle's "params: …", nor the driver's `params` and `detail`, nor a value
 * quoted in the driver's message.
 */
import { formatWithOptions } from "node:util";
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { closeDatabase, openDatabase, type Database } from "@/server/db/client";
import * as t from "@/server/db/schema";
import { describeError } from "@/lib/log/error-log";
import { onError } from "@/server/http";
import { captureLogs } from "../support/logs";

let db: Database;
beforeAll(async () => {
  db = await openDatabase("memory://", { seed: false });
});
afterAll(() => closeDatabase(db));

const SECRET_HASH = "scrypt$16384$8$1$secret-salt$secret-hash-value";
const SECRET_EMAIL = "secret.person@example.com";
const SECRET_CAST = "secret-cast-value";

const user = (id: string) => ({ id, email: SECRET_EMAIL, userName: id, openId: `open-${id}`, passwordHash: SECRET_HASH });

/** Runs a failing query through the API's error handler and returns what it logged, as the console prints it. */
async function loggedBy(failingQuery: () => Promise<unknown>): Promise<{ status: number; logged: string }> {
  const app = new Hono().basePath("/api");
  app.post("/users/:id", async () => {
    await failingQuery();
    return new Response("unreachable");
  });
  app.onError(onError);
  const { result: response, lines } = await captureLogs(async () => app.request("/api/users/reset-token-in-path", { method: "POST" }));
  return { status: response.status, logged: lines.map((line) => formatWithOptions({ depth: 10 }, line)).join("\n") };
}

describe("L5: database errors are logged without their parameters", () => {
  it("L5: a unique violation logs its code, constraint and route, never the row's values", async () => {
    await db.insert(t.users).values(user("first"));
    const { status, logged } = await loggedBy(() => db.insert(t.users).values(user("second")));
    expect(status).toBe(500);
    expect(logged).toContain("23505");
    expect(logged).toContain("users_email_unique");
    expect(logged).toContain("method: 'POST'");
    expect(logged).toContain("route: '/api/users/:id'");
    expect(logged).toContain('insert into "users"');
    for (const secret of [SECRET_HASH, "secret-hash-value", SECRET_EMAIL, "reset-token-in-path"]) expect(logged).not.toContain(secret);
  });

  it("L5: a bad cast, whose driver message quotes the value, logs the value masked", async () => {
    const { status, logged } = await loggedBy(() => db.execute(sql`select ${SECRET_CAST}::integer`));
    expect(status).toBe(500);
    expect(logged).toContain("22P02");
    expect(logged).not.toContain(SECRET_CAST);
  });

  it("L5: an error that is not the database's keeps its message and where it was thrown", () => {
    const text = describeError(new Error("response does not match its schema", { cause: new TypeError("x is undefined") }));
    expect(text).toContain("Error: response does not match its schema\n  caused by TypeError: x is undefined");
    expect(text).toMatch(/\n\s+at /);
  });
});
