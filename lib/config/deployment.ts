/**
 * Deployment settings, read from the environment in one place (docs/security.md lists them).
 * Shared: the embedded API (server/), Next's server code and instrumentation use it (declared in
 * eslint.config.mjs); nothing here touches a request. Every absolute URL the shop builds comes
 * from `publicOrigin`, never from the request's Host, Origin or X-Forwarded-* headers (finding H1).
 *
 * "Production" is one explicit setting, `SHOP_ENV=production`, not NODE_ENV: `npm start` serves a
 * production build and must stay the working demo (embedded database, demo accounts, test
 * payments, links to http://localhost:$PORT) with no setting at all.
 */
import { serverConfig } from "./server";

export type Env = Record<string, string | undefined>;

/** The validated environment, read once (./server.ts): every rule below reads it unless handed another. */
export const configEnv = (): Env => serverConfig().env;

export function isProduction(env: Env = configEnv()): boolean {
  return env.SHOP_ENV?.trim().toLowerCase() === "production";
}

/** An http(s) origin, or null for anything else (a malformed setting counts as unset). */
export function httpOrigin(value: string | undefined): string | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/** The origin the server itself listens on when nothing is configured. */
export function localOrigin(env: Env = configEnv()): string {
  const port = Number(env.PORT);
  return `http://localhost:${Number.isInteger(port) && port > 0 ? port : 3000}`;
}

/**
 * The shop's public origin for links in mails, redirects and page metadata: SITE_URL, else
 * NEXT_PUBLIC_SITE_URL, else the local origin. Production refuses to start without SITE_URL (see
 * `deploymentProblems`), so the local fallback only ever serves the demo and development.
 */
export function publicOrigin(env: Env = configEnv()): string {
  return httpOrigin(env.SITE_URL) ?? httpOrigin(env.NEXT_PUBLIC_SITE_URL) ?? localOrigin(env);
}

/**
 * How many reverse proxies in front of the shop append to X-Forwarded-For (TRUSTED_PROXIES, default
 * 0). With 0 the client is the socket's peer and forwarding headers are ignored (finding M1).
 * scripts/serve.mjs applies it; an invalid value stops the server there.
 */
export function trustedProxyCount(env: Env = configEnv()): number | null {
  const raw = env.TRUSTED_PROXIES?.trim();
  if (!raw) return 0;
  return /^\d{1,2}$/.test(raw) ? Number(raw) : null;
}

/** Whether real money must move: Stripe keys, unless PAYMENTS_TEST_MODE=1 declares a demo (finding M8). */
export function testPaymentsAllowed(env: Env = configEnv()): boolean {
  return !isProduction(env) || env.PAYMENTS_TEST_MODE?.trim() === "1";
}

/** ADMIN_API_TOKEN's shortest length a production deployment accepts: 32 random characters cannot be guessed. */
export const ADMIN_TOKEN_MIN_LENGTH = 32;

/**
 * The bearer token of the operator's catalogue endpoint (`PATCH /api/admin/items/…`, server/routes/admin.ts),
 * or null: unset or blank leaves that route answering 404, as if it did not exist.
 */
export function adminApiToken(env: Env = configEnv()): string | null {
  return env.ADMIN_API_TOKEN?.trim() || null;
}

/** Whether an empty database gets the demo accounts with their published passwords (finding L9). */
export function demoDataAllowed(env: Env = configEnv()): boolean {
  return !isProduction(env);
}

export interface DeploymentProblem {
  /** fatal problems stop the server at start; the others are printed loudly */
  fatal: boolean;
  message: string;
}

