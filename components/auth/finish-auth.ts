"use client";
import { mergeGuestCartIntoAccount } from "@/lib/cart/merge";

/**
 * After the server action has set the session cookies: move the guest cart into the account, then
 * load the destination with a full navigation so every island sees the new session. A failed merge
 * keeps the guest lines in the browser; the signed-in cart page merges them on its next load.
 */
export async function finishAuth(redirectTo: string, replace = false): Promise<void> {
  await mergeGuestCartIntoAccount();
  // `replace`: the sign-in page leaves the history (SHARE-06, koldir)
  if (replace) window.location.replace(redirectTo);
  else window.location.assign(redirectTo);
}
