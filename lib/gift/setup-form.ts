/**
 * The gift-box set-up form (GIFT-04…09, BR-VAL-25…27): its values and the draft its Next keeps (GIFT-11).
 * Selects hold strings ("" is none). Its zod schema is in setup-schema.ts, which the form loads on its
 * first validation (lib/forms/lazy-zod-resolver.ts).
 */
import type { GiftStyle, GiftTypeInfo } from "@/lib/api/schemas/subscription";
import { daysInMonth, occasionDate, SO_SLOTS } from "./dates";
import type { GiftDraft } from "./draft";
import type { GiftType } from "./pricing";

/** What a greeting name or an event name may hold (the API's cap). */
export const GIFT_NAME_MAX = 120;
/** OT's choice of its own occasion rather than a preset. */
export const OWN_OCCASION = "own";

export interface GiftSlotValues {
  id: string;
  name: string;
  month: string;
  day: string;
}

export interface GiftSetupValues {
  style: string;
  pkg: string;
  noPiercedEar: boolean;
  senderName: string;
  recipientName: string;
  /** SO: the five slots va, mo, ch, bi, an */
  slots: GiftSlotValues[];
  /** OT: a preset slot id, OWN_OCCASION, or "" */
  evtSel: string;
  ownTxt: string;
  month: string;
  day: string;
}

/** A month and day that exist (BR-GIFT-06). */
export const validDay = (month: string, day: string) => {
  const m = Number(month);
  const d = Number(day);
  return Number.isInteger(m) && m >= 1 && m <= 12 && Number.isInteger(d) && d >= 1 && d <= daysInMonth(m);
};

/** The defaults: SO's slots with the spec's dates for va, mo, ch (BR-GIFT-05); nothing picked. */
export function giftSetupDefaults(): GiftSetupValues {
  return {
    style: "",
    pkg: "",
    noPiercedEar: false,
    senderName: "",
    recipientName: "",
    slots: SO_SLOTS.map((s) => ({ id: s.id, name: s.name, month: s.month ? String(s.month) : "", day: s.day ? String(s.day) : "" })),
    evtSel: "",
    ownTxt: "",
    month: "",
    day: "",
  };
}

/** The date an occasion gets for a month and day (the year chosen automatically, C-27); null while incomplete. */
export function shownDate(month: string, day: string, now: Date, bufferDays: number): string | null {
  return validDay(month, day) ? occasionDate(Number(month), Number(day), now, bufferDays) : null;
}

const yearOf = (month: string, day: string, now: Date, bufferDays: number) => Number(shownDate(month, day, now, bufferDays)?.slice(0, 4) ?? now.getUTCFullYear());

/** GIFT-11: the draft a checked form keeps. */
export function draftFromSetup(
  values: GiftSetupValues,
  setup: { store: string; subId: string; type: GiftType; info: { types: GiftTypeInfo[]; styles: GiftStyle[]; now: Date; bufferDays: number } },
): GiftDraft {
  const { type, info } = setup;
  const priced = info.types.find((t) => t.id === type);
  const presets = new Map<string, string>(SO_SLOTS.map((s) => [s.id, s.name]));
  return {
    store: setup.store,
    subId: setup.subId,
    type,
    noPiercedEar: values.noPiercedEar,
    pickedStyleIndex: info.styles.findIndex((s) => s.id === values.style),
    pickedPriceIndex: priced?.items.findIndex((i) => i.id === values.pkg) ?? -1,
    senderName: values.senderName.trim(),
    recipientName: values.recipientName.trim(),
    pickDates:
      type === "SO"
        ? values.slots.map((slot) => ({
            id: slot.id,
            evtSel: slot.name.trim() === presets.get(slot.id) ? slot.id : OWN_OCCASION,
            evtName: slot.name.trim(),
            month: Number(slot.month),
            day: Number(slot.day),
            year: yearOf(slot.month, slot.day, info.now, info.bufferDays),
          }))
        : [],
    evtSel: type === "OT" ? values.evtSel : "",
    ownPick:
      type === "OT"
        ? { evtName: values.evtSel === OWN_OCCASION ? values.ownTxt.trim() : (presets.get(values.evtSel) ?? values.evtSel), ownTxt: values.ownTxt.trim(), month: Number(values.month), day: Number(values.day), year: yearOf(values.month, values.day, info.now, info.bufferDays) }
        : null,
    couponCode: "",
    picks: [],
  };
}

/** The form's values for a draft kept earlier (back from checkout, or after signing in): what the shopper had picked. */
export function setupValuesOf(draft: GiftDraft, choices: { styles: GiftStyle[]; packages: readonly { id: string }[] }): GiftSetupValues {
  const defaults = giftSetupDefaults();
  const text = (n: number) => (n ? String(n) : "");
  return {
    ...defaults,
    style: choices.styles[draft.pickedStyleIndex]?.id ?? "",
    pkg: choices.packages[draft.pickedPriceIndex]?.id ?? "",
    noPiercedEar: draft.noPiercedEar,
    senderName: draft.senderName,
    recipientName: draft.recipientName,
    slots: draft.type === "SO" && draft.pickDates.length === 5 ? draft.pickDates.map((p) => ({ id: p.id, name: p.evtName, month: text(p.month), day: text(p.day) })) : defaults.slots,
    evtSel: draft.type === "OT" ? draft.evtSel : "",
    ownTxt: draft.ownPick?.ownTxt ?? "",
    month: draft.type === "OT" ? text(draft.ownPick?.month ?? 0) : "",
    day: draft.type === "OT" ? text(draft.ownPick?.day ?? 0) : "",
  };
}
