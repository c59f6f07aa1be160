import type { z } from "zod";
import { ApiErrorBody } from "./schemas/common";
import { NETWORK_ERROR_MESSAGE, type ApiResult } from "./errors";

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  /** prefix for every path, e.g. "https://api.example.com" or "" for same-origin */
  baseUrl: string;
  /** sent as `x-access-token` when present */
  token?: string | null;
  fetch?: FetchLike;
  timeoutMs?: number;
  /** extra headers on every call (e.g. a forwarded cookie) */
  headers?: Record<string, string>;
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined>;
  /** JSON, or a FormData sent as multipart */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** the response is the bare document (a static file), not the `{ success, data }` envelope */
  raw?: boolean;
}

export type ApiClient = {
  request<S extends z.ZodType>(method: string, path: string, schema: S, options?: RequestOptions): Promise<ApiResult<z.infer<S>>>;
};

const DEFAULT_TIMEOUT_MS = 10_000;

function buildUrl(baseUrl: string, path: string, query?: RequestOptions["query"]) {
  const url = `${baseUrl.replace(/\/$/, "")}${path.startsWith("/") ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const qs = params.toString();
  return qs ? `${url}${url.includes("?") ? "&" : "?"}${qs}` : url;
}

function issuesOf(error: z.ZodError) {
  return error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
}

/**
 * The one way the app talks to the REST API. Every response is checked against its zod schema, so
 * a backend that drifts from the contract fails loudly with a `validation` error instead of
 * rendering half a page.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  return {
    async request(method, path, schema, req = {}) {
      const headers: Record<string, string> = { accept: "application/json", ...options.headers, ...req.headers };
      if (options.token) headers["x-access-token"] = options.token;
      let body: string | FormData | undefined;
      if (req.body instanceof FormData) {
        // multipart: fetch writes the content-type with its boundary
        body = req.body;
      } else if (req.body !== undefined) {
        headers["content-type"] = "application/json";
        body = JSON.stringify(req.body);
      }
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = req.signal ? AbortSignal.any([req.signal, timeout]) : timeout;

      let response: Response;
      try {
        response = await doFetch(buildUrl(options.baseUrl, path, req.query), { method, headers, body, signal, cache: "no-store" });
      } catch (cause) {
        return { ok: false, error: { kind: "network", message: NETWORK_ERROR_MESSAGE, cause } };
      }

      let json: unknown;
      try {
        json = await response.json();
      } catch {
        json = undefined;
      }

      if (!response.ok) {
        const parsed = ApiErrorBody.safeParse(json);
        return {
          ok: false,
          error: parsed.success
            ? { kind: "http", status: response.status, message: parsed.data.message, code: parsed.data.error_code, issues: parsed.data.issues }
            : { kind: "http", status: response.status, message: `${NETWORK_ERROR_MESSAGE} (${response.status})` },
        };
      }

      const envelope = (req.raw ? { success: true, data: json } : json) as { success?: unknown; data?: unknown } | undefined;
      if (!envelope || envelope.success !== true) {
        const failure = ApiErrorBody.safeParse(json);
        if (failure.success) return { ok: false, error: { kind: "http", status: response.status, message: failure.data.message, code: failure.data.error_code } };
        return { ok: false, error: { kind: "validation", message: `Unexpected response from ${method} ${path}`, issues: [] } };
      }
      const data = schema.safeParse(envelope.data);
      if (!data.success) {
        return { ok: false, error: { kind: "validation", message: `Unexpected response from ${method} ${path}`, issues: issuesOf(data.error) } };
      }
      return { ok: true, data: data.data };
    },
  };
}
