import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { unwrap } from "@/lib/api";
import type { ItemDetail } from "@/lib/api/schemas/item";
import { cachedItemDetails } from "@/lib/cache/catalog-reads";
import { shareableImage } from "@/lib/seo/share-image";
import { summary } from "./description";

/**
 * The item page's load: one cached API read (lib/cache/catalog-reads.ts) per request, shared by generateMetadata and the page.
 * `loadedAt` is the server's clock when the item was read: the countdown renders and hydrates from
 * it, then ticks on its own. An unknown item (404) or an id the API rejects (400) is the not-found page.
 */
export const loadItem = cache(async (itemId: string, storeId: string) => {
  const result = await cachedItemDetails(itemId, storeId);
  if (!result.ok && result.error.kind === "http" && (result.error.status === 404 || result.error.status === 400)) notFound();
  return { item: unwrap(result), loadedAt: Date.now() };
});

/** Title, description and share picture of an item page; relative picture URLs resolve through metadataBase. */
export function itemMetadata(item: ItemDetail): Metadata {
  const title = `${item.name} · ${item.brand.name}`;
  const description = summary(item.description) || `${item.name} by ${item.brand.name}, from ${item.store.name}.`;
  const image = shareableImage(item.files[0] ?? item.thumb);
  return { title, description, openGraph: { title, description, images: [{ url: image, alt: item.name }] } };
}
