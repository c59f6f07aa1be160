/**
 * SHARE-03: the Get Styled page frames the style quiz whose address is a setting (GET_STYLED_QUIZ_URL, and
 * GET_STYLED_QUIZ_MEN_URL for `?men`). Without a setting the page keeps its list of the quiz's steps. The CSP
 * lets the quiz's origin be framed by that page only (lib/security/headers.ts).
 */
import { httpOrigin, type Env } from "@/lib/config/deployment";

function httpsOrHttpUrl(value: string | undefined): URL | null {
  if (!httpOrigin(value)) return null;
  return new URL(value!.trim());
}

/** The quiz frame's URL for this visit, or null (no setting): the men variant with `?men`, else (or when unset) the main one. */
export function quizFrameUrl(env: Env, men: boolean): string | null {
  const url = (men ? httpsOrHttpUrl(env.GET_STYLED_QUIZ_MEN_URL) : null) ?? httpsOrHttpUrl(env.GET_STYLED_QUIZ_URL);
  return url?.toString() ?? null;
}

/** The origins the quiz frames come from, for the Get Styled page's frame-src. */
export function quizFrameOrigins(env: Env): string[] {
  return [...new Set([httpOrigin(env.GET_STYLED_QUIZ_URL), httpOrigin(env.GET_STYLED_QUIZ_MEN_URL)].filter((o): o is string => o !== null))];
}

/** share-kol-gsb / share-koldir-gsb: `/share/{kol|koldir}/gsb/{shareId}`. */
export function isGetStyledPage(pathname: string): boolean {
  return /^\/share\/(kol|koldir)\/gsb\/[^/]+\/?$/.test(pathname);
}
