import "server-only";
import type { Metadata } from "next";
import { shareableImage } from "@/lib/seo/share-image";
import { loadStore } from "./load-store";
import { STORE_NOT_FOUND } from "./messages";

/** The store home's title, description and share picture (whole or filtered by a category). */
export async function storeMetadata(slug: string): Promise<Metadata> {
  const loaded = await loadStore(slug).catch(() => null);
  if (!loaded) return { title: STORE_NOT_FOUND };
  const { store } = loaded;
  const description = store.description || `Shop ${store.name}, styled by ${store.owner.user_name}.`;
  // Relative picture URLs become absolute through the root layout's metadataBase (SITE_URL).
  const picture = store.banner ?? store.owner.cover;
  return {
    title: store.name,
    description,
    openGraph: { title: store.name, description, images: picture ? [{ url: shareableImage(picture), alt: store.name }] : undefined },
  };
}
