/**
 * The My Measurements survey options (ACCT-22/23): style images drawn by the image route (a styled
 * view of a garment, like the catalogue's) and the catalogue's brands as the store/brand choices.
 */
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { avatarUrl, itemImageUrl, type Garment, type Pattern } from "../images/names";
import { BRANDS } from "./catalog";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

const STYLES: { value: string; label: string; garment: Garment; pattern: Pattern; hex: string; gender: "" | "f" | "m" }[] = [
  { value: "romantic", label: "Romantic", garment: "dress", pattern: "floral", hex: "c86b7e", gender: "f" },
  { value: "classic", label: "Classic", garment: "blazer", pattern: "solid", hex: "1f2a44", gender: "" },
  { value: "casual", label: "Casual", garment: "tee", pattern: "stripe", hex: "3b6ea5", gender: "" },
  { value: "bohemian", label: "Bohemian", garment: "maxi", pattern: "eyelet", hex: "c9a66b", gender: "f" },
  { value: "minimal", label: "Minimal", garment: "sweater", pattern: "knit", hex: "d9d4cc", gender: "" },
  { value: "edgy", label: "Edgy", garment: "jacket", pattern: "leather", hex: "222222", gender: "" },
  { value: "denim", label: "Denim Days", garment: "jeans", pattern: "denim", hex: "4a6fa5", gender: "" },
  { value: "glam", label: "Glam", garment: "slipdress", pattern: "satin", hex: "7a2e4a", gender: "f" },
];

function brandValue(brand: string): string {
  return brand
    .toLowerCase()
    .normalize("NFD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export async function seedPreferenceOptions(tx: Tx): Promise<void> {
  await tx.insert(t.preferenceOptions).values([
    ...STYLES.map((s, position) => ({
      groupId: "preferred-styles",
      value: s.value,
      label: s.label,
      image: itemImageUrl(s.garment, s.pattern, s.hex, "styled"),
      gender: s.gender,
      position,
    })),
    // the avatar route draws a monogram for any name: the brand's logo stand-in
    ...BRANDS.map((brand, position) => ({ groupId: "preferred-stores", value: brandValue(brand), label: brand, image: avatarUrl(brandValue(brand)), gender: "", position })),
  ]);
}
