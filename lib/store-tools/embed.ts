/** TOOLS-08: the embed code a store owner copies, framing their poster store (TOOLS-09). */
import { EMBED_IFRAME_HEIGHT } from "@/lib/stylist/store-tools";

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The `<iframe>` for another site: the poster store's address on the shop's public origin (SITE_URL, never
 * a request's Host), 560 pixels high, the store's name as its title.
 */
export function embedCode(origin: string, path: string, storeName: string): string {
  const src = new URL(path, origin).toString();
  return `<iframe src="${escapeAttribute(src)}" title="${escapeAttribute(storeName)}" width="100%" height="${EMBED_IFRAME_HEIGHT}" style="border:0" loading="lazy"></iframe>`;
}
