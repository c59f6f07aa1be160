/** The request id's header and rule (lib/log): proxy.ts, app/api, the embedded API and the front door use it. */
export const REQUEST_ID_HEADER = "x-request-id";

/** A caller's id is kept when it is a plain token (at most 128 of A–Z a–z 0–9 . _ : -); otherwise a new one is made. */
export function requestIdFrom(header: string | null | undefined): string {
  return header && /^[A-Za-z0-9._:-]{1,128}$/.test(header) ? header : crypto.randomUUID();
}
