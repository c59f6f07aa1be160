/**
 * Image URLs served by GET /api/images/{kind}/{name}.svg. Names describe what to draw, so images
 * need no database and any URL always draws the same picture:
 *
 * - item:     `{garment}-{pattern}-{rrggbb}-{view}`   e.g. /api/images/item/dress-floral-c86b7e-front.svg
 * - banner:   `{theme}`                               e.g. /api/images/banner/new-season.svg
 * - category: `{category}` (cover), icon: `{category}` e.g. /api/images/category/dresses.svg
 * - avatar:   `{user name}`                           e.g. /api/images/avatar/demo.svg
 * - store:    `{user name}` (store banner)            e.g. /api/images/store/demo.svg
 */
export const GARMENTS = [
  "dress",
  "slipdress",
  "maxi",
  "tee",
  "tank",
  "blouse",
  "sweater",
  "jeans",
  "shorts",
  "skirt",
  "coat",
  "jacket",
  "blazer",
  "sneaker",
  "boot",
  "heel",
  "tote",
  "crossbody",
  "clutch",
  "necklace",
  "earrings",
  "ring",
  "bracelet",
  "scarf",
  "hat",
  "belt",
  "sunglasses",
] as const;
export type Garment = (typeof GARMENTS)[number];

export const PATTERNS = [
  "solid",
  "floral",
  "stripe",
  "dots",
  "check",
  "denim",
  "knit",
  "cable",
  "rib",
  "satin",
  "velvet",
  "linen",
  "pleat",
  "eyelet",
  "herringbone",
  "twill",
  "leather",
  "suede",
  "canvas",
  "quilted",
  "woven",
  "metal",
  "pearl",
  "gem",
  "paisley",
  "felt",
  "oxford",
] as const;
export type Pattern = (typeof PATTERNS)[number];

export const VIEWS = ["front", "back", "detail", "styled"] as const;
export type View = (typeof VIEWS)[number];

export const IMAGE_KINDS = ["item", "banner", "category", "icon", "avatar", "store"] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

export const itemImageUrl = (garment: Garment, pattern: Pattern, hex: string, view: View) =>
  `/api/images/item/${garment}-${pattern}-${hex.toLowerCase()}-${view}.svg`;
export const bannerImageUrl = (theme: string) => `/api/images/banner/${theme}.svg`;
export const categoryCoverUrl = (category: string) => `/api/images/category/${category}.svg`;
export const categoryIconUrl = (category: string) => `/api/images/icon/${category}.svg`;
export const avatarUrl = (userName: string) => `/api/images/avatar/${userName}.svg`;
export const storeBannerUrl = (userName: string) => `/api/images/store/${userName}.svg`;

export interface ItemImageSpec {
  garment: Garment;
  pattern: Pattern;
  hex: string;
  view: View;
}

const ITEM_NAME = /^([a-z]+)-([a-z]+)-([0-9a-f]{6})-([a-z]+)$/;

export function parseItemImageName(name: string): ItemImageSpec | null {
  const match = ITEM_NAME.exec(name);
  if (!match) return null;
  const [, garment, pattern, hex, view] = match as unknown as [string, string, string, string, string];
  if (!(GARMENTS as readonly string[]).includes(garment)) return null;
  if (!(PATTERNS as readonly string[]).includes(pattern)) return null;
  if (!(VIEWS as readonly string[]).includes(view)) return null;
  return { garment: garment as Garment, pattern: pattern as Pattern, hex, view: view as View };
}
