/**
 * The demo catalogue, as plain data. `server/seed/index.ts` turns it into rows. Everything is fixed
 * (ids, prices, stock); the only inputs are the seeding time (pre-order dates are relative to it)
 * and a fixed-seed PRNG for the stock of ordinary variants. docs/seed.md lists the notable rows.
 */
import { itemImageUrl, type Garment, type Pattern } from "../images/names";

export const COLOURS = {
  Black: "1f1f22",
  Ivory: "efe6d6",
  White: "f4f3ef",
  Rose: "c86b7e",
  Blush: "e8b4b8",
  Burgundy: "7a2536",
  Navy: "23395d",
  Sky: "8fb8de",
  Sage: "9caf88",
  Olive: "6b6b3a",
  Camel: "c19a6b",
  Chocolate: "5b3a29",
  Red: "b3262e",
  Emerald: "1f6f50",
  Lilac: "b9a3d0",
  Mustard: "d4a017",
  Grey: "8d8f94",
  Charcoal: "3a3b40",
  Denim: "3f5f8a",
  "Light Wash": "8fa9c8",
  Gold: "c9a23f",
  Silver: "b8bcc2",
  Tan: "b48a5a",
  Cobalt: "2a4fb0",
  Coral: "f08a6c",
  Cream: "f3ead8",
} as const;
export type ColourName = keyof typeof COLOURS;

export const SIZE_SETS = {
  apparel: ["XS", "S", "M", "L", "XL"],
  jeans: ["24", "26", "28", "30", "32"],
  shoes: ["6", "7", "8", "9", "10"],
  ring: ["5", "6", "7", "8"],
  one: [] as string[],
} as const;
export type SizeSet = keyof typeof SIZE_SETS;

export type CategoryKey = "dresses" | "tops" | "jeans" | "outerwear" | "shoes" | "bags" | "jewelry" | "accessories";

export const CATEGORIES: { key: CategoryKey; name: string; exclusive?: boolean }[] = [
  { key: "dresses", name: "Dresses" },
  { key: "tops", name: "Tops" },
  { key: "jeans", name: "Jeans" },
  { key: "outerwear", name: "Outerwear" },
  { key: "shoes", name: "Shoes" },
  { key: "bags", name: "Bags" },
  { key: "jewelry", name: "Jewelry", exclusive: true },
  { key: "accessories", name: "Accessories" },
];

export const BRANDS = [
  "Aurelia",
  "North & Pine",
  "Velvet Row",
  "Indigo Mill",
  "Sol Studio",
  "Harbor Lane",
  "Maison Clé",
  "Kestrel",
  "Luna & Ivy",
  "Field Day",
] as const;
export type BrandName = (typeof BRANDS)[number];

export type StoreKey = "demo" | "chloe" | "marcus" | "luna";

export interface CatalogItem {
  /** numeric part of the id: `itm-001` */
  n: number;
  name: string;
  brand: BrandName;
  category: CategoryKey;
  garment: Garment;
  pattern: Pattern;
  colours: ColourName[];
  sizes: SizeSet;
  /** regular price in cents (the retail price of a member-priced item) */
  price: number;
  compareAt?: number;
  /** member price in cents: makes the item price_type 'member' */
  memberPrice?: number;
  /** extra cents on the larger sizes (XL, 32, 10), so some items show a price range */
  sizeUpcharge?: number;
  stores: StoreKey[];
  description: string;
  /** stock rule; default: fixed-seed pseudo-random 0..12 (about one variant in seven at 0) */
  stock?: "sold-out" | number | Record<string, number>;
  preorder?: "ended" | "open";
  /** influencer (styled) images */
  styled?: boolean;
  /** the starter pack (CART-10, G-50): a size preference when added, never removed from the cart */
  starter?: boolean;
}

export interface CatalogBundle {
  n: number;
  name: string;
  brand: BrandName;
  category: CategoryKey;
  garment: Garment;
  pattern: Pattern;
  colour: ColourName;
  discount: number;
  components: number[];
  stores: StoreKey[];
  description: string;
}

