import type { Metadata } from "next";
import { connection } from "next/server";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { PageContainer } from "@/components/ui/page-container";
import { SETUP_REQUEST_TEXT } from "@/lib/auth/messages";

export const metadata: Metadata = { title: SETUP_REQUEST_TEXT.title, robots: { index: false } };

/**
 * MISC-06, the forgot-password-for-setup page: an account made with Google, Facebook or Apple has no
 * password; its owner asks here for a set-up mail (`for_setup: true`, C-44), whose link opens
 * /service/setup_password/{token}.
 */
export default async function SetUpPasswordRequestPage() {
  // per request: the nonce CSP of a private page (lib/security/pages.ts)
  await connection();
  return (
    <PageContainer width="form" className="pb-20 pt-12">
      <h1 className="mb-4 text-center font-serif text-3xl text-stone-950">{SETUP_REQUEST_TEXT.title}</h1>
      <p className="mb-8 text-center text-sm text-stone-700">{SETUP_REQUEST_TEXT.intro}</p>
      <ForgotPasswordForm forSetup submitLabel={SETUP_REQUEST_TEXT.submit} />
    </PageContainer>
  );
}
