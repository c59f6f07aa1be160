"use client";
import { secondaryButton } from "@/components/ui/button-styles";
import type { SignInContext } from "@/lib/auth/contexts";
import { firebaseSettings } from "@/lib/firebase/config";
import { loadPopup } from "@/lib/firebase/load-popup";
import { SOCIAL_PROVIDERS } from "@/lib/firebase/providers";
import type { SocialSignUp } from "./sign-up-form";
import { useSocialSignIn } from "./use-social-sign-in";

interface SocialSignInProps {
  context: SignInContext;
  /** the screen's query string: kept for the redirect and for the screens the flow may lead to */
  query: string;
  /** a new identity goes to this sign-up instead of the shopper's screen (the stylist steps, ONB-03/04) */
  onNewUser?: (user: SocialSignUp) => void;
}

/**
 * AUTH-10: Google, Facebook and Apple sign-in. Hidden when the build has no Firebase config (see
 * lib/firebase/config.ts). While the popup and the checks run, the buttons give way to a status;
 * a closed popup brings them back silently, any other failure also shows the error toast.
 */
export function SocialSignIn({ context, query, onNewUser }: SocialSignInProps) {
  const signIn = useSocialSignIn(context, query, onNewUser);
  // after success the page navigates away: the status stays until it does
  const busy = signIn.isPending || signIn.isSuccess;
  if (!firebaseSettings) return null;

  return (
    <section aria-label="Social sign-in" className="mt-8 flex flex-col gap-3 border-t border-stone-200 pt-8">
      {busy ? (
        <p role="status" className="text-center text-sm text-stone-700">
          Signing in…
        </p>
      ) : (
        SOCIAL_PROVIDERS.map((provider) => (
          <button
            key={provider.id}
            type="button"
            className={`${secondaryButton} w-full`}
            onPointerEnter={() => void loadPopup()}
            onFocus={() => void loadPopup()}
            onClick={() => signIn.mutate(provider.id)}
          >
            Continue with {provider.label}
          </button>
        ))
      )}
    </section>
  );
}
