/**
 * What a failed API call turns into. `message` is always displayable: the server's own message for
 * http errors (the spec shows server messages verbatim), a fixed text otherwise.
 */
export type ApiError =
  | { kind: "network"; message: string; cause?: unknown }
  | { kind: "http"; status: number; message: string; code?: number; issues?: { path: string; message: string }[] }
  | { kind: "validation"; message: string; issues: { path: string; message: string }[] };

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

export const NETWORK_ERROR_MESSAGE = "a server error occurred.";

/** Thrown by `unwrap` so server components can let Next's error boundary handle the failure. */
export class ApiCallError extends Error {
  constructor(readonly error: ApiError) {
    super(error.message);
    this.name = "ApiCallError";
  }
}

export function unwrap<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new ApiCallError(result.error);
  return result.data;
}
