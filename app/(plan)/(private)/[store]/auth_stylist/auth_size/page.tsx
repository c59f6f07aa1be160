import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { FitPreferences } from "@/components/stylist/fit-preferences";
import { PageContainer } from "@/components/ui/page-container";
import { currentUser } from "@/lib/auth/current-user";
import { stylistBoxPath } from "@/lib/routes";
import { onboardingRedirect } from "@/lib/stylist/step-guard";

export const metadata: Metadata = { title: "Your fit preferences", robots: { index: false } };

/** auth_size (ONB-12): fit preferences after the plan (ONB-11's Next), then the box builder. */
export default async function StylistSizePage({ params }: PageProps<"/[store]/auth_stylist/auth_size">) {
  const { store } = await params;
  const to = onboardingRedirect("store_steps", await currentUser(), store);
  if (to) redirect(to);

  return (
    <PageContainer width="account" className="py-10">
      <h1 className="mb-6 font-serif text-3xl text-stone-950">Your fit preferences</h1>
      <FitPreferences next={stylistBoxPath(store)} />
    </PageContainer>
  );
}
