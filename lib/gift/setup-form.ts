/**
 * The gift-box set-up form (GIFT-04…09, BR-VAL-25…27): its values, the zod schema with the spec's
 * messages for each type, and the draft its Next keeps (GIFT-11). Selects hold strings ("" is none).
 */
import { z } from "zod";
import type { GiftStyle, GiftTypeInfo } from "@/lib/api/schemas/subscription";
import { daysInMonth, occasionDate, SO_SLOTS } from "./dates";
import type { GiftDraft } from "./draft";
import { GIFT_MESSAGES as MSG, greetingIssue } from "./messages";
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

const text = (message?: string) => z.string().max(GIFT_NAME_MAX, message ?? `at most ${GIFT_NAME_MAX} characters`);

const validDay = (month: string, day: string) => {
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

/** The schema of a type's set-up: every problem at once, each under its field. */
export function giftSetupSchema(type: GiftType) {
  return z
    .object({
      // a radio group with nothing checked reads null
      style: z.string().nullable().transform((v) => v ?? ""),
      pkg: z.string().nullable().transform((v) => v ?? ""),
      noPiercedEar: z.boolean(),
      senderName: text(),
      recipientName: text(),
      slots: z.array(z.object({ id: z.string(), name: text(), month: z.string(), day: z.string() })),
      evtSel: z.string(),
      ownTxt: text(),
      month: z.string(),
      day: z.string(),
    })
    .superRefine((values, ctx) => {
      if (!values.style) ctx.addIssue({ code: "custom", path: ["style"], message: MSG.style });
      if (!values.pkg) ctx.addIssue({ code: "custom", path: ["pkg"], message: MSG.packageType });
      const greeting = greetingIssue(values.senderName, values.recipientName);
      if (greeting) ctx.addIssue({ code: "custom", path: [greeting.field], message: greeting.message });
      if (type === "SO") {
        let incomplete = false;
        values.slots.forEach((slot, i) => {
          if (!slot.name.trim()) {
            incomplete = true;
            ctx.addIssue({ code: "custom", path: ["slots", i, "name"], message: MSG.eventName });
          }
          if (!validDay(slot.month, slot.day)) {
            incomplete = true;
            ctx.addIssue({ code: "custom", path: ["slots", i, "month"], message: MSG.date });
          }
        });
        if (incomplete || values.slots.length !== 5) ctx.addIssue({ code: "custom", path: ["evtSel"], message: MSG.allOccasions });
      }
      if (type === "OT") {
        if (!values.evtSel) ctx.addIssue({ code: "custom", path: ["evtSel"], message: MSG.occasion });
        if (!validDay(values.month, values.day)) ctx.addIssue({ code: "custom", path: ["month"], message: MSG.monthDay });
        if (values.evtSel === OWN_OCCASION && !values.ownTxt.trim()) ctx.addIssue({ code: "custom", path: ["ownTxt"], message: MSG.ownName });
      }
    });
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
