import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { primaryButton } from "@/components/ui/button-styles";
import { PageContainer } from "@/components/ui/page-container";
import { currentUser } from "@/lib/auth/current-user";
import { stylistCreateStorePath } from "@/lib/routes";
import { ONBOARDING_TEXT } from "@/lib/stylist/onboarding";
import { onboardingRedirect } from "@/lib/stylist/step-guard";

export const metadata: Metadata = { title: "No store yet", robots: { index: false } };

/** ONB-08 (route n/s): a signed-in visitor without a store, with the way to open one. */
export default async function StylistNoStorePage({ params }: PageProps<"/[store]/auth_stylist/no_store">) {
  const { store } = await params;
  const to = onboardingRedirect("no_store", await currentUser(), store);
  if (to) redirect(to);

  return (
    <PageContainer width="form" className="space-y-6 py-16 text-center">
      <h1 className="font-serif text-3xl text-stone-950">{ONBOARDING_TEXT.noStore}</h1>
      <Link href={stylistCreateStorePath(store)} className={primaryButton}>
        Create your store
      </Link>
    </PageContainer>
  );
}
