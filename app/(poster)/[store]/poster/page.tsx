import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PosterStore } from "@/components/poster/poster-store";
import { unwrap } from "@/lib/api";
import { publicOrigin } from "@/lib/config/deployment";
import { storePath } from "@/lib/routes";
import { loadFirstItems, loadStore } from "@/lib/store/load-store";
import { STORE_NOT_FOUND } from "@/lib/store/messages";

type PosterPageProps = PageProps<"/[store]/poster">;

/*
 * The poster store (TOOLS-09/10), the page the embed code frames (TOOLS-08): outside the shop's frame (no
 * top bar or menu in someone else's page) and, like the store home, the same HTML for every visitor, cached
 * (ISR) for at most 60 s (CATALOG_MAX_AGE) or until an API write revalidates the catalogue. It is the one
 * page other sites may frame (EMBEDDABLE_PAGES in lib/security/pages.ts).
 */
export const revalidate = 60;
export const generateStaticParams = async (): Promise<Awaited<PosterPageProps["params"]>[]> => [];

export async function generateMetadata({ params }: PosterPageProps): Promise<Metadata> {
  const { store } = await params;
  const loaded = await loadStore(store).catch(() => null);
  // the store home is the page to index; this one is its framed copy
  return { title: loaded ? loaded.store.name : STORE_NOT_FOUND, robots: { index: false } };
}

export default async function PosterPage({ params }: PosterPageProps) {
  const { store } = await params;
  const loaded = await loadStore(store);
  if (!loaded) notFound();
  const first = await loadFirstItems(loaded.check.id, null);
  const items = unwrap(first.result);
  const origin = publicOrigin();
  return (
    <PosterStore
      store={store}
      storeName={loaded.store.name}
      origin={origin}
      items={items.datas}
      moreHref={items.has_more ? new URL(storePath(store), origin).toString() : null}
      renderedAt={first.loadedAt}
    />
  );
}
