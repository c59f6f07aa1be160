import { z } from "zod";
import { centsInput, INT4_MAX } from "./common";

/**
 * The operator's change to one catalogue variant (`PATCH /api/admin/items/{item_id}/variants/{variant_id}`,
 * not in the spec: catalogue items come from the backend, and this is how the embedded one edits them).
 * Every field is optional, at least one is required and no other is accepted (a misspelt field must not
 * look like a successful change). Money in cents.
 */
export const VariantUpdate = z
  .strictObject({
    /** what the shopper pays (a member-priced item's member price) */
    price: centsInput().min(1).optional(),
    /** the non-member price: only member-priced items have one of their own (others follow `price`) */
    retail_price: centsInput().min(1).optional(),
    /** the struck-through "was" price, above `price`; null removes it */
    compare_at_price: centsInput().min(1).nullable().optional(),
    stock: z.number().int().min(0).max(INT4_MAX).optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), "send at least one of price, retail_price, compare_at_price, stock");
export type VariantUpdate = z.infer<typeof VariantUpdate>;
