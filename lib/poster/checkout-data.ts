/**
 * The poster checkout link's `data` read back (TOOLS-11, CHK-22). It is anyone's input, so it is capped at
 * every stage (the parameter's length, the inflated size, the number of entries, each field) and never
 * throws: a bad link is a reason, which the page turns into a friendly message.
 */
import { z } from "zod";
import { BundleChoice } from "@/lib/api/schemas/cart";
import { Id } from "@/lib/api/schemas/common";
import { MAX_UNITS } from "@/lib/cart/quantity";
import { POSTER_CART_LIMITS, type PosterEntry } from "./cart";
import { fromBase64Url, readAll, through, unpack } from "./pack";

const PosterCart = z
  .array(
    z.object({
      store_id: Id,
      item_id: Id,
      variant_id: Id.nullable(),
      units: z.number().int().min(1).max(MAX_UNITS),
      bundle: z.array(BundleChoice).max(20).optional(),
    }),
  )
  .max(POSTER_CART_LIMITS.entries);

export type DecodedPosterCart = { ok: true; entries: PosterEntry[] } | { ok: false; reason: string };

const broken = (reason: string): DecodedPosterCart => ({ ok: false, reason });

/** The cart a `data` parameter holds, or why it holds none; never throws. */
export async function decodePosterCart(data: string | string[] | undefined | null): Promise<DecodedPosterCart> {
  if (typeof data !== "string" || data.length === 0) return broken("no data");
  if (data.length > POSTER_CART_LIMITS.dataChars) return broken("data too long");
  if (!/^[A-Za-z0-9_-]+$/.test(data)) return broken("not base64url");
  let inflated: Uint8Array | null;
  try {
    inflated = await readAll(through(fromBase64Url(data), new DecompressionStream("deflate-raw")), POSTER_CART_LIMITS.inflatedBytes);
  } catch {
    return broken("not deflated data");
  }
  if (!inflated) return broken("data inflates too far");
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(inflated));
  } catch {
    return broken("not JSON");
  }
  if (!Array.isArray(parsed)) return broken("not a list");
  const cart = PosterCart.safeParse(parsed.map(unpack));
  if (!cart.success) return broken(`invalid cart: ${cart.error.issues[0]?.message ?? "unknown"}`);
  if (cart.data.length === 0) return broken("empty cart");
  return { ok: true, entries: cart.data };
}
