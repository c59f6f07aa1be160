import type { ShippingOption } from "@/lib/api/schemas/cart";
import { formatMoney } from "@/lib/money";

/** A shipping option is pick-up when its name is 'pick up' (BR-CHK-03); pick-up is free. */
export function isPickUp(option: Pick<ShippingOption, "name">): boolean {
  return option.name.trim().toLowerCase() === "pick up";
}

export function shippingPrice(option: ShippingOption): number {
  return isPickUp(option) ? 0 : option.price;
}

export function shippingLabel(option: ShippingOption): string {
  const price = shippingPrice(option);
  return `${option.name} (${price === 0 ? "Free" : formatMoney(price)})`;
}

/**
 * The method to calculate with: the saved one while it is still offered, else the only option when
 * there is just one (BR-CHK-04), else none until the shopper picks.
 */
export function resolveShippingMethod(options: readonly ShippingOption[], saved: string | null): string | null {
  if (saved && options.some((o) => o._id === saved)) return saved;
  return options.length === 1 ? (options[0]?._id ?? null) : null;
}
