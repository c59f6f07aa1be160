/**
 * The runtime's settings: which role a process plays, how the job runner leases its jobs, and whether
 * mail is also written to files. Read here only (server/jobs, server/mail, instrumentation.ts,
 * server/worker-main.ts); docs/decisions.md "Roles and one job runner" says why.
 *
 * An invalid value throws with the setting's name and what it accepts: never a silent default.
 */
import { configEnv, isProduction, type Env } from "./deployment";

/** `web` serves and runs no jobs; `worker` runs the jobs and serves nothing; `all` does both (the demo). */
export const SHOP_ROLES = ["web", "worker", "all"] as const;
export type ShopRole = (typeof SHOP_ROLES)[number];

export class SettingError extends Error {}

/**
 * SHOP_ROLE, else `all` on the embedded PGlite (one process holds its data directory) and `web` on
 * PostgreSQL (DATABASE_URL): there the jobs run in `npm run worker`, as many as wanted.
 */
export function shopRole(env: Env = configEnv()): ShopRole {
  const raw = env.SHOP_ROLE?.trim().toLowerCase();
  if (!raw) return env.DATABASE_URL?.trim() ? "web" : "all";
  if (!(SHOP_ROLES as readonly string[]).includes(raw)) throw new SettingError(`SHOP_ROLE=${env.SHOP_ROLE} is not one of ${SHOP_ROLES.join(", ")}.`);
  return raw as ShopRole;
}

export const runsJobs = (env: Env = configEnv()) => shopRole(env) !== "web";

function seconds(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) throw new SettingError(`${name}=${raw} is not a number of seconds from ${min} to ${max}.`);
  return value;
}

function days(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new SettingError(`${name}=${raw} is not a whole number of days from ${min} to ${max}.`);
  return value;
}

export interface JobSettings {
  /** how long a worker holds a job (and a mail it is sending) before another may take it: a killed worker's leases end after this */
  leaseMs: number;
  /** how often a worker looks for due jobs */
  pollMs: number;
  /** how often the mail sender drains the outbox */
  mailEveryMs: number;
  /** how long job_runs keeps a run */
  keepRunsDays: number;
}

/** JOB_LEASE_SECONDS (default 300), JOB_POLL_SECONDS (default 2), MAIL_SEND_SECONDS (default 5), JOB_RUNS_KEEP_DAYS (default 30). */
export function jobSettings(env: Env = configEnv()): JobSettings {
  return {
    leaseMs: seconds(env, "JOB_LEASE_SECONDS", 300, 1, 3600) * 1000,
    pollMs: seconds(env, "JOB_POLL_SECONDS", 2, 0.05, 600) * 1000,
    mailEveryMs: seconds(env, "MAIL_SEND_SECONDS", 5, 0.05, 3600) * 1000,
    keepRunsDays: days(env, "JOB_RUNS_KEEP_DAYS", 30, 1, 3650),
  };
}

/**
 * Whether each mail is also written as a text file to MAIL_OUTBOX_DIR: MAIL_OUTBOX_FILES=1 or 0; unset,
 * yes outside production (the demo and the tests read them) and no in production (they hold reset links).
 */
export function mailFilesWanted(env: Env = configEnv()): boolean {
  const raw = env.MAIL_OUTBOX_FILES?.trim();
  if (!raw) return !isProduction(env);
  if (raw === "1" || raw === "0") return raw === "1";
  throw new SettingError(`MAIL_OUTBOX_FILES=${raw} is not 1 or 0.`);
}
