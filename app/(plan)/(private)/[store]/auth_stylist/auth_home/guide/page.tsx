import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { OnboardingGuide } from "@/components/stylist/onboarding-guide";
import { primaryButton } from "@/components/ui/button-styles";
import { PageContainer } from "@/components/ui/page-container";
import { currentUser } from "@/lib/auth/current-user";
import { stylistPlanPath } from "@/lib/routes";
import { onboardingRedirect } from "@/lib/stylist/step-guard";

export const metadata: Metadata = { title: "Your store is open", robots: { index: false } };

/** auth_home, step guide (ONB-01, ONB-02): after the store opened, the steps left; Next → the plan pick. */
export default async function StylistGuidePage({ params }: PageProps<"/[store]/auth_stylist/auth_home/guide">) {
  const { store } = await params;
  const to = onboardingRedirect("store_steps", await currentUser(), store);
  if (to) redirect(to);

  return (
    <PageContainer width="reading" className="space-y-8 py-10">
      <h1 className="font-serif text-3xl text-stone-950">Your store is open</h1>
      <p className="text-[15px] text-stone-800">Step 1 is done. Next, pick your store plan and order your welcome box.</p>
      <OnboardingGuide />
      <Link href={stylistPlanPath(store)} className={primaryButton}>
        Next
      </Link>
    </PageContainer>
  );
}
