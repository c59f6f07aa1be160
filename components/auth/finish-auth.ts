"use client";
/**
 * After the server action has set the session cookies: move the guest cart into the account, then
 * load the destination with a full navigation so every island sees the new session.
 */
export async function finishAuth(redirectTo: string): Promise<void> {
  // MERGE CALL SITE: `await mergeGuestCartIntoAccount()` from lib/cart/merge.ts (helper B) goes here.
  window.location.assign(redirectTo);
}
