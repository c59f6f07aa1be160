/**
 * The environment, validated by one zod schema and read once per process (issue 23). Every setting
 * the shop reads is here (README.md lists them, docs/operations.md groups them by mode: the demo, a
 * production deployment with the embedded API, and a storefront in front of a remote API). An invalid
 * value stops the start with every problem listed (instrumentation.ts; scripts/serve.mjs for its own
 * three): none falls back to a default in silence. Blank counts as unset everywhere, so `X=` in a
 * compose file is the same as leaving X out.
 *
 * NEXT_PUBLIC_* values are inlined into the browser bundle at build time, so browser code reads them
 * as `process.env.NEXT_PUBLIC_…` directly (docs/decisions.md); they are validated here all the same.
 *
 * Shared with the embedded API (eslint.config.mjs, SHARED_WITH_SERVER): no Next, no request.
 */
import { z } from "zod";
import { deploymentProblems, type Env } from "./deployment";

const blankIsUnset = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : typeof value === "string" ? value.trim() : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankIsUnset, schema.optional());

const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });
const wholeNumber = (min: number, max: number) =>
  z.string().regex(/^\d+$/, `must be a whole number from ${min} to ${max}`).transform(Number).pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));
const seconds = (min: number, max: number) =>
  z.string().regex(/^\d+(\.\d+)?$/, `must be a number of seconds from ${min} to ${max}`).transform(Number).pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));
const flag = z.enum(["0", "1"], { error: "must be 1 or 0" }).transform((value) => value === "1");

/**
 * The PostgreSQL pool of a process (DATABASE_POOL_SIZE), node-postgres' own default. Issue 27 measured
 * 10, 20 and 40 under a burst of 50 checkouts on a 2-core host: no gain from more (the host's CPU is
 * the limit there, not the pool); a bigger host may want more.
 */
