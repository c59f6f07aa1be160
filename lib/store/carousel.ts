import type { Banner } from "@/lib/api/schemas/shop";
import { isServedLink } from "@/lib/routes";

/** BR-UI-06: the banner carousel advances every 200000 ms. */
export const BANNER_AUTOPLAY_MS = 200_000;

/** The slide `step` places away (+1 next, -1 previous), wrapping around both ends. */
export function nextSlide(index: number, count: number, step: 1 | -1): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/**
 * The banners with their links to pages that do not exist taken off (a sub-brand nothing is sold
 * under, lib/routes.ts isServedLink): the picture still shows, as a picture, rather than leading to a 404.
 */
export const bannersWithServedLinks = (banners: Banner[]): Banner[] =>
  banners.map((banner) => (banner.link && !isServedLink(banner.link) ? { ...banner, link: null } : banner));
