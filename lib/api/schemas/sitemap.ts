import { z } from "zod";
import { Id } from "./common";

/**
 * GET /api/sitemap: every active store and the items it lists, for app/sitemap.ts. Not in the
 * spec; the embedded API serves it so the sitemap never reads the database itself.
 */
export const SitemapStore = z.object({
  /** the store's URL segment (its owner's user name) */
  slug: z.string(),
  id: Id,
  /** the items the store lists, in the store's order */
  item_ids: z.array(Id),
});
export type SitemapStore = z.infer<typeof SitemapStore>;

export const SitemapIndex = z.object({ stores: z.array(SitemapStore) });
export type SitemapIndex = z.infer<typeof SitemapIndex>;
