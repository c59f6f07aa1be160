import type { Metadata } from "next";
import { AuthPanel } from "@/components/auth/auth-shell";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";

const TITLE = "Forgot password";

export const metadata: Metadata = { title: TITLE, robots: { index: false } };

/** plan-plan_forgot_password (PLAN-07): the store's forgot-password form (AUTH-13) in the plan layout. */
export default function PlanForgotPasswordPage() {
  return (
    <AuthPanel title={TITLE}>
      <ForgotPasswordForm />
    </AuthPanel>
  );
}
