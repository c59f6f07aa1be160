import "server-only";
import { getSubscriptionInfo } from "@/lib/api/calls/gift";
import { unwrap } from "@/lib/api/errors";
import { publicApi } from "@/lib/api/server";

/**
 * A store's gift store for a sub-brand (GIFT-01): null (the page's 404) for an unknown code or a store
 * that does not promote it (the API's 404); any other failure is the page's error.
 */
export async function loadGiftInfo(store: string, code: string) {
  const result = await getSubscriptionInfo(await publicApi(), code.toLowerCase(), store);
  if (!result.ok && result.error.kind === "http" && (result.error.status === 404 || result.error.status === 400)) return null;
  return unwrap(result);
}
