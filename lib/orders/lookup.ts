/** The guest order lookup (LOOKUP-01…04): its form's rules and the query that loads it directly. */
import * as z from "zod/mini";
import { emailField } from "@/lib/forms/email";

/** BR-VAL-06 */
export const LOOKUP_MESSAGES = {
  email: "please enter an email address",
  orderId: "please enter an order id",
  /** LOOKUP-03 (the server's 404 says the same) */
  notFound: "User or order not found, please check the email and order id.",
} as const;

/**
 * Both are required and trimmed; an email that cannot be one gets the same message as a missing one. zod/mini,
 * like the email rule, so the lookup page ships a small zod (`npm run bench:route-js`).
 */
export const lookupSchema = z.object({
  email: emailField(LOOKUP_MESSAGES.email),
  orderId: z.string().check(z.trim(), z.minLength(1, LOOKUP_MESSAGES.orderId)),
});

export type LookupFields = z.input<typeof lookupSchema>;

type Query = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

/** `?order_id=&email=` (G-04); the detail loads directly only when both are there (LOOKUP-04). */
export function lookupQuery(query: Query): { fields: LookupFields; complete: boolean } {
  const fields = { email: first(query.email).trim().slice(0, 254), orderId: first(query.order_id).trim().slice(0, 40) };
  return { fields, complete: lookupSchema.safeParse(fields).success };
}