const P = (dollars: number) => Math.round(dollars * 100);

const D = {
  dress: "Cut to skim the body without clinging, with a waist that sits where it should.\n\nFully lined. Machine wash cold, hang to dry.",
  top: "An easy layer that works tucked or loose.\n\nSoft hand feel, holds its shape after washing.",
  jeans: "Rigid-look denim with a touch of stretch for comfort.\n\nFive pockets, zip fly, mid-weight 11 oz denim.",
  outer: "A considered layer for changing weather.\n\nDry clean recommended.",
  shoes: "Cushioned footbed and a grippy rubber sole.\n\nTrue to size; half sizes should size up.",
  bag: "Structured enough to stand on its own, light enough to carry all day.\n\nInterior zip pocket.",
  jewelry: "Hypoallergenic and nickel free.\n\nStore dry; polish with a soft cloth.",
  acc: "The finishing touch.\n\nSpot clean only.",
};

/** Items 1..64 and the starter pack 67 (65 and 66 are the bundles). Demo store items come first (positions follow this order). */
export const ITEMS: CatalogItem[] = [
  // ── Dresses (13 in the demo store, so filtering Dresses gives more than one page of 10) ──
  { n: 1, name: "Rosewood Wrap Dress", brand: "Aurelia", category: "dresses", garment: "dress", pattern: "floral", colours: ["Rose", "Navy", "Sage"], sizes: "apparel", price: P(89), compareAt: P(120), stores: ["demo", "chloe"], styled: true, description: `A wrap dress in a soft floral crepe that ties at the waist.\n\n${D.dress}`, stock: { "Rose/XS": 4, "Rose/S": 6, "Rose/M": 2, "Rose/L": 0, "Rose/XL": 3, "Navy/XS": 0, "Navy/S": 5, "Navy/M": 7, "Navy/L": 4, "Navy/XL": 0, "Sage/XS": 2, "Sage/S": 0, "Sage/M": 5, "Sage/L": 6, "Sage/XL": 1 } },
  { n: 2, name: "Midnight Slip Dress", brand: "Velvet Row", category: "dresses", garment: "slipdress", pattern: "satin", colours: ["Black", "Burgundy"], sizes: "apparel", price: P(118), stores: ["demo", "chloe"], stock: "sold-out", description: `Bias-cut satin that moves with you, with adjustable straps.\n\n${D.dress}` },
  { n: 3, name: "Sunday Linen Midi", brand: "Sol Studio", category: "dresses", garment: "dress", pattern: "linen", colours: ["Ivory", "Sky"], sizes: "apparel", price: P(78), stores: ["demo"], description: `Breathable linen midi with a square neck and patch pockets.\n\n${D.dress}` },
  { n: 4, name: "Gingham Picnic Dress", brand: "Field Day", category: "dresses", garment: "dress", pattern: "check", colours: ["Red", "Navy"], sizes: "apparel", price: P(64), compareAt: P(85), stores: ["demo"], description: `A puff-sleeve dress in classic gingham.\n\n${D.dress}` },
  { n: 5, name: "Column Maxi Dress", brand: "Maison Clé", category: "dresses", garment: "maxi", pattern: "solid", colours: ["Emerald", "Black"], sizes: "apparel", price: P(145), memberPrice: P(119), stores: ["demo", "chloe"], styled: true, description: `A floor-length column in heavy jersey.\n\n${D.dress}` },
  { n: 6, name: "Polka Dot Tea Dress", brand: "Harbor Lane", category: "dresses", garment: "dress", pattern: "dots", colours: ["Navy", "Black"], sizes: "apparel", price: P(72), stores: ["demo"], description: `A vintage-inspired tea dress with a fluted hem.\n\n${D.dress}` },
  { n: 7, name: "Pleated Party Dress", brand: "Velvet Row", category: "dresses", garment: "dress", pattern: "pleat", colours: ["Lilac", "Blush"], sizes: "apparel", price: P(98), compareAt: P(130), stores: ["demo"], description: `Knife pleats from the waist and a keyhole back.\n\n${D.dress}` },
  { n: 8, name: "Striped Shirt Dress", brand: "North & Pine", category: "dresses", garment: "dress", pattern: "stripe", colours: ["Sky", "Olive"], sizes: "apparel", price: P(69), stores: ["demo", "marcus"], description: `A crisp cotton shirt dress with a self belt.\n\n${D.dress}` },
  { n: 9, name: "Velvet Evening Maxi", brand: "Velvet Row", category: "dresses", garment: "maxi", pattern: "velvet", colours: ["Burgundy", "Emerald"], sizes: "apparel", price: P(168), memberPrice: P(139), compareAt: P(210), stores: ["demo"], description: `Crushed velvet with long sleeves and a thigh slit.\n\n${D.dress}` },
  { n: 10, name: "Knit Sweater Dress", brand: "Kestrel", category: "dresses", garment: "dress", pattern: "knit", colours: ["Camel", "Grey"], sizes: "apparel", price: P(92), stores: ["demo"], description: `A ribbed knit dress, warm enough for winter.\n\n${D.dress}` },
  { n: 11, name: "Coral Sundress", brand: "Sol Studio", category: "dresses", garment: "slipdress", pattern: "solid", colours: ["Coral"], sizes: "apparel", price: P(58), stores: ["demo"], description: `Thin straps, a smocked back and a swishy skirt.\n\n${D.dress}` },
  { n: 12, name: "Satin Midi Dress (Pre-order)", brand: "Maison Clé", category: "dresses", garment: "slipdress", pattern: "satin", colours: ["Gold", "Black"], sizes: "apparel", price: P(135), stores: ["demo"], preorder: "open", stock: 20, description: `Next season's satin midi: reserve yours now, it ships on the drop date.\n\n${D.dress}` },
  { n: 13, name: "Broderie Day Dress", brand: "Field Day", category: "dresses", garment: "dress", pattern: "eyelet", colours: ["White", "Sky"], sizes: "apparel", price: P(84), stores: ["demo", "chloe"], description: `Cotton broderie anglaise with a tiered skirt.\n\n${D.dress}` },

  // ── Tops ──
  { n: 14, name: "Everyday Cotton Tee", brand: "North & Pine", category: "tops", garment: "tee", pattern: "solid", colours: ["White", "Black", "Sage"], sizes: "apparel", price: P(28), stores: ["demo", "chloe", "marcus"], description: `Heavyweight organic cotton with a relaxed fit.\n\n${D.top}` },
  { n: 15, name: "Breton Stripe Top", brand: "Harbor Lane", category: "tops", garment: "tee", pattern: "stripe", colours: ["Navy", "Red"], sizes: "apparel", price: P(42), compareAt: P(55), stores: ["demo", "marcus"], description: `The classic boat-neck stripe.\n\n${D.top}` },
  { n: 16, name: "Silk Button Blouse", brand: "Maison Clé", category: "tops", garment: "blouse", pattern: "satin", colours: ["Ivory", "Blush", "Black"], sizes: "apparel", price: P(110), memberPrice: P(89), stores: ["demo", "chloe"], styled: true, description: `Washable silk with mother-of-pearl buttons.\n\n${D.top}` },
  { n: 17, name: "Cashmere Crew Sweater", brand: "Kestrel", category: "tops", garment: "sweater", pattern: "knit", colours: ["Camel", "Grey", "Navy"], sizes: "apparel", price: P(119), memberPrice: P(89), stores: ["demo", "chloe", "marcus"], description: `Grade-A cashmere, fully fashioned.\n\n${D.top}` },
  { n: 18, name: "Floral Peasant Blouse", brand: "Sol Studio", category: "tops", garment: "blouse", pattern: "floral", colours: ["Cream", "Sky"], sizes: "apparel", price: P(48), stores: ["demo"], description: `Gathered neckline and balloon sleeves.\n\n${D.top}` },
  { n: 19, name: "Ribbed Tank", brand: "Field Day", category: "tops", garment: "tank", pattern: "rib", colours: ["White", "Black", "Mustard"], sizes: "apparel", price: P(22), stores: ["demo", "chloe"], description: `A second-skin rib tank for layering.\n\n${D.top}` },
  { n: 20, name: "Chunky Cable Cardigan", brand: "Kestrel", category: "tops", garment: "sweater", pattern: "cable", colours: ["Cream", "Olive"], sizes: "apparel", price: P(96), compareAt: P(125), stores: ["demo"], stock: "sold-out", description: `Hand-feel cable knit with horn buttons.\n\n${D.top}` },
  { n: 21, name: "Gingham Camp Shirt", brand: "North & Pine", category: "tops", garment: "blouse", pattern: "check", colours: ["Sky", "Sage"], sizes: "apparel", price: P(54), stores: ["demo", "marcus"], description: `A boxy short-sleeve shirt with a camp collar.\n\n${D.top}` },

  // ── Jeans ──
  { n: 22, name: "Straight-Leg Jeans", brand: "Indigo Mill", category: "jeans", garment: "jeans", pattern: "denim", colours: ["Denim", "Light Wash", "Black"], sizes: "jeans", price: P(98), sizeUpcharge: P(10), stores: ["demo", "chloe", "marcus"], styled: true, description: `Our bestselling straight leg with a high rise.\n\n${D.jeans}` },
  { n: 23, name: "Wide-Leg Sailor Jeans", brand: "Indigo Mill", category: "jeans", garment: "jeans", pattern: "denim", colours: ["Denim"], sizes: "jeans", price: P(112), compareAt: P(140), stores: ["demo"], description: `Front patch pockets and a wide, full-length leg.\n\n${D.jeans}` },
  { n: 24, name: "Denim Mini Skirt", brand: "Indigo Mill", category: "jeans", garment: "skirt", pattern: "denim", colours: ["Light Wash", "Black"], sizes: "jeans", price: P(58), stores: ["demo", "chloe"], description: `A-line mini with a raw hem.\n\n${D.jeans}` },
  { n: 25, name: "Cut-Off Denim Shorts", brand: "Field Day", category: "jeans", garment: "shorts", pattern: "denim", colours: ["Light Wash"], sizes: "jeans", price: P(45), stores: ["demo"], description: `Broken-in shorts with a frayed hem.\n\n${D.jeans}` },
  { n: 26, name: "Black Skinny Jeans", brand: "Indigo Mill", category: "jeans", garment: "jeans", pattern: "denim", colours: ["Black", "Charcoal"], sizes: "jeans", price: P(88), memberPrice: P(74), stores: ["demo", "marcus"], description: `Power-stretch black denim that won't fade.\n\n${D.jeans}` },

  // ── Outerwear ──
  { n: 27, name: "Heritage Wool Coat (Pre-order)", brand: "Kestrel", category: "outerwear", garment: "coat", pattern: "herringbone", colours: ["Camel", "Charcoal"], sizes: "apparel", price: P(248), stores: ["demo"], preorder: "ended", stock: 15, description: `Italian wool herringbone, cut long. The pre-order window for this season has closed.\n\n${D.outer}` },
  { n: 28, name: "Classic Trench Coat", brand: "Harbor Lane", category: "outerwear", garment: "coat", pattern: "twill", colours: ["Tan", "Navy"], sizes: "apparel", price: P(189), compareAt: P(240), stores: ["demo", "chloe"], styled: true, description: `Double-breasted cotton gabardine with a storm flap.\n\n${D.outer}` },
  { n: 29, name: "Leather Moto Jacket", brand: "Velvet Row", category: "outerwear", garment: "jacket", pattern: "leather", colours: ["Black", "Chocolate"], sizes: "apparel", price: P(299), memberPrice: P(249), stores: ["demo", "marcus"], description: `Buttery lambskin with asymmetric zip.\n\n${D.outer}` },
  { n: 30, name: "Denim Trucker Jacket", brand: "Indigo Mill", category: "outerwear", garment: "jacket", pattern: "denim", colours: ["Denim", "Light Wash"], sizes: "apparel", price: P(89), stores: ["demo", "marcus"], description: `The original trucker, in rigid denim.\n\n${D.outer}` },
  { n: 31, name: "Tailored Blazer", brand: "Maison Clé", category: "outerwear", garment: "blazer", pattern: "twill", colours: ["Black", "Camel", "Cobalt"], sizes: "apparel", price: P(159), stores: ["demo", "chloe"], description: `A single-breasted blazer with a nipped waist.\n\n${D.outer}` },

  // ── Shoes ──
  { n: 32, name: "Court Sneakers", brand: "Field Day", category: "shoes", garment: "sneaker", pattern: "leather", colours: ["White", "Black"], sizes: "shoes", price: P(85), stores: ["demo", "chloe", "marcus"], description: `Clean leather low-tops with a padded collar.\n\n${D.shoes}` },
  { n: 33, name: "Chelsea Boots", brand: "Kestrel", category: "shoes", garment: "boot", pattern: "suede", colours: ["Tan", "Black"], sizes: "shoes", price: P(165), compareAt: P(210), stores: ["demo", "marcus"], description: `Water-repellent suede with elastic gussets.\n\n${D.shoes}` },
  { n: 34, name: "Pointed Slingback Heels", brand: "Velvet Row", category: "shoes", garment: "heel", pattern: "satin", colours: ["Black", "Red", "Blush"], sizes: "shoes", price: P(128), stores: ["demo", "chloe"], description: `A 70 mm heel that you can actually walk in.\n\n${D.shoes}` },
  { n: 35, name: "Canvas Runner", brand: "North & Pine", category: "shoes", garment: "sneaker", pattern: "canvas", colours: ["Navy", "Sage", "Cream"], sizes: "shoes", price: P(62), stores: ["demo"], description: `Lightweight canvas with a gum sole.\n\n${D.shoes}` },
  { n: 36, name: "Knee-High Riding Boots", brand: "Kestrel", category: "shoes", garment: "boot", pattern: "leather", colours: ["Chocolate"], sizes: "shoes", price: P(235), memberPrice: P(199), stores: ["demo"], description: `Tall leather boots with a stacked heel.\n\n${D.shoes}` },

  // ── Bags ──
  { n: 37, name: "Canvas Market Tote", brand: "Field Day", category: "bags", garment: "tote", pattern: "canvas", colours: ["Cream"], sizes: "one", price: P(38), stores: ["demo", "chloe"], stock: 8, description: `A roomy tote in heavy canvas with leather handles. One size, one colour.\n\n${D.bag}` },
  { n: 38, name: "Quilted Crossbody", brand: "Maison Clé", category: "bags", garment: "crossbody", pattern: "quilted", colours: ["Black", "Blush", "Burgundy"], sizes: "one", price: P(145), compareAt: P(180), stores: ["demo", "chloe"], styled: true, description: `Diamond-quilted leather on a chain strap.\n\n${D.bag}` },
  { n: 39, name: "Satin Evening Clutch", brand: "Velvet Row", category: "bags", garment: "clutch", pattern: "satin", colours: ["Gold", "Black"], sizes: "one", price: P(68), stores: ["demo"], description: `A slim clutch with a magnetic clasp.\n\n${D.bag}` },
  { n: 40, name: "Woven Leather Tote", brand: "Luna & Ivy", category: "bags", garment: "tote", pattern: "woven", colours: ["Tan", "Black"], sizes: "one", price: P(198), memberPrice: P(169), stores: ["demo", "luna"], description: `Hand-woven leather strips on a suede base.\n\n${D.bag}` },

  // ── Jewelry ──
  { n: 41, name: "Pendant Necklace", brand: "Luna & Ivy", category: "jewelry", garment: "necklace", pattern: "metal", colours: ["Gold", "Silver"], sizes: "one", price: P(48), stores: ["demo", "luna"], description: `A fine chain with a hammered disc pendant.\n\n${D.jewelry}` },
  { n: 42, name: "Classic Hoop Earrings", brand: "Luna & Ivy", category: "jewelry", garment: "earrings", pattern: "metal", colours: ["Gold", "Silver"], sizes: "one", price: P(36), stores: ["demo", "luna", "chloe"], description: `Everyday 30 mm hoops.\n\n${D.jewelry}` },
  { n: 43, name: "Stacking Ring", brand: "Aurelia", category: "jewelry", garment: "ring", pattern: "metal", colours: ["Gold", "Silver"], sizes: "ring", price: P(29), stores: ["demo", "luna"], description: `A slim band made to be worn in threes.\n\n${D.jewelry}` },
  { n: 44, name: "Pearl Drop Earrings", brand: "Aurelia", category: "jewelry", garment: "earrings", pattern: "pearl", colours: ["Ivory"], sizes: "one", price: P(58), compareAt: P(75), stores: ["demo", "luna"], description: `Freshwater pearls on gold-fill hooks.\n\n${D.jewelry}` },
  { n: 45, name: "Chain Link Bracelet", brand: "Luna & Ivy", category: "jewelry", garment: "bracelet", pattern: "metal", colours: ["Gold", "Silver"], sizes: "one", price: P(44), stores: ["demo", "luna"], description: `Chunky links with a toggle clasp.\n\n${D.jewelry}` },
  { n: 46, name: "Birthstone Signet Ring", brand: "Aurelia", category: "jewelry", garment: "ring", pattern: "gem", colours: ["Emerald", "Red", "Sky"], sizes: "ring", price: P(65), memberPrice: P(52), stores: ["demo", "luna"], description: `A gold-plated signet set with a birthstone.\n\n${D.jewelry}` },

  // ── Accessories ──
  { n: 47, name: "Silk Square Scarf", brand: "Maison Clé", category: "accessories", garment: "scarf", pattern: "paisley", colours: ["Navy", "Burgundy", "Mustard"], sizes: "one", price: P(55), stores: ["demo", "chloe"], description: `Hand-rolled edges on 100% silk twill.\n\n${D.acc}` },
  { n: 48, name: "Wool Fedora", brand: "Harbor Lane", category: "accessories", garment: "hat", pattern: "felt", colours: ["Camel", "Black"], sizes: "one", price: P(64), stores: ["demo", "marcus"], description: `Structured wool felt with a grosgrain band.\n\n${D.acc}` },
  { n: 49, name: "Leather Belt", brand: "Kestrel", category: "accessories", garment: "belt", pattern: "leather", colours: ["Tan", "Black"], sizes: "one", price: P(42), stores: ["demo", "marcus"], description: `Full-grain leather with a brass buckle.\n\n${D.acc}` },
  { n: 50, name: "Cat-Eye Sunglasses", brand: "Sol Studio", category: "accessories", garment: "sunglasses", pattern: "solid", colours: ["Black", "Tan"], sizes: "one", price: P(75), compareAt: P(95), stores: ["demo", "chloe"], description: `UV400 lenses in an acetate frame.\n\n${D.acc}` },

  // ── Other stores' own items ──
  { n: 51, name: "Tiered Maxi Skirt", brand: "Sol Studio", category: "jeans", garment: "skirt", pattern: "floral", colours: ["Mustard", "Sky"], sizes: "apparel", price: P(66), stores: ["chloe"], description: `Airy cotton voile in three tiers.\n\n${D.jeans}` },
  { n: 52, name: "Puff Sleeve Mini Dress", brand: "Velvet Row", category: "dresses", garment: "dress", pattern: "dots", colours: ["Black", "Rose"], sizes: "apparel", price: P(79), stores: ["chloe"], description: `A flirty mini with dramatic sleeves.\n\n${D.dress}` },
  { n: 53, name: "Mohair Cardigan", brand: "Kestrel", category: "tops", garment: "sweater", pattern: "knit", colours: ["Lilac", "Sage"], sizes: "apparel", price: P(105), stores: ["chloe"], description: `Fluffy mohair blend, cropped.\n\n${D.top}` },
  { n: 54, name: "Ballet Flats", brand: "Velvet Row", category: "shoes", garment: "heel", pattern: "leather", colours: ["Blush", "Black"], sizes: "shoes", price: P(95), stores: ["chloe"], description: `Soft leather flats with a bow.\n\n${D.shoes}` },
  { n: 55, name: "Oxford Shirt", brand: "North & Pine", category: "tops", garment: "blouse", pattern: "oxford", colours: ["Sky", "White"], sizes: "apparel", price: P(68), stores: ["marcus"], description: `Button-down collar in brushed oxford cloth.\n\n${D.top}` },
  { n: 56, name: "Selvedge Slim Jeans", brand: "Indigo Mill", category: "jeans", garment: "jeans", pattern: "denim", colours: ["Denim"], sizes: "jeans", price: P(148), stores: ["marcus"], description: `Japanese selvedge denim, slim taper.\n\n${D.jeans}` },
  { n: 57, name: "Quilted Field Jacket", brand: "Harbor Lane", category: "outerwear", garment: "jacket", pattern: "quilted", colours: ["Olive", "Navy"], sizes: "apparel", price: P(175), stores: ["marcus"], description: `Diamond-quilted with corduroy collar.\n\n${D.outer}` },
  { n: 58, name: "Suede Desert Boots", brand: "Kestrel", category: "shoes", garment: "boot", pattern: "suede", colours: ["Tan"], sizes: "shoes", price: P(130), stores: ["marcus"], description: `Crepe sole, unlined suede.\n\n${D.shoes}` },
  { n: 59, name: "Canvas Weekender", brand: "Field Day", category: "bags", garment: "tote", pattern: "canvas", colours: ["Olive", "Navy"], sizes: "one", price: P(120), stores: ["marcus"], description: `Waxed canvas holdall with leather trim.\n\n${D.bag}` },
  { n: 60, name: "Gold Cuff Bracelet", brand: "Aurelia", category: "jewelry", garment: "bracelet", pattern: "metal", colours: ["Gold"], sizes: "one", price: P(85), stores: ["luna"], description: `A sculptural open cuff.\n\n${D.jewelry}` },
  { n: 61, name: "Layered Chain Necklace", brand: "Luna & Ivy", category: "jewelry", garment: "necklace", pattern: "metal", colours: ["Gold", "Silver"], sizes: "one", price: P(62), memberPrice: P(49), stores: ["luna"], description: `Three fine chains on one clasp.\n\n${D.jewelry}` },
  { n: 62, name: "Sapphire Stud Earrings", brand: "Aurelia", category: "jewelry", garment: "earrings", pattern: "gem", colours: ["Cobalt"], sizes: "one", price: P(120), compareAt: P(150), stores: ["luna"], description: `Lab-grown sapphires in a four-claw setting.\n\n${D.jewelry}` },
  { n: 63, name: "Cocktail Ring", brand: "Aurelia", category: "jewelry", garment: "ring", pattern: "gem", colours: ["Emerald", "Lilac"], sizes: "ring", price: P(78), stores: ["luna"], stock: "sold-out", description: `An oversized stone in a vintage setting.\n\n${D.jewelry}` },
  { n: 64, name: "Beaded Anklet", brand: "Luna & Ivy", category: "jewelry", garment: "bracelet", pattern: "pearl", colours: ["Ivory", "Coral"], sizes: "one", price: P(26), stores: ["luna"], description: `Seed beads on a stretch cord.\n\n${D.jewelry}` },
  // ── the starter pack (CART-10, G-50: the welcome box): chloe's, one colour in five sizes ──
  { n: 67, name: "Welcome Starter Pack", brand: "North & Pine", category: "tops", garment: "tee", pattern: "solid", colours: ["White"], sizes: "apparel", price: P(49), stores: ["chloe"], stock: 20, starter: true, description: `Three wardrobe basics, picked by your stylist in your size: a tee, a tank and a knit.\n\nChoose your size preference when you add it; it stays in your cart until you check out.` },
];

