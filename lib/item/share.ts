import { itemPath } from "@/lib/routes";

export interface Sharer {
  open_id: string;
  user_name: string;
}

/**
 * The link 'Copy item link' and the QR code carry: the item URL plus the sharer's open id and user
 * name as query parameters (BROWSE-22, G-56), so a purchase can be credited to the stylist.
 */
export function itemShareUrl(origin: string, store: string, storeId: string, itemId: string, sharer: Sharer): string {
  const url = new URL(itemPath(store, storeId, itemId), origin);
  url.searchParams.set("open_id", sharer.open_id);
  url.searchParams.set("user_name", sharer.user_name);
  return url.toString();
}
