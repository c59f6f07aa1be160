import Link from "next/link";
import type { UseFormRegisterReturn } from "react-hook-form";
import { authPath, type AuthContext } from "@/lib/auth/contexts";
import { CONTACT_SECTION_ID } from "@/components/checkout/order-summary";
import { EmailField } from "@/components/ui/email-field";

const EMAIL_INPUT_ID = "checkout-email";

interface ContactSectionProps {
  store: string;
  /** the form's email field (`register("account.email")`) */
  email: UseFormRegisterReturn;
  error: string | undefined;
  signedIn: boolean;
  /** checkout or share_checkout: where the sign-in and sign-up links lead back to */
  authContext: Extract<AuthContext, "checkout" | "share_checkout">;
}

/**
 * CHK-02/03: the contact email, prefilled (and still editable) for a signed-in shopper; guests are
 * offered sign-in and sign-up, which come back to the store's checkout.
 */
export function ContactSection({ store, email, error, signedIn, authContext }: ContactSectionProps) {
  const query = new URLSearchParams({ store });
  const link = "font-medium text-stone-950 underline underline-offset-4 hover:text-stone-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-950";
  return (
    <section id={CONTACT_SECTION_ID} tabIndex={-1} aria-labelledby={`${CONTACT_SECTION_ID}-h`} className="scroll-mt-6 outline-none">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${CONTACT_SECTION_ID}-h`} className="text-xs font-semibold uppercase tracking-[0.2em] text-stone-950">
          Contact information
        </h2>
        {!signedIn && (
          <p className="text-sm text-stone-700">
            Already Have an account? <Link href={authPath(authContext, "signin", query)} className={link}>Sign in</Link> or{" "}
            <Link href={authPath(authContext, "signup", query)} className={link}>Sign up</Link>
          </p>
        )}
      </div>
      <EmailField id={EMAIL_INPUT_ID} error={error} registration={email} />
    </section>
  );
}
