// A throwaway PostgreSQL for the tests (issue 23): Debian's `postgresql` (15), installed here when it
// is missing and we are root on Debian (as scripts/chromium.mjs does for Chromium), one cluster in a
// temporary folder on a free port, trust auth on 127.0.0.1 only, fsync off: it lives for one run.
//
//   node scripts/postgres.mjs <command…>   starts a cluster, runs the command with TEST_DATABASE_URL
//                                           set to it, stops and removes the cluster, exits with the
//                                           command's code (scripts/test.mjs runs the PostgreSQL suites so)
//
// As root the cluster runs as the `postgres` user (initdb refuses root).
import { execFileSync, execSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

/** Answers whether initdb and pg_ctl are there, installing Debian's postgresql first when it can. */
export function ensurePostgres() {
  if (existsSync(join(PG_BIN, "initdb"))) return true;
  if (!isRoot || !existsSync("/usr/bin/apt-get")) return false;
  console.log("No PostgreSQL found: installing Debian's postgresql package…");
  // The package's own cluster is not needed: ours are made per run.
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null", { stdio: "inherit", shell: "/bin/bash" });
  return existsSync(join(PG_BIN, "initdb"));
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL tool, as the postgres user when we are root. */
function pgTool(tool, args) {
  const command = join(PG_BIN, tool);
  if (isRoot) return execFileSync("runuser", ["-u", "postgres", "--", command, ...args], { stdio: "pipe" });
  return execFileSync(command, args, { stdio: "pipe" });
}

/**
 * Makes and starts a cluster: answers its url (database `postgres`, user `postgres`), and `stop`,
 * `start` (the same cluster again, e.g. to test a database that comes back) and `destroy`.
 */
export async function startCluster({ port } = {}) {
  if (!ensurePostgres()) throw new Error(`No PostgreSQL in ${PG_BIN}: install Debian's postgresql (apt-get install -y postgresql) or set PG_BIN.`);
  const dir = mkdtempSync(join(tmpdir(), "storefront-pg-"));
  if (isRoot) {
    chownSync(dir, Number(execFileSync("id", ["-u", "postgres"]).toString()), Number(execFileSync("id", ["-g", "postgres"]).toString()));
  }
  const data = join(dir, "data");
  pgTool("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync", "--no-instructions"]);
  const listenPort = port ?? (await freePort());
  const options = `-p ${listenPort} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  const start = () => pgTool("pg_ctl", ["-D", data, "-o", options, "-l", join(dir, "log"), "-w", "-t", "60", "start"]);
  const stop = () => pgTool("pg_ctl", ["-D", data, "-m", "fast", "-w", "-t", "60", "stop"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${listenPort}/postgres`,
    port: listenPort,
    start: () => void start(),
    stop: () => void stop(),
    destroy() {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error("usage: node scripts/postgres.mjs <command…>");
    process.exit(2);
  }
  const cluster = await startCluster({ port: process.env.PG_PORT ? Number(process.env.PG_PORT) : undefined });
  let status = 1;
  try {
    console.log(`PostgreSQL for this run: ${cluster.url}`);
    status = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, TEST_DATABASE_URL: cluster.url } }).status ?? 1;
  } finally {
    cluster.destroy();
  }
  process.exit(status);
}
