import { z } from "zod";

/**
 * Money travels as integer cents everywhere in this contract (request and response), so no layer
 * ever adds floats. `lib/money.ts` turns cents into the spec's '$ 12.00'.
 */
export const Cents = z.number().int();
export type Cents = z.infer<typeof Cents>;

export const Id = z.string().min(1).max(64);

/** Every successful response is `{ success: true, data }`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

/** Every failure is a non-2xx status with this body; `message` is meant for display. */
export const ApiErrorBody = z.object({
  success: z.literal(false),
  message: z.string(),
  error_code: z.number().int().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

export const Address = z.object({
  name: z.string().trim().min(1).max(120),
  address: z.string().trim().min(1).max(200),
  address2: z.string().trim().max(200).default(""),
  city: z.string().trim().min(1).max(100),
  state: z.string().trim().max(50).default(""),
  zip_code: z.string().trim().min(5).max(10),
  phone: z.string().trim().regex(/^\d{10}$/, "phone must be 10 digits"),
  country: z.string().default("US"),
});
export type Address = z.infer<typeof Address>;
