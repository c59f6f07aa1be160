/**
 * The subscription box item update (GIFT-17, API-71/72, BR-VAL-04, BR-GIFT-09): its words and its
 * numbers, shared by the page and the server. The check form's schema is in `box-update-form.ts`.
 */

export const BOX_UPDATE = {
  /** API-69 for the update page: subId `gfb`, 24 a page (BR-GIFT-09) */
  subId: "gfb",
  listLimit: 24,
  /** pieces a box holds when its package does not say (BR-GIFT-09: 2 preselected items per box) */
  picksPerBox: 2,
  /** the carousel shows 3 pieces per slide */
  perSlide: 3,
  /** package_set's default (BR-GIFT-09) */
  packageSet: 1,
  /** BR-VAL-04: email and token at least 4 characters */
  minLength: 4,
  /** the token's length limit (ours are 26 characters) */
  tokenMax: 64,
} as const;

export const BOX_UPDATE_TEXT = {
  title: "Update your box items",
  intro: "Enter the email you ordered with and the order token from your gift box mail.",
  check: "Check",
  emailRequired: "email address required",
  tokenRequired: "order id required",
  /** email and token do not open a box (the same words whichever is wrong) */
  notFound: "We could not find a gift box for this email and order token.",
  shipped: "Every box of this order has shipped, so its items can no longer be changed.",
  confirm: "Confirm",
  updated: "Item selection updated",
  pickCount: (n: number) => `Please select ${n} items.`,
  notInBox: "A picked item is not available for this box.",
} as const;

export interface PickedUnits {
  item_id: string;
  units: number;
}

/** The picks' problem for a box of `perBox` pieces (exactly that many units, each piece once), or null. */
export function picksProblem(picks: readonly PickedUnits[], perBox: number): string | null {
  const units = picks.reduce((sum, p) => sum + p.units, 0);
  if (units !== perBox || new Set(picks.map((p) => p.item_id)).size !== picks.length) return BOX_UPDATE_TEXT.pickCount(perBox);
  return null;
}

export interface BoxPick {
  item_id: string;
  units: number;
  variant_id: string | null;
}

/**
 * A piece pressed in the carousel: picked again it is put back; a new one joins the picks, and when the
 * box is full the oldest pick makes room (as the size survey's third pick, BR-VAL-23).
 */
export function togglePick(picks: readonly BoxPick[], piece: { _id: string; variants: { id: string }[] }, perBox: number): BoxPick[] {
  if (picks.some((p) => p.item_id === piece._id)) return picks.filter((p) => p.item_id !== piece._id);
  const next = [...picks, { item_id: piece._id, units: 1, variant_id: piece.variants[0]?.id ?? null }];
  while (next.reduce((sum, p) => sum + p.units, 0) > perBox) next.shift();
  return next;
}

/** The carousel's slides: `perSlide` pieces each. */
export function slidesOf<T>(pieces: readonly T[], perSlide: number = BOX_UPDATE.perSlide): T[][] {
  const slides: T[][] = [];
  for (let i = 0; i < pieces.length; i += perSlide) slides.push(pieces.slice(i, i + perSlide));
  return slides;
}
