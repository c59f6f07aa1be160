import { StoreHome } from "@/components/store/store-home";
import { storeMetadata } from "@/lib/store/store-metadata";

type StorePageProps = PageProps<"/[store]">;

/*
 * The same HTML for every visitor, cached (ISR) like the item page: rendered on the first request, then
 * served from Next's cache for at most 60 s (CATALOG_MAX_AGE in lib/cache/catalog.ts; a literal, as
 * Next reads it at build) or until an API write revalidates the catalogue. The page reads no query
 * string: next.config.ts sends `?category=` to the category route and old `?store=&item=` links to
 * the item-link route, and redirects `/myorders` (BROWSE-02, BROWSE-03).
 */
export const revalidate = 60;
export const generateStaticParams = async (): Promise<Awaited<StorePageProps["params"]>[]> => [];

export async function generateMetadata({ params }: StorePageProps) {
  const { store } = await params;
  return storeMetadata(store);
}

export default async function StorePage({ params }: StorePageProps) {
  const { store } = await params;
  return <StoreHome slug={store} categoryId={null} />;
}