export const DEFAULT_POOL_SIZE = 10;

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const environment = z.object({
  NODE_ENV: optional(z.enum(["development", "production", "test"])),
  // Modes
  SHOP_ENV: optional(z.string().toLowerCase().pipe(z.enum(["production", "demo"], { error: "must be production or demo (unset: the demo)" }))),
  API_BASE_URL: optional(httpUrl),
  // Serving
  PORT: optional(wholeNumber(1, 65535)),
  TRUSTED_PROXIES: optional(wholeNumber(0, 99)),
  FRONT_DOOR_CACHE_SECONDS: optional(wholeNumber(0, 60)),
  SITE_URL: optional(httpUrl),
  DEFAULT_STORE: optional(z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, "must be a store's user name")),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS)),
  CATALOG_EXPIRY_SECRET: optional(z.string().min(32, "must be at least 32 characters (openssl rand -hex 32)")),
  SHUTDOWN_GRACE_SECONDS: optional(wholeNumber(0, 600)),
  // The Lighthouse benchmark's bare page (lib/dev/pages.ts, issue 27)
  BENCH_BARE_PAGE: optional(flag),
  // Roles and the job runner (read by ./runtime.ts)
  SHOP_ROLE: optional(z.string().toLowerCase().pipe(z.enum(["web", "worker", "all"], { error: "must be web, worker or all" }))),
  JOB_LEASE_SECONDS: optional(seconds(1, 3600)),
  JOB_POLL_SECONDS: optional(seconds(0.05, 600)),
  MAIL_SEND_SECONDS: optional(seconds(0.05, 3600)),
  MAIL_OUTBOX_FILES: optional(flag),
  JOB_RUNS_KEEP_DAYS: optional(wholeNumber(1, 3650)),
  // Hosts and links of one deployment (read by ./hosts.ts)
  PLAN_HOST_URL: optional(httpUrl),
  BRAND_HOST_URL: optional(httpUrl),
  BRAND_HOST_STORE: optional(z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, "must be a store's user name")),
  HOME_SHOP_STORE: optional(z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, "must be a store's user name")),
  HOME_SHOP_HOME_URL: optional(httpUrl),
  HOME_SHOP_SHOP_URL: optional(httpUrl),
  // The app funnel (lib/funnel): the landing page's third download button, the Get Styled quiz frame
  APP_DOWNLOAD_PAGE_URL: optional(httpUrl),
  GET_STYLED_QUIZ_URL: optional(httpUrl),
  GET_STYLED_QUIZ_MEN_URL: optional(httpUrl),
  // The embedded API's data
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")),
  PGLITE_DATA_DIR: optional(z.string()),
  /** connections in the process's PostgreSQL pool (default 10) */
  DATABASE_POOL_SIZE: optional(wholeNumber(1, 200)),
  // Payments
  PAYMENTS_TEST_MODE: optional(flag),
  STRIPE_SECRET_KEY: optional(z.string().regex(/^(sk|rk)_(test|live)_\w+$/, "must be a Stripe secret key (sk_… or rk_…)")),
  STRIPE_WEBHOOK_SECRET: optional(z.string().regex(/^whsec_\w+$/, "must be a Stripe webhook signing secret (whsec_…)")),
  ADMIN_API_TOKEN: optional(z.string()),
  GIFT_BUFFER_DAYS: optional(wholeNumber(0, 90)),
  // Sign-in
  FIREBASE_PROJECT_ID: optional(z.string().regex(/^[a-z0-9-]{4,40}$/, "must be a Firebase project id")),
  FIREBASE_AUTH_EMULATOR_HOST: optional(z.string().regex(/^[\w.-]+:\d{1,5}$/, "must be host:port")),
  // Mail
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" })),
  MAIL_FROM: optional(z.string().max(200)),
  MAIL_OUTBOX_DIR: optional(z.string()),
  // Uploads
  UPLOADS_DIR: optional(z.string()),
  UPLOADS_S3_BUCKET: optional(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be an S3 bucket name")),
  UPLOADS_S3_ENDPOINT: optional(httpUrl),
  UPLOADS_S3_REGION: optional(z.string().regex(/^[a-z0-9-]{2,32}$/, "must be a region name such as us-east-1 or auto")),
  UPLOADS_S3_PREFIX: optional(z.string().regex(/^\/*[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*\/*$/, "may hold only letters, digits, '.', '_', '-' and '/'")),
  UPLOADS_S3_ACCESS_KEY_ID: optional(z.string()),
  UPLOADS_S3_SECRET_ACCESS_KEY: optional(z.string()),
  UPLOADS_S3_SESSION_TOKEN: optional(z.string()),
  // Inlined into the browser bundle at build time
  NEXT_PUBLIC_SITE_URL: optional(httpUrl),
  NEXT_PUBLIC_MAIN_SITE_URL: optional(z.union([httpUrl, z.string().regex(/^\/[^/]/, "must be an http(s) URL or a path")])),
  NEXT_PUBLIC_APP_STORE_URL: optional(httpUrl),
  NEXT_PUBLIC_PLAY_STORE_URL: optional(httpUrl),
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: optional(z.string().regex(/^pk_(test|live)_\w+$/, "must be a Stripe publishable key (pk_…)")),
  NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: optional(z.string()),
  NEXT_PUBLIC_GA_MEASUREMENT_ID: optional(z.string().regex(/^G-[A-Z0-9]{4,20}$/, "must be a GA4 measurement id (G-…)")),
  NEXT_PUBLIC_FIREBASE_API_KEY: optional(z.string()),
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: optional(z.string()),
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: optional(z.string()),
  NEXT_PUBLIC_FIREBASE_APP_ID: optional(z.string()),
  NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: optional(z.string().regex(/^[\w.-]+:\d{1,5}$/, "must be host:port")),
});

type Settings = z.infer<typeof environment>;

/** The typed configuration the code reads (names the code's, not the environment's). */
export interface ServerConfig {
  production: boolean;
  /** the remote API's base URL; null: the embedded API serves /api */
  apiBaseUrl: string | null;
  port: number;
  /** where this process reaches itself (its signed internal routes): http://127.0.0.1:PORT */
  selfOrigin: string;
  frontDoorCacheSeconds: number;
  trustedProxies: number;
  defaultStore: string;
  catalogExpirySecret: string | null;
  /** Secure cookies when Next serves a production build (`next start`, scripts/serve.mjs) */
  secureCookies: boolean;
  databaseUrl: string | null;
  /** DATABASE_POOL_SIZE: connections in the PostgreSQL pool */
  databasePoolSize: number;
  pgliteDataDir: string;
  firebaseProjectId: string;
  mail: { smtpUrl: string | null; from: string; outboxDir: string };
  uploads: {
    dir: string;
    s3: { bucket: string; endpoint: string; region: string; prefix: string; accessKeyId: string; secretAccessKey: string; sessionToken: string | null } | null;
  };
  giftBufferDays: number;
  /** the validated environment, blanks removed, for the rules in ./deployment.ts */
  env: Env;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The configuration is invalid:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

function toConfig(settings: Settings, env: Env): ServerConfig {
  const port = settings.PORT ?? 3000;
  const region = settings.UPLOADS_S3_REGION ?? "us-east-1";
  const bucket = settings.UPLOADS_S3_BUCKET;
  return {
    production: settings.SHOP_ENV === "production",
    apiBaseUrl: settings.API_BASE_URL ?? null,
    port,
    selfOrigin: `http://127.0.0.1:${port}`,
    frontDoorCacheSeconds: settings.FRONT_DOOR_CACHE_SECONDS ?? 1,
    trustedProxies: settings.TRUSTED_PROXIES ?? 0,
    defaultStore: settings.DEFAULT_STORE ?? "demo",
    catalogExpirySecret: settings.CATALOG_EXPIRY_SECRET ?? null,
    secureCookies: settings.NODE_ENV === "production",
    databaseUrl: settings.DATABASE_URL ?? null,
    databasePoolSize: settings.DATABASE_POOL_SIZE ?? DEFAULT_POOL_SIZE,
    pgliteDataDir: settings.PGLITE_DATA_DIR ?? ".data/pglite",
    firebaseProjectId: settings.FIREBASE_PROJECT_ID ?? "demo-storefront",
    mail: { smtpUrl: settings.SMTP_URL ?? null, from: settings.MAIL_FROM ?? "no-reply@localhost", outboxDir: settings.MAIL_OUTBOX_DIR ?? ".data/outbox" },
    uploads: {
      dir: settings.UPLOADS_DIR ?? ".data/uploads",
      s3:
        bucket && settings.UPLOADS_S3_ACCESS_KEY_ID && settings.UPLOADS_S3_SECRET_ACCESS_KEY
          ? {
              bucket,
              endpoint: settings.UPLOADS_S3_ENDPOINT ?? `https://s3.${region}.amazonaws.com`,
              region,
              prefix: (settings.UPLOADS_S3_PREFIX ?? "").replace(/^\/+|\/+$/g, ""),
              accessKeyId: settings.UPLOADS_S3_ACCESS_KEY_ID,
              secretAccessKey: settings.UPLOADS_S3_SECRET_ACCESS_KEY,
              sessionToken: settings.UPLOADS_S3_SESSION_TOKEN ?? null,
            }
          : null,
    },
    giftBufferDays: settings.GIFT_BUFFER_DAYS ?? 7,
    env,
  };
}

/**
 * Validates `env` (every problem at once) and answers the configuration; a ConfigError lists what is
 * wrong, by setting name, never by value (a value may be a secret).
 */
export function configFrom(env: Env): ServerConfig {
  const parsed = environment.safeParse(env);
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
  if (env.UPLOADS_S3_BUCKET?.trim() && (!env.UPLOADS_S3_ACCESS_KEY_ID?.trim() || !env.UPLOADS_S3_SECRET_ACCESS_KEY?.trim())) {
    problems.push("UPLOADS_S3_BUCKET is set without UPLOADS_S3_ACCESS_KEY_ID and UPLOADS_S3_SECRET_ACCESS_KEY: every upload would fail");
  }
  // A production deployment's own rules (SITE_URL, a long ADMIN_API_TOKEN…): the fatal ones stop the start too.
  problems.push(...deploymentProblems(env).filter((problem) => problem.fatal).map((problem) => problem.message));
  if (problems.length > 0 || !parsed.success) throw new ConfigError(problems);
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ""));
  return toConfig(parsed.data, cleaned);
}

/**
 * The logger's level (lib/log), which must exist before the configuration is checked, to report it:
 * LOG_LEVEL when it is a level; otherwise info (an invalid one is reported by `serverConfig` all the
 * same). Silent under vitest unless asked.
 */
export function logLevelFrom(env: Env): (typeof LOG_LEVELS)[number] {
  const level = env.LOG_LEVEL?.trim();
  if ((LOG_LEVELS as readonly string[]).includes(level ?? "")) return level as (typeof LOG_LEVELS)[number];
  return env.NODE_ENV === "test" ? "silent" : "info";
}

const shared = globalThis as typeof globalThis & { __storefrontConfig?: ServerConfig };

/**
 * The process's configuration, read from process.env on first use and then kept (on globalThis: Next
 * bundles this module more than once). Throws a ConfigError when the environment is invalid.
 */
export function serverConfig(): ServerConfig {
  return (shared.__storefrontConfig ??= configFrom(process.env));
}

/** For tests that change process.env: the next `serverConfig()` reads it again. */
export function rereadConfig(): void {
  shared.__storefrontConfig = undefined;
}
