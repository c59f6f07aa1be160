import { spawn, type ChildProcess } from "node:child_process";
import { request as httpRequest } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { freePort } from "../scripts/postgres.mjs";

// Issues 23 and 27: a SIGTERM lets the requests in flight finish, stops taking connections, closes
// PGlite and exits 0; the data directory opens cleanly after. The served build is the one the
// browser tests run (scripts/e2e.mjs builds it into NEXT_DIST_DIR), on its own port and data directory.

test.describe.configure({ timeout: 180_000 });

function serve(port: number, dataDir: string): { child: ChildProcess; exited: Promise<number | null>; output: () => string } {
  const child = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: { ...process.env, PORT: String(port), PGLITE_DATA_DIR: dataDir, MAIL_OUTBOX_DIR: join(dataDir, "..", "outbox"), API_BASE_URL: "", SHUTDOWN_GRACE_SECONDS: "30" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  return { child, exited: new Promise((resolve) => child.on("exit", (code) => resolve(code))), output: () => output };
}

test("SIGTERM during a slow request: the request completes, new connections are refused, the process exits 0, PGlite opens cleanly after", async ({ request }) => {
  const port = await freePort();
  const root = mkdtempSync(join(tmpdir(), "shutdown-"));
  const dataDir = join(root, "pglite");
  const server = serve(port, dataDir);
  try {
    const base = `http://127.0.0.1:${port}`;
    await expect.poll(async () => (await request.get(`${base}/api/health/ready`).catch(() => null))?.status(), { timeout: 120_000 }).toBe(200);

    // A request whose body arrives slowly: it is in flight when the signal comes.
    const body = JSON.stringify({ email: "slow-shutdown@example.com" });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = httpRequest(`${base}/api/users/signup_guide`, { method: "POST", headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } }, (res) => {
        let text = "";
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on("error", reject);
      req.write(body.slice(0, 5));
      setTimeout(() => {
        server.child.kill("SIGTERM");
        setTimeout(() => req.end(body.slice(5)), 1_500);
      }, 500);
    });
    const { status, text } = await answer;
    expect(status, text).toBe(200);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("SIGTERM: no new connections; finishing 1 request(s) in flight");
    await expect(request.get(`${base}/api/health/live`, { timeout: 2_000 })).rejects.toThrow();

    // PGlite was closed, not cut: its directory opens, and holds what the seed wrote.
    const { PGlite } = await import("@electric-sql/pglite");
    const db = await PGlite.create(dataDir);
    const { rows } = await db.query<{ stores: number }>("select count(*)::int as stores from stores");
    expect(rows[0]!.stores).toBeGreaterThan(0);
    await db.close();
  } finally {
    server.child.kill("SIGKILL");
    rmSync(root, { recursive: true, force: true });
  }
});
