/**
 * Not in the spec: the embedded API's list of stores and items for sitemap.xml (server only). A file of its own, so
 * the shop's calls, which client islands load, do not build its schema.
 */
import type { ApiClient } from "../http";
import { SitemapIndex } from "../schemas/sitemap";

export const getSitemapIndex = (api: ApiClient) => api.request("GET", "/api/sitemap", SitemapIndex);
