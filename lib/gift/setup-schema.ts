/**
 * The gift-box set-up's zod schema (GIFT-04…09, BR-VAL-25…27) with the spec's messages for each type: every
 * problem at once, each under its field. Kept apart from setup-form.ts so the set-up page loads zod with the
 * form's first validation, not with the page.
 */
import { z } from "zod";
import { GIFT_MESSAGES as MSG, greetingIssue } from "./messages";
import type { GiftType } from "./pricing";
import { GIFT_NAME_MAX, OWN_OCCASION, validDay } from "./setup-form";

const text = (message?: string) => z.string().max(GIFT_NAME_MAX, message ?? `at most ${GIFT_NAME_MAX} characters`);

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

