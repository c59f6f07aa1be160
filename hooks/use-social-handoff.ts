"use client";
import { useRouter } from "next/navigation";
import { useEffect, useMemo, useSyncExternalStore } from "react";
import { authPath } from "@/lib/auth/contexts";
import { clearSocialHandoff, parseSocialHandoff, readSocialHandoffRaw, type SocialHandoff } from "@/lib/auth/social-storage";

// sessionStorage fires no event in its own tab; the data is written before the screen opens.
const subscribe = () => () => {};
/** undefined while hydrating: the server cannot know the tab's storage. */
const NOT_YET = undefined;

/**
 * The provider data for plan_sign_connect / plan_sign_newuser (PLAN-08): undefined while hydrating,
 * then the data, or null, in which case the screen goes back to the sign-in it came from. The data is
 * dropped when the tab leaves the page (success navigates away with a full load).
 */
export function useSocialHandoff(): SocialHandoff | null | undefined {
  const router = useRouter();
  const raw = useSyncExternalStore(subscribe, () => readSocialHandoffRaw(window.sessionStorage), () => NOT_YET);
  const handoff = useMemo(() => (raw === NOT_YET ? NOT_YET : parseSocialHandoff(raw)), [raw]);

  useEffect(() => {
    if (handoff === null) router.replace(authPath("sign", "signin"));
  }, [handoff, router]);

  useEffect(() => {
    const drop = () => clearSocialHandoff(window.sessionStorage);
    window.addEventListener("pagehide", drop);
    return () => window.removeEventListener("pagehide", drop);
  }, []);

  return handoff;
}
