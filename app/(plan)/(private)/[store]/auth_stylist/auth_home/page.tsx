import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { OnboardingGuide } from "@/components/stylist/onboarding-guide";
import { StylistSignUpSteps } from "@/components/stylist/stylist-sign-up-steps";
import { PageContainer } from "@/components/ui/page-container";
import { currentUser } from "@/lib/auth/current-user";
import { inviteCodeFrom } from "@/lib/auth/invite-code";
import { onboardingRedirect } from "@/lib/stylist/step-guard";

export const metadata: Metadata = { title: "Become a Stylist", robots: { index: false } };

/**
 * auth_home, step home (ONB-01…05): what becoming a stylist means, the guide's three steps, and the
 * sign-up steps. A signed-in visitor goes on to the landing or the create-store step (ONB-03).
 * `?code=` is the store code (G-51), shown read-only.
 */
export default async function StylistHomePage({ params, searchParams }: PageProps<"/[store]/auth_stylist/auth_home">) {
  const [{ store }, query] = await Promise.all([params, searchParams]);
  const to = onboardingRedirect("home", await currentUser(), store);
  if (to) redirect(to);
  const code = typeof query.code === "string" ? inviteCodeFrom(query.code.slice(0, 40)) : undefined;

  return (
    <PageContainer width="wide" className="grid gap-10 py-10 desktop:grid-cols-[3fr_2fr]">
      <div className="space-y-6">
        <h1 className="font-serif text-4xl text-stone-950">Become a Stylist</h1>
        <p className="max-w-prose text-[15px] leading-relaxed text-stone-800">
          Open your own store, style your clients with curated boxes and earn on every share. Three short steps get you started.
        </p>
        <OnboardingGuide />
      </div>
      <StylistSignUpSteps store={store} storeCode={code} />
    </PageContainer>
  );
}
