import type { Metadata } from "next";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";

export const metadata: Metadata = { title: "Forgot password", robots: { index: false } };

/** store-send_password (AUTH-13), inside the shop layout of the store the visitor came from. */
export default function SendPasswordPage() {
  return (
    <section className="mx-auto max-w-md px-5 py-10">
      <h1 className="mb-8 text-center font-serif text-3xl text-stone-950">Forgot password</h1>
      <ForgotPasswordForm />
    </section>
  );
}
