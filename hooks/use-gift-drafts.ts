"use client";
import { useSyncExternalStore } from "react";
import { giftDrafts, type GiftDraft } from "@/lib/gift/draft";

/**
 * The gift drafts of this browser (lib/gift/draft.ts); empty on the server. A hook of its own, without the
 * API calls of the checkout's hooks: the gift home reads it on first load.
 */
export function useGiftDrafts(): GiftDraft[] {
  return useSyncExternalStore(giftDrafts.subscribe, giftDrafts.read, giftDrafts.serverSnapshot);
}
