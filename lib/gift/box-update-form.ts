/** GIFT-17's check form (BR-VAL-04): email required, valid, ≥ 4 characters; the order token required, ≥ 4 characters. */
import * as z from "zod/mini";
import { emailField } from "@/lib/forms/email";
import { BOX_UPDATE, BOX_UPDATE_TEXT } from "./box-update";

export const boxUpdateCheckSchema = z.object({
  email: emailField(BOX_UPDATE_TEXT.emailRequired, { min: BOX_UPDATE.minLength }),
  token: z.string().check(z.trim(), z.minLength(BOX_UPDATE.minLength, BOX_UPDATE_TEXT.tokenRequired), z.maxLength(BOX_UPDATE.tokenMax, BOX_UPDATE_TEXT.tokenRequired)),
});

export type BoxUpdateCheckInput = z.input<typeof boxUpdateCheckSchema>;
export type BoxUpdateCheckValues = z.output<typeof boxUpdateCheckSchema>;
