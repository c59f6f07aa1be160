/**
 * What the last sign-in merge could not keep of the guest cart (finding 15.2), kept in localStorage
 * until the shopper has read it on the cart page: the merge runs just before the page navigates, so
 * a toast would be gone before anyone saw it.
 */
import type { NotKeptLine } from "@/lib/api/schemas/user";
import { createBrowserStore } from "./browser-store";
import { parseStoredList } from "@/lib/stored-list";

export const MERGE_NOTICE_KEY = "sf.cart-merge-notice.v1";
const EMPTY: NotKeptLine[] = [];

const isEntry = (v: unknown): v is NotKeptLine =>
  !!v && typeof v === "object" && ["cart_item_id", "name", "message"].every((k) => typeof (v as Record<string, unknown>)[k] === "string");

export function parseNotice(raw: string | null): NotKeptLine[] {
  return parseStoredList(raw, isEntry, EMPTY);
}

/** One line of the notice: 'Rosewood Wrap Dress: Out of stock' (the message alone for an unknown item). */
export const noticeText = (entry: NotKeptLine) => (entry.name ? `${entry.name}: ${entry.message}` : entry.message);

export const mergeNotice = createBrowserStore<NotKeptLine[]>(MERGE_NOTICE_KEY, parseNotice, EMPTY);

/** The shopper has read the notice. Storage may refuse the write: the notice then stays until it is allowed. */
export function dismissMergeNotice(): void {
  try {
    mergeNotice.write([]);
  } catch {
    // nothing else to do: the notice shows again on the next visit
  }
}
