/**
 * Back-in-stock requests sent during this visit (finding 15.16), so the notify button keeps saying
 * so for that variant however often the shopper switches variants. Kept in memory, not in storage:
 * sign-in and sign-out reload the page, so another account on the same device never inherits a
 * request it did not make; after a reload a repeat is harmless (the server answers it the same).
 */
const requested = new Set<string>();

const keyOf = (itemId: string, variantId: string) => JSON.stringify([itemId, variantId]);

export const wasRequested = (itemId: string, variantId: string) => requested.has(keyOf(itemId, variantId));

export function markRequested(itemId: string, variantId: string): void {
  requested.add(keyOf(itemId, variantId));
}
