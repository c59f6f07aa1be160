/**
 * Gift-box prices as the landing and set-up pages show them (BR-GIFT-01…04). Cents throughout.
 */

export type GiftType = "SO" | "M" | "OT";

/** BR-GIFT-10: the set-up page suffix of each type. */
export const GIFT_TYPE_PAGE = { SO: "fiveboxes", M: "monthly", OT: "onebox" } as const satisfies Record<GiftType, string>;

export const typeOfPage = (page: string): GiftType | null => (Object.keys(GIFT_TYPE_PAGE) as GiftType[]).find((type) => GIFT_TYPE_PAGE[type] === page) ?? null;

/** How many boxes a type's package buys now: SO the five-box pack, M and OT one box. */
export const boxesOf = (type: GiftType) => (type === "SO" ? 5 : 1);

interface PricedType {
  items: readonly { price: number }[];
}

/** BR-GIFT-03: a type's starting price is its first price item's; null when it has none. */
export const startingPrice = (type: PricedType | undefined): number | null => type?.items[0]?.price ?? null;

/** BR-GIFT-04 / C-28: five boxes at the OT price, shown struck through beside the SO pack's price. */
export const otOriginalPrice = (ot: PricedType | undefined): number | null => {
  const price = startingPrice(ot);
  return price === null ? null : 5 * price;
};

/**
 * The per-box prices of a package (the subscription_occasions rows): SO's first box is the free one
 * (BR-GIFT-08 'First Box Free'), the other four share the pack's price; M and OT: one box at the price.
 * The shares always add up to `total` exactly.
 */
export function boxShares(type: GiftType, total: number): number[] {
  if (type !== "SO") return [total];
  const paid = 4;
  const base = Math.floor(total / paid);
  const rest = total - base * paid;
  return [0, ...Array.from({ length: paid }, (_, i) => base + (i < rest ? 1 : 0))];
}
