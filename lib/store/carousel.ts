import type { Banner } from "@/lib/api/schemas/shop";
import { isGiftSubBrand } from "@/lib/gift/sub-brands";

/** BR-UI-06: the banner carousel advances every 200000 ms. */
export const BANNER_AUTOPLAY_MS = 200_000;

/** The slide `step` places away (+1 next, -1 previous), wrapping around both ends. */
export function nextSlide(index: number, count: number, step: 1 | -1): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** Where a banner's link names the store it is shown on (seed: `/{store}`, `/skd/{store}`, `/{store}/sub/rcb/`). */
export const STORE_PLACEHOLDER = "{store}";

/** What a store home offers, for its banners' links. */
export interface BannerStore {
  slug: string;
  /** the owner may share a Get Styled Box (`/skd/{store}`, BROWSE-05) */
  canShareBox: boolean;
  /** the store's sub-brand codes (`/{store}/sub/{code}/`) */
  subBrands: string[];
}

/** Whether `path` (no query) is a page of this store that exists: its home and pages, its Get Styled Box, a sub-brand it sells. */
function isOwnPage(path: string, store: BannerStore): boolean {
  const slug = store.slug.toLowerCase();
  let segments: string[];
  try {
    segments = path.split("/").slice(1).map((segment) => decodeURIComponent(segment).toLowerCase());
  } catch {
    return false; // a malformed escape leads nowhere
  }
  if (segments[0] === "skd") return segments[1] === slug && segments.length === 2 && store.canShareBox;
  if (segments[0] !== slug) return false;
  if (segments[1] !== "sub") return true;
  const code = segments[2] ?? "";
  return isGiftSubBrand(code) && store.subBrands.some((brand) => brand.toLowerCase() === code);
}

/**
 * The banners a store home shows (finding 4 of 2026-11-27: a new stylist's store linked to another
 * stylist's store and box): `{store}` in a link becomes this store's address; then a banner stays
 * only when its link is one of this store's own pages that exist (never another store's, never a
 * 404), or when it has no link (a picture of the shop's, advertising no one). docs/decisions.md,
 * "Store banners".
 */
export function bannersForStore(banners: Banner[], store: BannerStore): Banner[] {
  return banners.flatMap((banner) => {
    if (!banner.link) return [banner];
    const link = banner.link.replaceAll(STORE_PLACEHOLDER, encodeURIComponent(store.slug));
    const path = link.split(/[?#]/, 1)[0] ?? "";
    return path.startsWith("/") && !path.startsWith("//") && isOwnPage(path.replace(/\/+$/, "") || "/", store) ? [{ ...banner, link }] : [];
  });
}