/** What a production deployment is missing; empty outside production. Printed at start (instrumentation.ts). */
export function deploymentProblems(env: Env = configEnv()): DeploymentProblem[] {
  if (!isProduction(env)) return [];
  const problems: DeploymentProblem[] = [];
  if (!httpOrigin(env.SITE_URL)) {
    problems.push({
      fatal: true,
      message: "SITE_URL is not set (or not an http(s) URL): links in mails would have no trustworthy origin. Set SITE_URL=https://your.shop.",
    });
  } else if (!httpOrigin(env.SITE_URL)!.startsWith("https:")) {
    problems.push({ fatal: false, message: "SITE_URL is not https: sessions and payments should only be served over https." });
  }
  if (trustedProxyCount(env) === null) {
    problems.push({ fatal: true, message: "TRUSTED_PROXIES must be a whole number of proxy hops (0 when clients connect directly)." });
  } else if (!env.TRUSTED_PROXIES?.trim()) {
    // N27: behind a load balancer (or as the API behind a storefront) every visitor would share its address.
    problems.push({ fatal: false, message: TRUSTED_PROXIES_UNSET });
  }
  if (env.API_BASE_URL?.trim()) problems.push(...remoteApiProblems(env.API_BASE_URL));
  else {
    const stripe = Boolean(env.STRIPE_SECRET_KEY?.trim()) && Boolean(env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY?.trim());
    if (!stripe && !testPaymentsAllowed(env)) {
      problems.push({
        fatal: false,
        message:
          "STRIPE_SECRET_KEY and NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY are not both set: orders are refused. Set them, or PAYMENTS_TEST_MODE=1 for a demo that takes no money.",
      });
    }
    if (!stripe && testPaymentsAllowed(env)) {
      problems.push({ fatal: false, message: "PAYMENTS_TEST_MODE=1: orders are paid with test cards and no money moves." });
    }
    if (!env.DATABASE_URL) {
      problems.push({ fatal: false, message: "DATABASE_URL is not set: the embedded PGlite database serves one process only." });
    }
    if (!env.SMTP_URL) problems.push({ fatal: false, message: "SMTP_URL is not set: mail stays unsent in the outbox table (outbox_mail); no worker sends it." });
    problems.push(...uploadProblems(env));
    const adminToken = adminApiToken(env);
    if (adminToken !== null && adminToken.length < ADMIN_TOKEN_MIN_LENGTH) {
      problems.push({
        fatal: true,
        message: `ADMIN_API_TOKEN is shorter than ${ADMIN_TOKEN_MIN_LENGTH} characters: it could be guessed. Use a long random one (openssl rand -hex 32), or unset it to turn the admin API off.`,
      });
    }
  }
  return problems;
}

export const TRUSTED_PROXIES_UNSET =
  "TRUSTED_PROXIES is not set: every client is taken to be whoever opens the connection. Behind a load balancer, or on the API's host behind a storefront (API_BASE_URL), every visitor would then share one address, and one visitor's failed sign-ins or lookups would lock them out for all. Set it to the number of proxies in front (1 behind one storefront or load balancer), or to 0 when clients connect directly.";

/**
 * A storefront in front of a separate API (docs/deployment.md): the backend's address is checked
 * here; whether the API trusts this storefront (TRUSTED_PROXIES=1 there) only the API can tell,
 * and its front door warns when it does not (scripts/front-door.mjs).
 */
function remoteApiProblems(raw: string): DeploymentProblem[] {
  const origin = httpOrigin(raw);
  if (!origin) {
    return [{ fatal: true, message: "API_BASE_URL is not an http(s) URL (e.g. https://api.your.shop): every page and call would fail." }];
  }
  const { hostname } = new URL(origin);
  if (origin.startsWith("http:") && !["localhost", "127.0.0.1", "[::1]"].includes(hostname)) {
    return [{ fatal: false, message: "API_BASE_URL is not https: shoppers' session tokens and orders would cross the network between the storefront and the API in clear." }];
  }
  return [];
}

/**
 * The uploads bucket (server/uploads/store.ts): a bucket without both keys, or an endpoint that is
 * not an http(s) URL, would fail every upload, so it stops the start. The keys' values are never printed.
 */
function uploadProblems(env: Env): DeploymentProblem[] {
  if (!env.UPLOADS_S3_BUCKET?.trim()) {
    return [{ fatal: false, message: "UPLOADS_S3_BUCKET is not set: replacement photos are written to UPLOADS_DIR on this machine's disk." }];
  }
  const problems: DeploymentProblem[] = [];
  if (!env.UPLOADS_S3_ACCESS_KEY_ID?.trim() || !env.UPLOADS_S3_SECRET_ACCESS_KEY?.trim()) {
    problems.push({ fatal: true, message: "UPLOADS_S3_BUCKET is set without UPLOADS_S3_ACCESS_KEY_ID and UPLOADS_S3_SECRET_ACCESS_KEY: every upload would fail." });
  }
  if (env.UPLOADS_S3_ENDPOINT?.trim() && !httpOrigin(env.UPLOADS_S3_ENDPOINT)) {
    problems.push({ fatal: true, message: "UPLOADS_S3_ENDPOINT is not an http(s) URL (e.g. http://127.0.0.1:9000)." });
  }
  return problems;
}
