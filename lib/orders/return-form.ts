/**
 * The return request form (ACCT-07, BR-VAL-29): a tick and a quantity per returnable line, and one of
 * the spec's six reasons. The messages are the spec's; the values become POST api/return's body.
 */
import { z } from "zod";
import { RETURN_REASONS, type ReturnRequest } from "@/lib/api/schemas/order-history";

export const RETURN_FORM_MESSAGES = {
  reason: "please select a return reason",
  items: "please select one or more items to return.",
} as const;

const ReturnLine = z.object({ id: z.string(), selected: z.boolean(), units: z.number().int(), max: z.number().int() });

export const returnFormSchema = z.object({
  lines: z
    .array(ReturnLine)
    .refine((lines) => lines.some((l) => l.selected), RETURN_FORM_MESSAGES.items)
    // The quantity select offers 1…returnable units; anything else is a tampered form.
    .refine((lines) => lines.every((l) => !l.selected || (l.units >= 1 && l.units <= l.max)), RETURN_FORM_MESSAGES.items),
  // The select starts on its empty choice, "".
  reason: z.string().pipe(z.enum(RETURN_REASONS, { error: RETURN_FORM_MESSAGES.reason })),
});
export type ReturnFormInput = z.input<typeof returnFormSchema>;
export type ReturnFormValues = z.output<typeof returnFormSchema>;

export const returnFormDefaults = (lines: { id: string; returnable_units: number }[]): ReturnFormInput => ({
  lines: lines.map((l) => ({ id: l.id, selected: false, units: 1, max: l.returnable_units })),
  reason: "",
});

/** The valid form as POST api/return's body. */
export const returnRequestOf = (orderId: string, values: ReturnFormValues): ReturnRequest => ({
  order_id: orderId,
  items: values.lines.filter((l) => l.selected).map((l) => ({ order_item_id: l.id, units: l.units })),
  reason: values.reason,
});
