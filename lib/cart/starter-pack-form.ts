/** The starter pack's size picker (CART-10, BR-VAL-23): a size preference is required. */
import { z } from "zod";
import { STARTER_TEXT } from "./starter-pack";

export const starterSizeSchema = z.object({ variantId: z.string({ error: STARTER_TEXT.sizeRequired }).min(1, STARTER_TEXT.sizeRequired) });
export type StarterSizeValues = z.infer<typeof starterSizeSchema>;
