/** The small pages of MISC-04, MISC-05 and MISC-12: their texts (verbatim) and the video id rule. */
export const MISC_TEXT = {
  videoMissing: "Video Id missing in url",
  shortUrlInvalid: "shorturl address invalid",
  serverError: "a server error occurred.",
} as const;

/**
 * MISC-04: a video id as the embed takes it (YouTube's: letters, digits, `-` and `_`); anything else counts as
 * missing, so nothing typed in the URL reaches the frame's address unchecked.
 */
export function videoIdOf(segments: string[] | undefined): string | null {
  const id = segments?.length === 1 ? segments[0]!.trim() : "";
  return /^[\w-]{1,64}$/.test(id) ? id : null;
}

/** The embed's address: YouTube's privacy-enhanced host (allowed in the CSP's frame-src, lib/security/csp.ts). */
export const VIDEO_EMBED_ORIGIN = "https://www.youtube-nocookie.com";
export const videoEmbedUrl = (id: string) => `${VIDEO_EMBED_ORIGIN}/embed/${encodeURIComponent(id)}`;
