/**
 * Variant rules of the item option picker (spec A:83, BROWSE-15/17, BR-UI-12). Pure functions over
 * an item's variants; the picker component only renders what these return.
 */
import type { Variant } from "@/lib/api/schemas/item";
import { clampUnits, unitLimit } from "@/lib/cart/quantity";

/** One option category (e.g. "Size") with its values in the order they first appear. */
export interface OptionGroup {
  name: string;
  values: string[];
}

/** Chosen value per group name; a group that is absent is not chosen yet. */
export type Selection = Readonly<Record<string, string>>;

export interface OptionState {
  value: string;
  /** some variant has this value together with the values chosen in the other groups */
  enabled: boolean;
  /**
   * It can be bought: a value not chosen, together with the values chosen in the other groups; the
   * chosen value, together with the values chosen in the groups before its own. False options are
   * greyed (struck) but still selectable.
   */
  inStock: boolean;
  selected: boolean;
}

/** Option groups derived from the variants' options, groups and values ordered as they first appear. */
export function optionGroups(variants: readonly Variant[]): OptionGroup[] {
  const groups: OptionGroup[] = [];
  for (const variant of variants) {
    for (const { name, option } of variant.options) {
      let group = groups.find((g) => g.name === name);
      if (!group) {
        group = { name, values: [] };
        groups.push(group);
      }
      if (!group.values.includes(option)) group.values.push(option);
    }
  }
  return groups;
}

function optionOf(variant: Variant, group: string): string | undefined {
  return variant.options.find((o) => o.name === group)?.option;
}

/** Variants that carry every chosen value, ignoring the group `except`. */
function matching(variants: readonly Variant[], selection: Selection, except?: string): Variant[] {
  const chosen = Object.entries(selection).filter(([group]) => group !== except);
  return variants.filter((v) => chosen.every(([group, value]) => optionOf(v, group) === value));
}

/** The chosen values of the groups listed before `group` (the picker shows groups in this order). */
function selectionBefore(variants: readonly Variant[], group: string, selection: Selection): Selection {
  const names = optionGroups(variants).map((g) => g.name);
  const earlier = new Set(names.slice(0, Math.max(0, names.indexOf(group))));
  return Object.fromEntries(Object.entries(selection).filter(([name]) => earlier.has(name)));
}

/**
 * The enabled / in-stock / selected state of every value of `group` under a partial selection.
 * A chosen value is struck only when it cannot be bought with the choices of the groups before it:
 * picking a size the chosen colour lacks strikes the size, not the colour that other sizes still
 * sell (finding 15.17).
 */
export function optionStates(variants: readonly Variant[], group: OptionGroup, selection: Selection): OptionState[] {
  const others = matching(variants, selection, group.name);
  const before = matching(variants, selectionBefore(variants, group.name, selection));
  const withValue = (pool: Variant[], value: string) => pool.filter((v) => optionOf(v, group.name) === value);
  return group.values.map((value) => {
    const selected = selection[group.name] === value;
    return {
      value,
      enabled: withValue(others, value).length > 0,
      inStock: withValue(selected ? before : others, value).some((v) => v.stock > 0),
      selected,
    };
  });
}

/** True when every group has a value. */
export function isComplete(groups: readonly OptionGroup[], selection: Selection): boolean {
  return groups.every((g) => selection[g.name] !== undefined);
}

/**
 * The variant the selection points at, or null while a group is still open or the combination does
 * not exist. An item without option groups resolves only when it has exactly one variant.
 */
export function findVariant(variants: readonly Variant[], selection: Selection): Variant | null {
  const groups = optionGroups(variants);
  if (groups.length === 0) return variants.length === 1 ? (variants[0] ?? null) : null;
  if (!isComplete(groups, selection)) return null;
  return matching(variants, selection)[0] ?? null;
}

/** Choosing a value (or null to clear the group) returns the next selection. */
export function choose(selection: Selection, group: string, value: string | null): Selection {
  const next = { ...selection };
  if (value === null) delete next[group];
  else next[group] = value;
  return next;
}

/** The selection that points at a given variant (to edit a cart line with its current option). */
export function selectionOf(variant: Variant | null | undefined): Selection {
  return Object.fromEntries((variant?.options ?? []).map((o) => [o.name, o.option]));
}

/**
 * The selection on a fresh open. A single-variant item is preselected outright (its picker is
 * hidden, BR-UI-12). Otherwise, group by group in order, a group with exactly one enabled in-stock
 * value is picked; earlier picks narrow the later groups.
 */
export function initialSelection(variants: readonly Variant[], start: Selection = {}): Selection {
  if (variants.length === 1) return selectionOf(variants[0]);
  let selection = start;
  for (const group of optionGroups(variants)) {
    if (selection[group.name] !== undefined) continue;
    const available = optionStates(variants, group, selection).filter((s) => s.enabled && s.inStock);
    if (available.length === 1 && available[0]) selection = choose(selection, group.name, available[0].value);
  }
  return selection;
}

/** The option dropdown is hidden when the item has one variant or none (BR-UI-12). */
export function isPickerHidden(variants: readonly Variant[]): boolean {
  return variants.length <= 1;
}

/**
 * Quantity kept between 1 and the stock of the chosen variant (BROWSE-17), and never above the cart's
 * per-line limit. Without a variant (stock unknown) only the cart limit applies; stock 0 keeps 1 so
 * the field stays valid while the add button is disabled.
 */
export function clampQuantity(quantity: number, stock: number | null): number {
  return clampUnits(quantity, stock);
}

/** The upper bound the quantity stepper offers for a variant's stock (null when none is chosen). */
export function maxQuantity(stock: number | null): number {
  return Math.max(1, unitLimit(stock));
}

/** 'Red / M', used where a variant is shown as one choice (bundle selects, cart lines). */
export function variantLabel(options: readonly { option: string }[]): string {
  return options.length > 0 ? options.map((o) => o.option).join(" / ") : "One size";
}
