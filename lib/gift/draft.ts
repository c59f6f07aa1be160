/**
 * The gift-box draft (GIFT-11, BR-GIFT-12): what a set-up page's Next keeps on the client until the
 * checkout buys it, in localStorage so it survives a sign-in on the way (AUTH-08 brings the shopper
 * back to the gift home). One draft per sub-brand; the spec's shape, plus the store and, once step 1
 * ran, the coupon and the suggested pieces.
 */
import { createBrowserStore } from "@/lib/cart/browser-store";
import { parseStoredList } from "@/lib/stored-list";
import { occasionDate } from "./dates";
import type { GiftType } from "./pricing";

export interface GiftPickDate {
  /** the slot: va, mo, ch, bi, an */
  id: string;
  /** the slot's preset, or "own" when the shopper renamed it */
  evtSel: string;
  evtName: string;
  day: number;
  month: number;
  year: number;
}

export interface GiftOwnPick {
  evtName: string;
  ownTxt: string;
  day: number;
  month: number;
  year: number;
}

export interface GiftPick {
  item_id: string;
  variant_id: string | null;
  units: number;
}

export interface GiftDraft {
  store: string;
  /** the sub-brand code, lower case */
  subId: string;
  type: GiftType;
  noPiercedEar: boolean;
  pickedStyleIndex: number;
  pickedPriceIndex: number;
  senderName: string;
  recipientName: string;
  /** SO: the five slots */
  pickDates: GiftPickDate[];
  /** OT: a preset slot id, or "own" */
  evtSel: string;
  ownPick: GiftOwnPick | null;
  /** set by checkout step 1 */
  couponCode: string;
  picks: GiftPick[];
  /** set by checkout step 1: the shopper picked the pieces from the list (GIFT-10); absent in older drafts */
  isManualPick?: boolean;
}

export const GIFT_DRAFT_KEY = "sf.gift-drafts.v1";
const EMPTY: GiftDraft[] = [];

const isDate = (v: unknown): v is GiftPickDate =>
  !!v && typeof v === "object" && ["id", "evtSel", "evtName"].every((k) => typeof (v as Record<string, unknown>)[k] === "string") && ["day", "month", "year"].every((k) => Number.isInteger((v as Record<string, unknown>)[k]));

const isDraft = (v: unknown): v is GiftDraft => {
  if (!v || typeof v !== "object") return false;
  const d = v as Record<string, unknown>;
  return (
    ["store", "subId", "senderName", "recipientName", "evtSel", "couponCode"].every((k) => typeof d[k] === "string") &&
    (d.type === "SO" || d.type === "M" || d.type === "OT") &&
    typeof d.noPiercedEar === "boolean" &&
    Number.isInteger(d.pickedStyleIndex) &&
    Number.isInteger(d.pickedPriceIndex) &&
    Array.isArray(d.pickDates) &&
    d.pickDates.every(isDate) &&
    Array.isArray(d.picks)
  );
};

export const parseDrafts = (raw: string | null): GiftDraft[] => parseStoredList(raw, isDraft, EMPTY);

export const giftDrafts = createBrowserStore<GiftDraft[]>(GIFT_DRAFT_KEY, parseDrafts, EMPTY);

/** The draft of a store's sub-brand, or null. */
export const draftFor = (drafts: readonly GiftDraft[], store: string, subId: string) => drafts.find((d) => d.store === store && d.subId === subId.toLowerCase()) ?? null;

/** The draft the checkout buys: the last one saved. */
export const latestDraft = (drafts: readonly GiftDraft[], store: string) => [...drafts].reverse().find((d) => d.store === store) ?? null;

/** Keeps `draft` as the latest of its store (the one before it of the same sub-brand replaced). */
export const withDraft = (drafts: readonly GiftDraft[], draft: GiftDraft) => [...drafts.filter((d) => !(d.store === draft.store && d.subId === draft.subId)), draft];

const iso = (year: number, month: number, day: number) => `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;

/**
 * GIFT-12's occasions for a draft: SO's five slots (a renamed slot sends its name), OT's one, M's first
 * month (shipped now: the earliest date, `is_immediate`). Dates come again from month and day against
 * the server's clock, so a draft kept over a new year still sends a date the server accepts.
 */
export function draftOccasions(draft: GiftDraft, now: Date, bufferDays: number): { date: string; event_type: string; is_immediate: boolean }[] {
  const dateOf = (month: number, day: number, year: number) => occasionDate(month, day, now, bufferDays) ?? iso(year, month, day);
  if (draft.type === "SO") return draft.pickDates.map((p) => ({ date: dateOf(p.month, p.day, p.year), event_type: p.evtSel === "own" ? p.evtName.trim() : p.id, is_immediate: false }));
  if (draft.type === "OT" && draft.ownPick) {
    const own = draft.ownPick;
    return [{ date: dateOf(own.month, own.day, own.year), event_type: draft.evtSel === "own" ? own.ownTxt.trim() : draft.evtSel, is_immediate: false }];
  }
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + bufferDays * 86_400_000);
  return [{ date: start.toISOString().slice(0, 10), event_type: "month", is_immediate: true }];
}
