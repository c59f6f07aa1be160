import { z } from "zod";
import { Id } from "./common";

/** When a page's data last changed, as the API knows it: an ISO 8601 instant. */
const ChangedAt = z.iso.datetime({ offset: true });

export const SitemapItem = z.object({
  id: Id,
  /**
   * The item page's last change the data records: the later of the item's creation and its listing in
   * this store (items have no updated_at; docs/decisions.md, "Sitemap lastmod").
   */
  updated_at: ChangedAt,
});
export type SitemapItem = z.infer<typeof SitemapItem>;

/**
 * GET /api/sitemap: every active store and the items it lists, for app/sitemap.ts. Not in the
 * spec; the embedded API serves it so the sitemap never reads the database itself.
 */
export const SitemapStore = z.object({
  /** the store's URL segment (its owner's user name) */
  slug: z.string(),
  id: Id,
  /** the store home's last change: the later of the store's creation and its newest listed item's updated_at */
  updated_at: ChangedAt,
  /** the items the store lists, in the store's order */
  items: z.array(SitemapItem),
});
export type SitemapStore = z.infer<typeof SitemapStore>;

export const SitemapIndex = z.object({ stores: z.array(SitemapStore) });
export type SitemapIndex = z.infer<typeof SitemapIndex>;
