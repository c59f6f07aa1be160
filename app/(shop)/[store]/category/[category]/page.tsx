import { StoreHome } from "@/components/store/store-home";
import { categoryParam } from "@/lib/store/category-param";
import { storeMetadata } from "@/lib/store/store-metadata";

type CategoryPageProps = PageProps<"/[store]/category/[category]">;

/*
 * The store home filtered by a category. Its public address stays `/{store}?category=<id>`
 * (docs/decisions.md); next.config.ts rewrites it here so that, like the store home, it is one cached
 * page per category (ISR, see app/(shop)/[store]/page.tsx).
 */
export const revalidate = 60;
export const generateStaticParams = async (): Promise<Awaited<CategoryPageProps["params"]>[]> => [];

export async function generateMetadata({ params }: CategoryPageProps) {
  const { store } = await params;
  return storeMetadata(store);
}

export default async function CategoryPage({ params }: CategoryPageProps) {
  const { store, category } = await params;
  return <StoreHome slug={store} categoryId={categoryParam({ category })} />;
}
