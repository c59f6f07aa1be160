/**
 * Headers right for any response, whatever it holds (finding M3). next.config.ts sets them on every
 * path, static files included, so this module imports nothing (next.config.ts loads it directly).
 */
export const BASELINE_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
};
