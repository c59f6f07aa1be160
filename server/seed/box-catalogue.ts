/**
 * The Get Styled Box catalogue (ONB-16/17), generated: 480 items in 11 categories from 20 brands, stage 1
 * (Essentials) from the everyday brands and stage 2 (Exclusive) from the premium ones, in the 15 box colours
 * and the box sizes (XS–XXXL+, 24–40 for jeans and pants, one size for bags, jewelry and accessories),
 * priced $9–$450 so the 300+ end of the price filter matters. A fixed-seed PRNG makes every fresh database
 * the same; `now` only places the dates the items joined the box catalogue. docs/seed.md describes it.
 */
import { BOX_ALPHA_SIZES, BOX_COLOURS, BOX_NUMERIC_SIZES, type BoxColour } from "../../lib/box/filters";
import { prng } from "../images/colour";
import { slug } from "./catalog";
import { categoryCoverUrl, categoryIconUrl, itemImageUrl, type Garment, type Pattern } from "../images/names";

const BOX_SEED = 20_260_514;
const DAY = 24 * 60 * 60 * 1000;

type SizeRun = "alpha" | "numeric" | "one";

interface CategorySpec {
  key: string;
  name: string;
  /** what the generator draws: a garment and the patterns it may wear */
  looks: [Garment, Pattern[], string[]][];
  sizes: SizeRun;
  /** regular price range in dollars (stage 2 costs more) */
  dollars: [number, number];
  colours: BoxColour[];
  /** how many of the 480 items */
  share: number;
  care: string;
}

const APPAREL: BoxColour[] = ["Black", "White", "Grey", "Beige", "Brown", "Red", "Pink", "Orange", "Yellow", "Green", "Blue", "Navy", "Purple"];
const DENIM: BoxColour[] = ["Blue", "Navy", "Black", "White", "Grey"];

export const BOX_CATEGORY_SPECS: CategorySpec[] = [
  { key: "dresses", name: "Dresses", sizes: "alpha", dollars: [38, 240], colours: APPAREL, share: 70, care: "Fully lined. Machine wash cold, hang to dry.",
    looks: [["dress", ["solid", "floral", "dots", "check", "eyelet", "stripe"], ["Wrap Dress", "Midi Dress", "Shirt Dress", "Shift Dress", "Sundress"]], ["slipdress", ["satin", "solid", "floral"], ["Slip Dress", "Cami Dress"]], ["maxi", ["solid", "velvet", "floral", "pleat"], ["Maxi Dress", "Column Dress"]]] },
  { key: "tops", name: "Tops", sizes: "alpha", dollars: [14, 130], colours: APPAREL, share: 70, care: "Soft hand feel, holds its shape after washing.",
    looks: [["tee", ["solid", "stripe", "rib"], ["Tee", "Crew Tee", "Boxy Tee"]], ["tank", ["rib", "solid"], ["Tank", "Camisole"]], ["blouse", ["satin", "floral", "check", "oxford", "linen", "paisley"], ["Blouse", "Shirt", "Button-Down"]]] },
  { key: "knitwear", name: "Knitwear", sizes: "alpha", dollars: [40, 280], colours: APPAREL, share: 45, care: "Hand wash cold, dry flat.",
    looks: [["sweater", ["knit", "cable", "rib"], ["Sweater", "Cardigan", "Pullover", "Turtleneck"]]] },
  { key: "jeans", name: "Jeans", sizes: "numeric", dollars: [48, 260], colours: DENIM, share: 50, care: "Rigid-look denim with a touch of stretch.",
    looks: [["jeans", ["denim"], ["Straight Jeans", "Skinny Jeans", "Wide-Leg Jeans", "Bootcut Jeans", "Mom Jeans"]]] },
  { key: "pants", name: "Pants", sizes: "numeric", dollars: [36, 200], colours: APPAREL, share: 35, care: "Machine wash cold, warm iron.",
    looks: [["jeans", ["twill", "linen", "solid", "herringbone"], ["Trousers", "Chinos", "Wide-Leg Pants", "Cargo Pants", "Cigarette Pants"]]] },
  { key: "skirts", name: "Skirts", sizes: "alpha", dollars: [28, 160], colours: APPAREL, share: 35, care: "Machine wash cold, hang to dry.",
    looks: [["skirt", ["pleat", "solid", "floral", "denim", "check", "satin"], ["Mini Skirt", "Midi Skirt", "Pencil Skirt", "Wrap Skirt"]]] },
  { key: "shorts", name: "Shorts", sizes: "alpha", dollars: [20, 95], colours: APPAREL, share: 25, care: "Machine wash cold.",
    looks: [["shorts", ["denim", "linen", "solid", "stripe"], ["Shorts", "Bermuda Shorts", "Paper-Bag Shorts"]]] },
  { key: "outerwear", name: "Outerwear", sizes: "alpha", dollars: [80, 420], colours: APPAREL, share: 45, care: "Dry clean recommended.",
    looks: [["coat", ["herringbone", "twill", "solid"], ["Trench Coat", "Wool Coat", "Car Coat"]], ["jacket", ["leather", "denim", "quilted", "suede"], ["Moto Jacket", "Bomber Jacket", "Field Jacket"]], ["blazer", ["twill", "check", "velvet"], ["Blazer", "Boyfriend Blazer"]]] },
  { key: "bags", name: "Bags", sizes: "one", dollars: [30, 450], colours: ["Black", "Brown", "Beige", "Red", "Pink", "Green", "Navy", "White", "Gold", "Silver"], share: 40, care: "Interior zip pocket. Wipe clean.",
    looks: [["tote", ["canvas", "woven", "leather"], ["Tote", "Market Tote", "Shopper"]], ["crossbody", ["quilted", "leather", "suede"], ["Crossbody", "Camera Bag", "Saddle Bag"]], ["clutch", ["satin", "velvet", "leather"], ["Clutch", "Evening Clutch"]]] },
  { key: "jewelry", name: "Jewelry", sizes: "one", dollars: [12, 380], colours: ["Gold", "Silver"], share: 40, care: "Hypoallergenic and nickel free.",
    looks: [["necklace", ["metal", "pearl"], ["Necklace", "Pendant", "Chain"]], ["earrings", ["metal", "pearl", "gem"], ["Hoops", "Studs", "Drop Earrings"]], ["ring", ["metal", "gem"], ["Ring", "Signet Ring"]], ["bracelet", ["metal", "pearl"], ["Bracelet", "Cuff", "Bangle"]]] },
  { key: "accessories", name: "Accessories", sizes: "one", dollars: [15, 150], colours: ["Black", "Brown", "Beige", "Red", "Navy", "Green", "Grey", "Pink", "Yellow", "Purple"], share: 25, care: "Spot clean only.",
    looks: [["scarf", ["paisley", "solid", "check", "stripe"], ["Scarf", "Square Scarf"]], ["hat", ["felt", "woven"], ["Fedora", "Sun Hat"]], ["belt", ["leather", "suede"], ["Belt", "Waist Belt"]], ["sunglasses", ["solid"], ["Sunglasses", "Cat-Eye Sunglasses"]]] },
];

