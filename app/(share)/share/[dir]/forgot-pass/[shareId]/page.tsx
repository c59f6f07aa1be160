import type { Metadata } from "next";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { ShareFrame } from "@/components/share-box/share-frame";
import { loadShare } from "@/lib/share-box/load-share";

const TITLE = "Forgot password";

export const metadata: Metadata = { title: TITLE, robots: { index: false } };

/** share-kol-forgot-pass / share-koldir-forgot-pass (SHARE-07): the store's forgot-password form (AUTH-13). */
export default async function ShareForgotPasswordPage({ params }: PageProps<"/share/[dir]/forgot-pass/[shareId]">) {
  const { dir, shareId } = await params;
  const { dir: shareDir, info } = await loadShare(dir, shareId);
  return (
    <ShareFrame dir={shareDir} shareId={info.share_id} width="form">
      <h1 className="mb-8 text-center font-serif text-3xl text-stone-950">{TITLE}</h1>
      <ForgotPasswordForm />
    </ShareFrame>
  );
}