/** Bundle items: sold as one line, each component's option chosen separately. */
export const BUNDLES: CatalogBundle[] = [
  { n: 65, name: "Weekend Denim Set", brand: "Indigo Mill", category: "jeans", garment: "jeans", pattern: "denim", colour: "Denim", discount: 10, components: [22, 14], stores: ["demo", "marcus"], description: "Our Straight-Leg Jeans with the Everyday Cotton Tee: 10% off when bought together.\n\nChoose a size and colour for each piece." },
  { n: 66, name: "Evening Sparkle Set", brand: "Luna & Ivy", category: "jewelry", garment: "necklace", pattern: "metal", colour: "Gold", discount: 15, components: [41, 42], stores: ["demo", "luna"], description: "The Pendant Necklace with Classic Hoop Earrings: 15% off as a set.\n\nChoose a finish for each piece." },
];

export interface CatalogStore {
  key: StoreKey;
  id: string;
  userId: string;
  email: string;
  password: string;
  userName: string;
  firstName: string;
  lastName: string;
  name: string;
  description: string;
  canShareBox: boolean;
  storeLink: string | null;
  subscriptionBrands: { code: string; name: string }[];
  palette: string;
}

export const STORES: CatalogStore[] = [
  {
    key: "demo",
    id: "store-demo",
    userId: "user-stylist-demo",
    email: "stylist@example.com",
    password: "stylist123",
    userName: "demo",
    firstName: "Dana",
    lastName: "Moreau",
    name: "Dana's Edit",
    description: "Hi, I'm Dana! I pick pieces that mix easily, last for years and feel as good as they look. New arrivals every week.",
    canShareBox: true,
    storeLink: "https://example.com/dana",
    subscriptionBrands: [
      { code: "gfb", name: "Gift Box" },
      { code: "rcb", name: "Monthly Jewelry Box" },
    ],
    palette: "rose",
  },
  {
    key: "chloe",
    id: "store-chloe",
    userId: "user-stylist-chloe",
    email: "chloe@example.com",
    password: "chloe1234",
    userName: "chloe",
    firstName: "Chloe",
    lastName: "Park",
    name: "Chloe's Closet",
    description: "Romantic, feminine and a little bit vintage. Dresses for every occasion.",
    canShareBox: false,
    storeLink: null,
    subscriptionBrands: [{ code: "gfb", name: "Gift Box" }],
    palette: "lilac",
  },
  {
    key: "marcus",
    id: "store-marcus",
    userId: "user-stylist-marcus",
    email: "marcus@example.com",
    password: "marcus1234",
    userName: "marcus",
    firstName: "Marcus",
    lastName: "Hale",
    name: "Marcus Essentials",
    description: "Well-made basics and workwear that only get better with age.",
    canShareBox: true,
    storeLink: null,
    subscriptionBrands: [],
    palette: "navy",
  },
  {
    key: "luna",
    id: "store-luna",
    userId: "user-stylist-luna",
    email: "luna@example.com",
    password: "luna12345",
    userName: "luna",
    firstName: "Luna",
    lastName: "Reyes",
    name: "Luna Jewels",
    description: "Fine and demi-fine jewelry to layer, stack and gift.",
    canShareBox: false,
    storeLink: null,
    subscriptionBrands: [{ code: "rcb", name: "Monthly Jewelry Box" }],
    palette: "gold",
  },
];

export const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
export const brandId = (name: string) => `brand-${slug(name)}`;
export const itemId = (n: number) => `itm-${String(n).padStart(3, "0")}`;
export const itemCode = (n: number) => `SF-${String(1000 + n)}`;

/** The item's gallery: front, back and a fabric close-up in its first colour. */
export function itemFiles(garment: Garment, pattern: Pattern, colour: ColourName): string[] {
  const hex = COLOURS[colour];
  return [itemImageUrl(garment, pattern, hex, "front"), itemImageUrl(garment, pattern, hex, "back"), itemImageUrl(garment, pattern, hex, "detail")];
}
