import type { Metadata } from "next";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { PageContainer } from "@/components/ui/page-container";

export const metadata: Metadata = { title: "Forgot password", robots: { index: false } };

/** store-send_password (AUTH-13), inside the shop layout of the store the visitor came from. */
export default function SendPasswordPage() {
  return (
    <PageContainer as="section" width="form" className="py-10">
      <h1 className="mb-8 text-center font-serif text-3xl text-stone-950">Forgot password</h1>
      <ForgotPasswordForm />
    </PageContainer>
  );
}
