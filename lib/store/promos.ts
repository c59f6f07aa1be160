import type { Route } from "next";
import type { SubscriptionBrand } from "@/lib/api/schemas/shop";
import { formatMoney } from "@/lib/money";
import { subBrandPath } from "@/lib/routes";

export interface SubBrandPromo {
  code: string;
  eyebrow: string;
  title: string;
  points: string[];
  cta: string;
  href: Route;
}

/** rcb: the monthly jewelry box at $24.99 (spec A:6). */
export const RCB_MONTHLY_PRICE = 2499;

/**
 * Promo blocks for the store's sub-brands (BROWSE-06). The spec gives facts, not copy: rcb is a
 * monthly jewelry box at $24.99 a month with free shipping, cancel anytime; gfb is the gift box
 * whose 5 special occasions pack saves 20% = one box free. Codes match case-insensitively (C-45); a
 * code nothing is sold under gets no block (lib/gift/sub-brands.ts).
 */
export function subBrandPromos(store: string, brands: SubscriptionBrand[]): SubBrandPromo[] {
  return brands.flatMap((brand) => {
    const code = brand.code.toLowerCase();
    const href = subBrandPath(store, code);
    // No block for a sub-brand nothing is sold under: its page would be a 404.
    if (!href) return [];
    if (code === "rcb") {
      return {
        code,
        eyebrow: "Jewelry subscription",
        title: brand.name,
        points: [`${formatMoney(RCB_MONTHLY_PRICE)} a month`, "Free shipping", "Cancel anytime"],
        cta: "Start my box",
        href,
      };
    }
    return {
      code,
      eyebrow: "Gift box",
      title: brand.name,
      points: ["A styled gift for every occasion", "5 Special Occasions pack: one box free"],
      cta: "Send a gift",
      href,
    };
  });
}
