/**
 * The "default" checkbox of the address and card dialogs. The server keeps exactly one default
 * while the shopper has any (the first one saved becomes it; un-ticking the current default leaves
 * it the default), so in those two cases the box is shown ticked and locked, with the reason,
 * instead of offering a choice the server would ignore.
 */
export interface DefaultChoice {
  checked: boolean;
  /** why the box cannot be changed, or null when it can */
  lockedBecause: "first" | "current" | null;
}

export function defaultChoice({ isFirst, isCurrentDefault }: { isFirst: boolean; isCurrentDefault: boolean }): DefaultChoice {
  if (isFirst) return { checked: true, lockedBecause: "first" };
  if (isCurrentDefault) return { checked: true, lockedBecause: "current" };
  return { checked: false, lockedBecause: null };
}

/** What the request says: a locked box is always ticked. */
export const wantsDefault = (choice: DefaultChoice, ticked: boolean) => choice.lockedBecause !== null || ticked;