/** Stage 1 (Essentials) comes from the everyday brands, stage 2 (Exclusive) from the premium ones. */
export const BOX_BRANDS: Record<1 | 2, string[]> = {
  1: ["North & Pine", "Field Day", "Harbor Lane", "Indigo Mill", "Sol Studio", "Common Thread", "Daybreak", "Juniper & Co.", "Oak Street", "Tidewater"],
  2: ["Maison Clé", "Velvet Row", "Aurelia", "Luna & Ivy", "Kestrel", "Atelier Nine", "Marlowe", "Rue Verte", "Solene", "Thistle & Crown"],
};

const STYLE_WORDS = ["Relaxed", "Classic", "Everyday", "Tailored", "Soft", "Cropped", "Oversized", "Fitted", "Vintage", "Weekend", "City", "Coastal", "Essential", "Studio", "Heritage", "Luxe", "Easy", "Signature", "Featherweight", "Modern"];
const PATTERN_WORDS: Partial<Record<Pattern, string>> = {
  floral: "Floral", stripe: "Striped", dots: "Polka Dot", check: "Gingham", denim: "Denim", knit: "Knit", cable: "Cable-Knit", rib: "Ribbed",
  satin: "Satin", velvet: "Velvet", linen: "Linen", pleat: "Pleated", eyelet: "Eyelet", herringbone: "Herringbone", twill: "Twill", leather: "Leather",
  suede: "Suede", canvas: "Canvas", quilted: "Quilted", woven: "Woven", pearl: "Pearl", gem: "Gemstone", paisley: "Paisley", felt: "Felt", oxford: "Oxford",
};

export interface BoxVariantSpec {
  id: string;
  colour: BoxColour;
  size: string | null;
  sku: string;
  price: number;
  compareAt: number | null;
  stock: number;
  image: string;
}

export interface BoxItemSpec {
  id: string;
  code: string;
  name: string;
  brand: string;
  stage: 1 | 2;
  categoryId: string;
  categoryName: string;
  description: string;
  thumb: string;
  files: string[];
  addedAt: Date;
  searchText: string;
  variants: BoxVariantSpec[];
}

export const boxItemId = (n: number) => `gsb-${String(n).padStart(3, "0")}`;
export const boxCategoryId = (key: string) => `box-${key}`;

