import "server-only";
import { getUserProfile } from "@/lib/api/calls/user";
import { publicApi } from "@/lib/api/server";
import { forwardedHeaders } from "./forwarded";
import { inviteCodeFrom } from "./invite-code";

/**
 * PLAN-06: the plan sign-up passes the invite name of the store the visitor came from (`?code=`, else
 * `?store=`, as the Style Myself flow links here). A stylist's user name is their invite code
 * (BR-AUTH-07); API-09 (`GET api/user/profile?user_name=`) confirms that it names a store, so a made-up
 * name is not shown as an invite. The store's open id has no field in the sign-up call (API-01): the
 * invite code is what ties the new account to the store (docs/decisions.md).
 */
export async function planInviteCode(query: Pick<URLSearchParams, "get">): Promise<string | undefined> {
  const name = inviteCodeFrom(query.get("code") ?? query.get("store"));
  if (!name) return undefined;
  const profile = await getUserProfile(await publicApi(await forwardedHeaders()), name);
  return profile.ok && profile.data.store ? profile.data.store.user_name : undefined;
}
