/** Changes to the guest cart with the spec's messages; storage can refuse a write (private mode, full). */
import { addLine, newLocalId, type LocalCartLine, type NewLine } from "./cart-lines";
import { localCart } from "./local-cart";

export const ADD_FAILED_MESSAGE = "There was an issue adding item, please try again later.";
export const BUNDLE_ADDED_MESSAGE = "bundle items added.";
export const itemsAddedMessage = (units: number) => `${units} items added.`;
export const optionUpdatedMessage = (name: string) => `${name} option updated.`;
export const removedMessage = (name: string) => `${name} removed.`;

/** Applies a change to the stored lines; false when the browser refuses to store the result. */
export function changeLocalCart(change: (lines: LocalCartLine[]) => LocalCartLine[]): boolean {
  try {
    localCart.update(change);
    return true;
  } catch {
    return false;
  }
}

/** `stock`: of what the line stands for, so the line keeps to it (lib/cart/quantity.ts); null when unknown. */
export function addToLocalCart(line: NewLine, stock: number | null = null): boolean {
  return changeLocalCart((lines) => addLine(lines, line, () => newLocalId(), stock));
}