const HEX = Object.fromEntries(BOX_COLOURS.map((c) => [c.name, c.hex])) as Record<BoxColour, string>;

export const boxCategoryRows = () =>
  BOX_CATEGORY_SPECS.map((c, position) => ({ id: boxCategoryId(c.key), name: c.name, cover: categoryCoverUrl(c.key), icon: categoryIconUrl(c.key), position }));

/** A run of sizes from the box size list: 4–6 letter sizes, or 5–8 waist sizes between 24 and 40. */
function sizeRun(run: SizeRun, rand: () => number): (string | null)[] {
  if (run === "one") return [null];
  const list = run === "alpha" ? BOX_ALPHA_SIZES : BOX_NUMERIC_SIZES;
  const length = run === "alpha" ? 4 + Math.floor(rand() * 3) : 5 + Math.floor(rand() * 4);
  const start = Math.floor(rand() * (list.length - length + 1));
  return list.slice(start, start + length);
}

function pick<T>(list: readonly T[], rand: () => number): T {
  return list[Math.floor(rand() * list.length)]!;
}

function pickSome<T>(list: readonly T[], count: number, rand: () => number): T[] {
  const pool = [...list];
  const out: T[] = [];
  while (out.length < count && pool.length) out.push(pool.splice(Math.floor(rand() * pool.length), 1)[0]!);
  return out;
}

/** The whole box catalogue, the same for every call with the same `now`. */
export function boxCatalogue(now: Date): BoxItemSpec[] {
  const rand = prng(BOX_SEED);
  const items: BoxItemSpec[] = [];
  let n = 0;
  for (const category of BOX_CATEGORY_SPECS) {
    for (let k = 0; k < category.share; k++) {
      n += 1;
      const id = boxItemId(n);
      const code = `GS-${String(n).padStart(4, "0")}`;
      // about 3 in 5 items are Essentials
      const stage: 1 | 2 = rand() < 0.6 ? 1 : 2;
      const brand = pick(BOX_BRANDS[stage], rand);
      const [garment, patterns, nouns] = pick(category.looks, rand);
      const pattern = pick(patterns, rand);
      const words = [pick(STYLE_WORDS, rand), PATTERN_WORDS[pattern], pick(nouns, rand)].filter(Boolean);
      const name = words.join(" ");
      // one colour for 2 items in 5, two for 2 in 5, three for the rest
      const colourCount = rand();
      const colours = pickSome(category.colours, colourCount < 0.4 ? 1 : colourCount < 0.8 ? 2 : 3, rand);
      const sizes = sizeRun(category.sizes, rand);
      // skewed towards the low end; the exclusive stage costs about 40% more
      const [lo, hi] = category.dollars;
      const dollars = Math.round((lo + (hi - lo) * rand() ** 1.6) * (stage === 2 ? 1.4 : 1));
      const price = dollars * 100;
      const compareAt = rand() < 0.15 ? Math.round(dollars * 1.3) * 100 : null;
      const upcharge = rand() < 0.3 ? 500 : 0;
      const soldOut = rand() < 0.04;
      const variants: BoxVariantSpec[] = [];
      for (const colour of colours) {
        for (const size of sizes) {
          const large = size !== null && (size === "XXL" || size === "XXXL+" || Number(size) >= 36);
          const extra = large ? upcharge : 0;
          variants.push({
            id: `${id}-${slug(colour)}${size ? `-${slug(size)}` : ""}`,
            colour,
            size,
            sku: `${code}-${colour.toUpperCase()}${size ? `-${size}` : ""}`,
            price: price + extra,
            compareAt: compareAt === null ? null : compareAt + extra,
            stock: soldOut || rand() < 0.18 ? 0 : 1 + Math.floor(rand() * 15),
            image: itemImageUrl(garment, pattern, HEX[colour], "front"),
          });
        }
      }
      const first = HEX[colours[0]!];
      const files = [
        itemImageUrl(garment, pattern, first, "front"),
        itemImageUrl(garment, pattern, first, "back"),
        itemImageUrl(garment, pattern, first, "detail"),
        ...colours.slice(1).map((c) => itemImageUrl(garment, pattern, HEX[c], "front")),
      ];
      const addedAt = new Date(now.getTime() - Math.floor(rand() * 365 * DAY));
      items.push({
        id,
        code,
        name,
        brand,
        stage,
        categoryId: boxCategoryId(category.key),
        categoryName: category.name,
        description: `${name} by ${brand}, picked for the Get Styled Box.\n\n${category.care}`,
        thumb: files[0]!,
        files,
        addedAt,
        searchText: [name, brand, category.name, ...colours].join(" "),
        variants,
      });
    }
  }
  return items;
}
