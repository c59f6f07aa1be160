import type { Metadata } from "next";
import { connection } from "next/server";
import { EmailVerify } from "@/components/misc/email-verify";
import { PageContainer } from "@/components/ui/page-container";
import { EMAIL_VERIFY_TEXT } from "@/lib/auth/email-verify";

export const metadata: Metadata = { title: EMAIL_VERIFY_TEXT.title, robots: { index: false } };

/** The link of the sign-up's verification mail (MISC-01, features.md §2's suggested path). */
export default async function EmailVerifyPage({ params }: PageProps<"/service/email_verify/[email_verify_page]">) {
  // per request: the nonce CSP of a private page (lib/security/pages.ts)
  await connection();
  const { email_verify_page: code } = await params;
  return (
    <PageContainer width="form" className="pb-20 pt-12">
      <h1 className="mb-8 text-center font-serif text-3xl text-stone-950">{EMAIL_VERIFY_TEXT.title}</h1>
      <EmailVerify code={code} />
    </PageContainer>
  );
}
