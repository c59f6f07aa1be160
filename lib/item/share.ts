import { itemPath } from "@/lib/routes";

export interface Sharer {
  open_id: string;
  user_name: string;
}

/**
 * The link 'Copy item link' and the QR code carry: the item URL plus the sharer's open id and user
 * name as query parameters (BROWSE-22, G-56), so a purchase can be credited to the stylist. When the
 * store's owner shares it, their invite code (`code`, their user name) is added too: a sign-up through
 * the link is credited to them (proxy.ts keeps it for the sign-up page).
 */
export function itemShareUrl(origin: string, store: string, storeId: string, itemId: string, sharer: Sharer, inviteCode?: string | null): string {
  const url = new URL(itemPath(store, storeId, itemId), origin);
  url.searchParams.set("open_id", sharer.open_id);
  url.searchParams.set("user_name", sharer.user_name);
  if (inviteCode) url.searchParams.set("code", inviteCode);
  return url.toString();
}

/** The owner's invite code when the viewer owns the store (A:126), else null: a stylist's code is their user name. */
export function ownerInviteCode(viewerUserName: string | null | undefined, ownerUserName: string): string | null {
  return viewerUserName && viewerUserName.toLowerCase() === ownerUserName.toLowerCase() ? ownerUserName : null;
}
