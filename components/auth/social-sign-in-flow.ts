/**
 * What AUTH-10 does after the provider's popup, loaded only when a shopper reaches for a social button
 * (components/auth/use-social-sign-in.ts): the email's existence check, the sign-in, and the hand-off
 * to the connect or new-user screen. Its zod (the hand-off's schema) and the API client stay off the
 * sign-in pages' first load (issue 27).
 */
import { callLazily } from "@/lib/api/lazy";
import type { SignInContext } from "@/lib/auth/contexts";
import { signInWithProvider } from "@/lib/auth/social-actions";
import { runSocialFlow, type ProviderProfile } from "@/lib/auth/social-flow";

export { saveSocialHandoff } from "@/lib/auth/social-storage";

export function continueSocialSignIn(profile: ProviderProfile, context: SignInContext, query: string) {
  return runSocialFlow(profile, {
    exists: async (email) => {
      // the API client and its schemas load with this call, not with the sign-in page
      const result = await callLazily(() => import("@/lib/api/calls/user"), (calls, api) => calls.signupGuide(api, email));
      return result.ok ? result.data.exist : null;
    },
    authenticate: (token) => signInWithProvider(token, context, query),
  });
}
