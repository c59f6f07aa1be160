"use client";
import { useEmailVerification } from "@/hooks/use-email-verification";
import { EMAIL_VERIFY_TEXT } from "@/lib/auth/email-verify";
import { Spinner } from "@/components/ui/spinner";

/** MISC-01: pending, then the success text or the spec's two failure texts. */
export function EmailVerify({ code }: { code: string }) {
  const state = useEmailVerification(code);
  return (
    <div role="status" className="space-y-3 text-center text-[15px] leading-relaxed text-stone-800">
      {state === "pending" ? (
        <p className="flex items-center justify-center gap-2">
          <Spinner /> {EMAIL_VERIFY_TEXT.pending}
        </p>
      ) : state === "success" ? (
        <p>{EMAIL_VERIFY_TEXT.success}</p>
      ) : (
        <>
          <p className="font-medium text-rose-800">{EMAIL_VERIFY_TEXT.failure}</p>
          <p>{EMAIL_VERIFY_TEXT.failureHint}</p>
        </>
      )}
    </div>
  );
}
