import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { BoxDone } from "@/components/box/box-done";
import { PageContainer } from "@/components/ui/page-container";
import { currentUser } from "@/lib/auth/current-user";
import { stylistHomePath } from "@/lib/routes";

export const metadata: Metadata = { title: "Sign up complete", robots: { index: false, follow: false } };

/** store-auth_stylist/auth_done[?order=…] (ONB-19): the end of the stylist sign-up; the box flow resets. */
export default async function BoxDonePage({ params, searchParams }: PageProps<"/[store]/auth_stylist/auth_done">) {
  const { store } = await params;
  const user = await currentUser();
  if (!user) redirect(stylistHomePath(store));
  const order = (await searchParams).order;
  return (
    <PageContainer width="account" className="py-16 text-center">
      <BoxDone orderNumber={typeof order === "string" ? order.slice(0, 40) : null} storeName={user.store_opened ? (user.store?.user_name ?? null) : null} />
    </PageContainer>
  );
}
