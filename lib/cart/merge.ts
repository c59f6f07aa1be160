/** The guest cart joins the account's cart right after a session starts (BR-AUTH-05). */
import type { ApiResult } from "@/lib/api/errors";
import { callLazily } from "@/lib/api/lazy";
import type { MergedCart } from "@/lib/api/schemas/user";
import { changeLocalCart } from "./actions";
import { toCalcItems } from "./cart-lines";
import { localCart } from "./local-cart";
import { mergeNotice } from "./merge-notice";

/**
 * Posts the browser's lines (their local ids let the server skip lines it merged before) and clears
 * them only once the server has them: a failure keeps the guest cart, so nothing is lost and the
 * next sign-in tries again. What the server could not keep is saved for the cart page to tell.
 * Browser only; the sign-in flow calls it before it navigates. The API client and its schemas load
 * with the call (lib/api/lazy.ts): the sign-in pages' first load stays without them.
 */
export async function mergeGuestCartIntoAccount(): Promise<ApiResult<MergedCart>> {
  const lines = localCart.read();
  const result = await callLazily(() => import("@/lib/api/calls/cart"), (calls, api) => calls.mergeServerCart(api, { items: toCalcItems(lines) }));
  if (result.ok && lines.length) {
    // Only the lines that were sent leave: one added in another tab meanwhile waits for the next merge.
    const sent = new Set(lines.map((l) => l.local_id));
    changeLocalCart((current) => current.filter((l) => !sent.has(l.local_id)));
    if (result.data.not_kept.length) {
      try {
        mergeNotice.write(result.data.not_kept);
      } catch {
        // storage refused: the lines are merged all the same, only the notice is lost
      }
    }
  }
  return result;
}
