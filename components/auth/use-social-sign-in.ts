"use client";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import type { SignInContext } from "@/lib/auth/contexts";
import { MSG } from "@/lib/auth/messages";
import { isClosedPopup } from "@/lib/auth/social-popup";
import { SOCIAL_CONNECT_PATH, SOCIAL_NEW_USER_PATH } from "@/lib/auth/social-routes";
import { loadPopup } from "@/lib/firebase/load-popup";
import type { SocialProviderId } from "@/lib/firebase/providers";
import { notify } from "@/lib/toast";
import { finishAuth } from "./finish-auth";
import type { SocialSignUp } from "./sign-up-form";

/**
 * AUTH-10's flow as a mutation: the provider's popup, then the email's existence check and the
 * sign-in (lib/auth/social-flow.ts), then on to the destination, the connect screen or the new-user
 * sign-up — the shopper's screen, or `onNewUser` when the caller has a sign-up form of its own. A closed
 * popup fails silently; any other failure shows the error toast. The steps after the popup
 * (./social-sign-in-flow.ts) load with it, never with the page.
 */
const loadSocialFlow = () => import("./social-sign-in-flow");

export function useSocialSignIn(context: SignInContext, query: string, onNewUser?: (user: SocialSignUp) => void) {
  const router = useRouter();
  return useMutation({
    mutationFn: async (providerId: SocialProviderId) => {
      // the popup opens first, with no download between the click and window.open (loadPopup ran on hover)
      const flow = loadSocialFlow();
      flow.catch(() => undefined); // a failed load is reported when awaited below, after the popup
      const profile = await (await loadPopup()).signInWithProviderPopup(providerId);
      const outcome = await (await flow).continueSocialSignIn(profile, context, query).catch(() => ({ next: "failed" as const }));
      if (outcome.next === "failed") throw new Error("social sign-in failed");
      return { providerId, profile, outcome };
    },
    onError: (error) => {
      if (!isClosedPopup(error)) notify.error(MSG.socialFailed);
    },
    onSuccess: async ({ providerId, profile: { email, token, photoURL }, outcome }) => {
      if (outcome.next === "signed-in") return finishAuth(outcome.redirectTo);
      if (outcome.next === "new-user" && onNewUser) return onNewUser({ email, token });
      (await loadSocialFlow()).saveSocialHandoff(window.sessionStorage, { providerId, email, token, photoURL, context, query });
      router.push(outcome.next === "connect" ? SOCIAL_CONNECT_PATH : SOCIAL_NEW_USER_PATH);
    },
  });
}
