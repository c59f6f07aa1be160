import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { GiftSetup } from "@/components/gift/gift-setup";
import { loadGiftInfo } from "@/lib/gift/load-info";
import { typeOfPage } from "@/lib/gift/pricing";

type GiftSetupProps = PageProps<"/[store]/sub/[subpage]/[setup]">;

/** The set-up pages' titles (GIFT-04…06), verbatim. */
const TITLES = { SO: "SPECIAL OCCASION PACK", M: "MONTHLY SUBSCRIPTION", OT: "ONE BOX" } as const;

/* GIFT-04…09: fiveboxes, monthly, onebox. The form is a client island; the page is the same for everyone. */
export const revalidate = 60;
export const generateStaticParams = async (): Promise<Awaited<GiftSetupProps["params"]>[]> => [];

export async function generateMetadata({ params }: GiftSetupProps): Promise<Metadata> {
  const type = typeOfPage((await params).setup);
  return { title: type ? TITLES[type] : "Gift box" };
}

export default async function GiftSetupPage({ params }: GiftSetupProps) {
  const { store, subpage, setup } = await params;
  const type = typeOfPage(setup);
  if (!type) notFound();
  const info = await loadGiftInfo(store, subpage);
  if (!info?.type.some((t) => t.id === type)) notFound();
  return <GiftSetup store={store} info={info} type={type} title={TITLES[type]} />;
}
