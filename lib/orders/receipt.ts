/**
 * The placing browser's receipt for its order (finding 15.7). The done page confirms an order only
 * when it finds it: by the email and number in its address (the guest lookup, whose misses are
 * limited per visitor), or by this receipt, which the API sets as an httpOnly cookie when the order
 * is paid, so the shopper who just paid always sees their confirmation, even from a network whose
 * lookups were used up. It is a digest of the attempt's idempotency key, which only that browser
 * ever knew. Shared with server/ (eslint.config.mjs): no imports here.
 */
export const ORDER_RECEIPT_COOKIE = "sf_order_receipt";

/** Long enough for the done page and a reload; the lookup by email serves later visits. */
export const ORDER_RECEIPT_MAX_AGE_SECONDS = 60 * 60;

/** A receipt is a SHA-256 in hex. */
export const ORDER_RECEIPT_LENGTH = 64;
