import { RESET_TOKEN_EXPIRED_STATUS } from "@/lib/api/schemas/user";
import { authPath } from "@/lib/auth/contexts";
import { MSG, TEXT } from "@/lib/auth/messages";
import { checkResetToken } from "@/lib/auth/reset-token";
import { AuthShell } from "./auth-shell";
import { NewPasswordForm } from "./new-password-form";

export type PasswordTokenKind = "reset" | "setup";

/**
 * AUTH-14/15: the token is checked before anything else; an expired link and an unknown one get
 * different texts, a valid one the new-password form.
 */
export async function PasswordTokenView({ kind, token, store }: { kind: PasswordTokenKind; token: string; store: string }) {
  const title = kind === "reset" ? TEXT.resetTitle : TEXT.setupTitle;
  const result = await checkResetToken(token);
  const expired = !result.ok && result.error.kind === "http" && result.error.status === RESET_TOKEN_EXPIRED_STATUS;

  return (
    <AuthShell title={title} store={store}>
      {result.ok ? (
        <NewPasswordForm token={token} signInHref={authPath("sign", "signin", new URLSearchParams({ store }))} />
      ) : (
        <p role="alert" className="text-center text-[15px] leading-relaxed text-stone-800">
          {expired ? MSG.resetExpired : MSG.resetFailed}
        </p>
      )}
    </AuthShell>
  );
}
