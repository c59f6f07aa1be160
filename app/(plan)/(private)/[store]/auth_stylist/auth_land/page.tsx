import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { StylistLand } from "@/components/stylist/stylist-land";
import { PageContainer } from "@/components/ui/page-container";
import { currentUser } from "@/lib/auth/current-user";
import { stylistHomePath } from "@/lib/routes";
import { onboardingRedirect } from "@/lib/stylist/step-guard";

export const metadata: Metadata = { title: "Welcome back", robots: { index: false } };

/** auth_land (ONB-07, C-23's stylist_land): a signed-in stylist with an open store. */
export default async function StylistLandPage({ params }: PageProps<"/[store]/auth_stylist/auth_land">) {
  const { store } = await params;
  const user = await currentUser();
  const to = onboardingRedirect("land", user, store);
  if (to || !user) redirect(to ?? stylistHomePath(store));

  return (
    <PageContainer width="account" className="py-10">
      <StylistLand user={user} store={store} />
    </PageContainer>
  );
}
