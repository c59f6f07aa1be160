import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { primaryButton } from "@/components/ui/button-styles";
import { PageContainer } from "@/components/ui/page-container";
import { currentUser } from "@/lib/auth/current-user";
import { stylistSizePath } from "@/lib/routes";
import { ONBOARDING_TEXT } from "@/lib/stylist/onboarding";
import { onboardingRedirect } from "@/lib/stylist/step-guard";

export const metadata: Metadata = { title: ONBOARDING_TEXT.planUpgraded, robots: { index: false } };

/** ONB-11 (route n/s): after a VIP code upgraded the plan; Next → fit preferences (auth_size). */
export default async function StylistPlanDonePage({ params }: PageProps<"/[store]/auth_stylist/plan_done">) {
  const { store } = await params;
  const to = onboardingRedirect("store_steps", await currentUser(), store);
  if (to) redirect(to);

  return (
    <PageContainer width="form" className="space-y-6 py-16 text-center">
      <h1 className="font-serif text-3xl text-stone-950">{ONBOARDING_TEXT.planUpgraded}</h1>
      <Link href={stylistSizePath(store)} className={primaryButton}>
        {ONBOARDING_TEXT.next}
      </Link>
    </PageContainer>
  );
}
