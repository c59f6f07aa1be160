/**
 * The sub-brands this shop sells gift boxes under (BR-GIFT-02): gfb, the gift box, and rcb, the monthly
 * jewelry box. A store may list another code (store_subscription_brands); no link is made to it, as its
 * gift home would be a 404. Codes match in any case (C-45). Shared with server/ (no imports here).
 */
export const GIFT_SUB_BRANDS = ["gfb", "rcb"] as const;

export const isGiftSubBrand = (code: string): boolean => (GIFT_SUB_BRANDS as readonly string[]).includes(code.toLowerCase());
