/**
 * Image URLs served by GET /api/images/{kind}/{name}.{png|svg}. Names describe what to draw, so images
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

/**
 * Pictures are served as PNG, rasterised once on the server: browsers paint SVG <img>s on the main
 * thread, and a page of detailed illustrations cost a phone seconds. PNG also lets next/image resize
 * and re-encode them like the real backend's photos. Icons stay SVG (tiny, drawn at 24 px).
 */
export const IMAGE_FORMATS = ["png", "svg"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const itemImageUrl = (garment: Garment, pattern: Pattern, hex: string, view: View) =>
  `/api/images/item/${garment}-${pattern}-${hex.toLowerCase()}-${view}.png`;
export const bannerImageUrl = (theme: string) => `/api/images/banner/${theme}.png`;
export const categoryCoverUrl = (category: string) => `/api/images/category/${category}.png`;
export const categoryIconUrl = (category: string) => `/api/images/icon/${category}.svg`;
export const avatarUrl = (userName: string) => `/api/images/avatar/${userName}.png`;
export const storeBannerUrl = (userName: string) => `/api/images/store/${userName}.png`;

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
