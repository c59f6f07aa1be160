import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { GiftHome } from "@/components/gift/gift-home";
import { loadGiftInfo } from "@/lib/gift/load-info";

type GiftHomeProps = PageProps<"/[store]/sub/[subpage]">;

/*
 * store-sub-subpage-sub_checkout (GIFT-01…03, INAPP-04): the same HTML for every visitor (the draft
 * lives in the browser), cached like the store home.
 */
export const revalidate = 60;
export const generateStaticParams = async (): Promise<Awaited<GiftHomeProps["params"]>[]> => [];

export async function generateMetadata({ params }: GiftHomeProps): Promise<Metadata> {
  const { store, subpage } = await params;
  const info = await loadGiftInfo(store, subpage);
  return { title: info ? info.name : "Gift box" };
}

export default async function GiftHomePage({ params }: GiftHomeProps) {
  const { store, subpage } = await params;
  const info = await loadGiftInfo(store, subpage);
  if (!info) notFound();
  return <GiftHome store={store} info={info} />;
}
