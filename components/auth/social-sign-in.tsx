"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { secondaryButton } from "@/components/ui/button-styles";
import { browserApi } from "@/lib/api/browser";
import { signupGuide } from "@/lib/api/calls";
import type { AuthContext } from "@/lib/auth/contexts";
import { MSG } from "@/lib/auth/messages";
import { signInWithProvider } from "@/lib/auth/social-actions";
import { runSocialFlow, type ProviderProfile } from "@/lib/auth/social-flow";
import { isClosedPopup } from "@/lib/auth/social-popup";
import { SOCIAL_CONNECT_PATH, SOCIAL_NEW_USER_PATH } from "@/lib/auth/social-routes";
import { saveSocialHandoff } from "@/lib/auth/social-storage";
import { firebaseSettings } from "@/lib/firebase/config";
import { loadPopup } from "@/lib/firebase/load-popup";
import { SOCIAL_PROVIDERS, type SocialProviderId } from "@/lib/firebase/providers";
import { notify } from "@/lib/toast";
import { finishAuth } from "./finish-auth";

interface SocialSignInProps {
  context: AuthContext;
  /** the screen's query string: kept for the redirect and for the screens the flow may lead to */
  query: string;
}

/**
 * AUTH-10: Google, Facebook and Apple sign-in. Hidden when the build has no Firebase config (see
 * lib/firebase/config.ts). While the popup and the checks run, the buttons give way to a status;
 * a closed popup brings them back silently, any other failure also shows the error toast.
 */
export function SocialSignIn({ context, query }: SocialSignInProps) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  if (!firebaseSettings) return null;

  async function signIn(providerId: SocialProviderId) {
    setBusy(true);
    let profile: ProviderProfile;
    try {
      profile = await (await loadPopup()).signInWithProviderPopup(providerId);
    } catch (error) {
      setBusy(false);
      if (!isClosedPopup(error)) notify.error(MSG.socialFailed);
      return;
    }
    const outcome = await runSocialFlow(profile, {
      exists: async (email) => {
        const result = await signupGuide(browserApi, email);
        return result.ok ? result.data.exist : null;
      },
      authenticate: (token) => signInWithProvider(token, context, query),
    }).catch(() => ({ next: "failed" as const }));

    if (outcome.next === "signed-in") return finishAuth(outcome.redirectTo);
    if (outcome.next === "failed") {
      setBusy(false);
      notify.error(MSG.socialFailed);
      return;
    }
    const { email, token, photoURL } = profile;
    saveSocialHandoff(window.sessionStorage, { providerId, email, token, photoURL, context, query });
    router.push(outcome.next === "connect" ? SOCIAL_CONNECT_PATH : SOCIAL_NEW_USER_PATH);
  }

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
            onClick={() => void signIn(provider.id)}
          >
            Continue with {provider.label}
          </button>
        ))
      )}
    </section>
  );
}
