import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { ShareFrame } from "@/components/share-box/share-frame";
import { StylistSignUpForm } from "@/components/stylist/stylist-sign-up-form";
import { textButton } from "@/components/ui/button-styles";
import { currentUser } from "@/lib/auth/current-user";
import { TEXT } from "@/lib/auth/messages";
import { loadShare } from "@/lib/share-box/load-share";
import { afterShareAuthPath } from "@/lib/share-box/flow";
import { sharePath } from "@/lib/routes";

export const metadata: Metadata = { title: TEXT.signUp, robots: { index: false } };

/**
 * share-kol-sign-up / share-koldir-sign-up (SHARE-05): the stylist sign-up form (firstname, lastname,
 * phone, is_share_public, type), the stylist's user name as its store (invite) code, the `sign_up`
 * event with method gsb; then the checkout. A visitor who is signed in already goes there at once.
 */
export default async function ShareSignUpPage({ params }: PageProps<"/share/[dir]/sign-up/[shareId]">) {
  const { dir, shareId } = await params;
  const { dir: shareDir, info } = await loadShare(dir, shareId);
  if (await currentUser()) redirect(afterShareAuthPath(shareDir, info.share_id));
  return (
    <ShareFrame dir={shareDir} shareId={info.share_id} width="form">
      <h1 className="mb-8 text-center font-serif text-3xl text-stone-950">{TEXT.signUp}</h1>
      <StylistSignUpForm store={info.stylist_user_name} email="" storeCode={info.stylist_user_name} share={{ dir: shareDir, shareId: info.share_id }} />
      <p className="mt-6 text-center text-sm text-stone-700">
        <Link href={sharePath(shareDir, "sign-in", info.share_id)} className={textButton}>
          {TEXT.signIn}
        </Link>
      </p>
    </ShareFrame>
  );
}
