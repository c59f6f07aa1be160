import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SignInForm } from "@/components/auth/sign-in-form";
import { DelayedReveal, PLAN_SIGN_IN_DELAY_MS } from "@/components/plan/delayed-reveal";
import { ShareFrame } from "@/components/share-box/share-frame";
import { queryToReach } from "@/lib/auth/contexts";
import { currentUser } from "@/lib/auth/current-user";
import { TEXT } from "@/lib/auth/messages";
import { loadShare } from "@/lib/share-box/load-share";
import { afterShareAuthPath } from "@/lib/share-box/flow";
import { sharePath } from "@/lib/routes";

export const metadata: Metadata = { title: TEXT.signIn, robots: { index: false } };

/**
 * share-kol-sign-in / share-koldir-sign-in (SHARE-06): shown after 1 s (A:198); it leads to the share
 * checkout (the `sign` context's `back`), koldir replacing this page in the history.
 */
export default async function ShareSignInPage({ params }: PageProps<"/share/[dir]/sign-in/[shareId]">) {
  const { dir, shareId } = await params;
  const { dir: shareDir, info } = await loadShare(dir, shareId);
  const checkout = afterShareAuthPath(shareDir, info.share_id);
  if (await currentUser()) redirect(checkout);
  const store = info.stylist_user_name;
  return (
    <ShareFrame dir={shareDir} shareId={info.share_id} width="form">
      <h1 className="mb-8 text-center font-serif text-3xl text-stone-950">{TEXT.signIn}</h1>
      <DelayedReveal delayMs={PLAN_SIGN_IN_DELAY_MS}>
        <SignInForm
          context="sign"
          query={queryToReach(store, checkout)}
          store={store}
          links={{ signUp: sharePath(shareDir, "sign-up", info.share_id), forgotPassword: sharePath(shareDir, "forgot-pass", info.share_id) }}
          replace={shareDir === "koldir"}
        />
      </DelayedReveal>
    </ShareFrame>
  );
}
