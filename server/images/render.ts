/**
 * Deterministic SVG illustrations for GET /api/images/{kind}/{name}.svg. Every output is built from
 * validated names only (fixed vocabularies, 6-digit hex colours, lower-case user names), contains
 * no script, no event handler and no external reference, so it is safe to serve as image/svg+xml.
 */
import { contrast, darken, hashString, lighten, mix, prng } from "./colour";
import { DRAWINGS, type Ctx } from "./garments";
import { fabricDefs, grainPattern, sheenFor } from "./patterns";
import { type Garment, type ImageKind, type ItemImageSpec, parseItemImageName, type Pattern } from "./names";

function svg(width: number, height: number, body: string, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeText(label)}">${body}</svg>`;
}

function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function makeUid(prefix: string) {
  let n = 0;
  return (p: string) => `${prefix}${p}${n++}`;
}

/** A garment drawn into an 800 × 1000 box, with its own defs (ids prefixed by `prefix`). */
function garmentGroup(garment: Garment, pattern: Pattern, hex: string, back: boolean, prefix: string): string {
  const uid = makeUid(prefix);
  const fabricId = uid("fab");
  const shadeId = uid("shade");
  const grainId = uid("grain");
  const base = `#${hex}`;
  const sheen = sheenFor(pattern);
  const defs =
    fabricDefs(fabricId, pattern, hex) +
    `<linearGradient id="${shadeId}" x1="0" y1="0" x2="1" y2="0.25">` +
    `<stop offset="0" stop-color="#000" stop-opacity="0.16"/>` +
    `<stop offset="0.3" stop-color="#fff" stop-opacity="${(0.06 + sheen * 0.22).toFixed(2)}"/>` +
    `<stop offset="0.42" stop-color="#fff" stop-opacity="${(sheen * 0.08).toFixed(2)}"/>` +
    `<stop offset="0.75" stop-color="#000" stop-opacity="0.06"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity="0.3"/></linearGradient>` +
    grainPattern(grainId, hashString(`${garment}${pattern}${hex}`));
  const ctx: Ctx = {
    fabric: `url(#${fabricId})`,
    base,
    pattern,
    seam: contrast(base, 0.35),
    back,
    shade: `url(#${shadeId})`,
    grain: `url(#${grainId})`,
    uid,
  };
  const drawn = DRAWINGS[garment].draw(ctx);
  return `<defs>${defs}</defs>${back ? `<g transform="translate(800 0) scale(-1 1)">${drawn}</g>` : drawn}`;
}

function backdrop(id: string, hex: string, width: number, height: number, styled: boolean): string {
  const base = `#${hex}`;
  const wall = styled ? mix(mix(base, "#f1e4d3", 0.72), "#ffffff", 0.1) : mix(base, "#f3f1ee", 0.9);
  return (
    `<defs><radialGradient id="${id}" cx="0.5" cy="0.35" r="0.85"><stop offset="0" stop-color="${lighten(wall, 0.55)}"/><stop offset="0.7" stop-color="${wall}"/><stop offset="1" stop-color="${darken(wall, 0.08)}"/></radialGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#${id})"/>`
  );
}

function floorShadow(id: string, y: number, halfWidth: number): string {
  if (halfWidth <= 0) return "";
  return `<defs><radialGradient id="${id}"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs><ellipse cx="400" cy="${y}" rx="${halfWidth}" ry="${Math.round(halfWidth * 0.12)}" fill="url(#${id})"/>`;
}

/** Window light falling across the wall, for the styled view. */
function windowLight(): string {
  return `<g opacity="0.16" fill="#fff"><polygon points="470,0 800,0 800,380 620,1000 420,1000"/></g><g opacity="0.08" fill="#3a4a2a"><path d="M60 120 Q140 260 90 420 M90 200 Q40 240 20 300 M110 260 Q170 280 200 330 M80 340 Q30 380 10 440" stroke="#3a4a2a" stroke-width="16" fill="none" stroke-linecap="round"/></g>`;
}

function hanger(): string {
  return `<path d="M400 60 Q430 60 430 88 Q430 110 400 122 L400 140" fill="none" stroke="#8c8f96" stroke-width="6" stroke-linecap="round"/><path d="M400 140 L230 195 L570 195 Z" fill="none" stroke="#a47a4f" stroke-width="10" stroke-linejoin="round"/>`;
}

export function renderItemImage(spec: ItemImageSpec): string {
  const { garment, pattern, hex, view } = spec;
  const drawing = DRAWINGS[garment];
  const label = `${garment} in #${hex}, ${view} view`;
  const back = view === "back";
  const styled = view === "styled";
  let body = backdrop("bg", hex, 800, 1000, styled);
  if (styled) body += windowLight();
  if (view === "detail") {
    const [fx, fy] = drawing.focus;
    body += `<g transform="translate(400 500) scale(2.6) translate(${-fx} ${-fy})">${garmentGroup(garment, pattern, hex, false, "g")}</g>`;
    return svg(800, 1000, body, label);
  }
  const [sy, sw] = drawing.shadow;
  if (styled) {
    const apparel = drawing.group === "apparel";
    body += `<rect y="860" width="800" height="140" fill="${darken(mix(`#${hex}`, "#e8dccb", 0.8), 0.06)}"/>`;
    body += floorShadow("shadow", 880, sw * 0.85);
    body += `<g transform="translate(400 ${apparel ? 520 : 540}) scale(0.82) translate(-400 -500)">${apparel ? hanger() : ""}${garmentGroup(garment, pattern, hex, false, "g")}</g>`;
    return svg(800, 1000, body, label);
  }
  body += floorShadow("shadow", sy, sw);
  body += garmentGroup(garment, pattern, hex, back, "g");
  return svg(800, 1000, body, label);
}

// ───────────── banners, covers, icons, avatars, store banners ─────────────

interface Theme {
  title: string;
  subtitle: string;
  colours: [string, string];
  pieces: [Garment, Pattern, string][];
}

const BANNER_THEMES: Record<string, Theme> = {
  "new-season": {
    title: "The New Season Edit",
    subtitle: "Fresh dresses, easy layers and the denim you'll live in",
    colours: ["#f6e3dc", "#e9b8ad"],
    pieces: [
      ["dress", "floral", "c86b7e"],
      ["jacket", "denim", "3f5f8a"],
      ["heel", "satin", "1f1f22"],
    ],
  },
  "jewelry-box": {
    title: "Monthly Jewelry Box",
    subtitle: "$24.99 a month · free shipping · cancel anytime",
    colours: ["#2c2a33", "#574b5e"],
    pieces: [
      ["necklace", "metal", "c9a23f"],
      ["earrings", "pearl", "efe6d6"],
      ["ring", "gem", "1f6f50"],
    ],
  },
  "get-styled": {
    title: "Get Styled by Your Stylist",
    subtitle: "A box of pieces picked for you, delivered monthly",
    colours: ["#e5ece3", "#b9cdb4"],
    pieces: [
      ["blouse", "satin", "efe6d6"],
      ["jeans", "denim", "3f5f8a"],
      ["crossbody", "quilted", "1f1f22"],
    ],
  },
  "gift-box": {
    title: "Give the Gift Box",
    subtitle: "Five special occasions, one box free",
    colours: ["#f3ead8", "#e3c98f"],
    pieces: [
      ["scarf", "paisley", "23395d"],
      ["clutch", "satin", "c9a23f"],
      ["bracelet", "metal", "c9a23f"],
    ],
  },
};
export const BANNER_NAMES = Object.keys(BANNER_THEMES);

function bannerSvg(theme: Theme, width: number, height: number, label: string, showText: boolean): string {
  const [c1, c2] = theme.colours;
  const dark = darken(c1, 0.5);
  const ink = (c1.match(/^#[0-3]/) ? "#f7f2ea" : "#2b2326") as string;
  let body = `<defs><linearGradient id="bbg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#bbg)"/>`;
  body += `<circle cx="${width * 0.78}" cy="${height * 0.5}" r="${height * 0.62}" fill="#fff" opacity="0.18"/><circle cx="${width * 0.95}" cy="${height * 0.1}" r="${height * 0.3}" fill="${dark}" opacity="0.06"/>`;
  const slot = height * 0.78;
  theme.pieces.forEach(([garment, pattern, hex], i) => {
    const scale = (slot / 1000).toFixed(3);
    const x = width * (showText ? 0.49 : 0.12) + i * (showText ? width * 0.135 : width * 0.28);
    body += `<g transform="translate(${x.toFixed(0)} ${(height * 0.12).toFixed(0)}) scale(${scale})">${garmentGroup(garment, pattern, hex, false, `b${i}`)}</g>`;
  });
  if (showText) {
    body += `<text x="${width * 0.06}" y="${height * 0.44}" font-family="Georgia, 'Times New Roman', serif" font-size="${Math.round(height * 0.11)}" fill="${ink}">${escapeText(theme.title)}</text>`;
    body += `<text x="${width * 0.06}" y="${height * 0.58}" font-family="Helvetica, Arial, sans-serif" font-size="${Math.round(height * 0.05)}" fill="${ink}" opacity="0.8">${escapeText(theme.subtitle)}</text>`;
    body += `<rect x="${width * 0.06}" y="${height * 0.68}" width="${height * 0.5}" height="${height * 0.11}" rx="${height * 0.055}" fill="${ink}"/><text x="${width * 0.06 + height * 0.25}" y="${height * 0.75}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="${Math.round(height * 0.045)}" letter-spacing="2" fill="${c1}">SHOP NOW</text>`;
  }
  return svg(width, height, body, label);
}

const CATEGORY_ART: Record<string, [Garment, Pattern, string, string]> = {
  dresses: ["dress", "floral", "c86b7e", "#f7e4e0"],
  tops: ["blouse", "satin", "efe6d6", "#e7ece6"],
  jeans: ["jeans", "denim", "3f5f8a", "#e4ebf3"],
  outerwear: ["coat", "twill", "b48a5a", "#efe6da"],
  shoes: ["heel", "satin", "b3262e", "#f3e6e0"],
  bags: ["crossbody", "quilted", "1f1f22", "#ece7f1"],
  jewelry: ["necklace", "metal", "c9a23f", "#2e2a31"],
  accessories: ["sunglasses", "solid", "5b3a29", "#f4ecd8"],
  // the Get Styled Box catalogue's own categories (server/seed/box-catalogue.ts)
  knitwear: ["sweater", "cable", "d9c7a7", "#efe9e0"],
  pants: ["jeans", "twill", "23395d", "#e6e9ef"],
  skirts: ["skirt", "pleat", "e8a0b4", "#f6e8ec"],
  shorts: ["shorts", "linen", "e3c04a", "#f5efdc"],
};
export const CATEGORY_NAMES = Object.keys(CATEGORY_ART);

function categoryCover(name: string): string | null {
  const art = CATEGORY_ART[name];
  if (!art) return null;
  const [garment, pattern, hex, bg] = art;
  const body =
    `<defs><radialGradient id="cbg" cx="0.5" cy="0.4" r="0.8"><stop offset="0" stop-color="${lighten(bg, 0.4)}"/><stop offset="1" stop-color="${bg}"/></radialGradient></defs><rect width="600" height="600" fill="url(#cbg)"/>` +
    `<g transform="translate(90 40) scale(0.52)">${garmentGroup(garment, pattern, hex, false, "c")}</g>`;
  return svg(600, 600, body, `${name} category`);
}

function categoryIcon(name: string): string | null {
  const art = CATEGORY_ART[name];
  if (!art) return null;
  const [garment, pattern, hex] = art;
  const body = `<circle cx="48" cy="48" r="46" fill="${lighten(`#${hex}`, 0.8)}"/><g transform="translate(14 8) scale(0.085)">${garmentGroup(garment, pattern, hex, false, "i")}</g>`;
  return svg(96, 96, body, `${name} icon`);
}

const AVATAR_TONES = ["#c86b7e", "#23395d", "#1f6f50", "#b48a5a", "#7a2536", "#2a4fb0", "#6b6b3a", "#b9a3d0"];
const USER_NAME = /^[a-z0-9][a-z0-9._-]{0,39}$/;

function avatar(name: string): string | null {
  if (!USER_NAME.test(name)) return null;
  const h = hashString(name);
  const tone = AVATAR_TONES[h % AVATAR_TONES.length]!;
  const skin = ["#f1c7a5", "#d9a07a", "#a86f4c", "#7c4d33", "#f5d6c0"][(h >>> 4) % 5]!;
  const hair = ["#2b1d16", "#5b3a29", "#c49a5a", "#1f1f22", "#8a3b22"][(h >>> 8) % 5]!;
  const long = (h >>> 12) % 3 !== 0;
  const body =
    `<defs><linearGradient id="abg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(tone, 0.55)}"/><stop offset="1" stop-color="${lighten(tone, 0.2)}"/></linearGradient><clipPath id="acl"><circle cx="128" cy="128" r="128"/></clipPath></defs>` +
    `<g clip-path="url(#acl)"><rect width="256" height="256" fill="url(#abg)"/>` +
    (long ? `<path d="M64 130 Q60 50 128 48 Q196 50 192 130 L200 230 L56 230 Z" fill="${hair}"/>` : "") +
    `<path d="M40 256 Q48 186 128 180 Q208 186 216 256 Z" fill="${tone}"/>` +
    `<rect x="110" y="150" width="36" height="40" rx="12" fill="${darken(skin, 0.08)}"/>` +
    `<ellipse cx="128" cy="118" rx="50" ry="58" fill="${skin}"/>` +
    `<path d="M76 110 Q80 56 128 54 Q178 56 180 110 Q150 80 100 92 Z" fill="${hair}"/>` +
    `<circle cx="110" cy="122" r="4.5" fill="#2a1f1a"/><circle cx="146" cy="122" r="4.5" fill="#2a1f1a"/>` +
    `<path d="M112 148 Q128 160 144 148" fill="none" stroke="#9a4a45" stroke-width="4" stroke-linecap="round"/>` +
    `<ellipse cx="100" cy="140" rx="9" ry="5" fill="#e88" opacity="0.25"/><ellipse cx="156" cy="140" rx="9" ry="5" fill="#e88" opacity="0.25"/></g>`;
  return svg(256, 256, body, `${name} avatar`);
}

function storeBanner(name: string): string | null {
  if (!USER_NAME.test(name)) return null;
  const rand = prng(hashString(`store:${name}`));
  const palettes: [string, string][] = [
    ["#f6e3dc", "#e9b8ad"],
    ["#e5ece3", "#b9cdb4"],
    ["#e4ebf3", "#a9bedb"],
    ["#f3ead8", "#e3c98f"],
    ["#ece7f1", "#c7b6d9"],
  ];
  const [c1, c2] = palettes[hashString(name) % palettes.length]!;
  const pool: [Garment, Pattern, string][] = [
    ["dress", "floral", "c86b7e"],
    ["tee", "stripe", "23395d"],
    ["tote", "canvas", "f3ead8"],
    ["sneaker", "leather", "f4f3ef"],
    ["necklace", "metal", "c9a23f"],
    ["jeans", "denim", "3f5f8a"],
    ["hat", "felt", "c19a6b"],
    ["blouse", "satin", "e8b4b8"],
    ["coat", "twill", "b48a5a"],
  ];
  let body = `<defs><linearGradient id="sbg" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs><rect width="1600" height="500" fill="url(#sbg)"/>`;
  for (let i = 0; i < 6; i++) {
    const [g, p, hex] = pool.splice(Math.floor(rand() * pool.length), 1)[0]!;
    const x = 30 + i * 235 + Math.round(rand() * 40);
    const rot = Math.round(rand() * 16 - 8);
    body += `<g transform="translate(${x} 40) rotate(${rot} 100 210) scale(0.4)">${garmentGroup(g, p, hex, false, `s${i}`)}</g>`;
  }
  body += `<rect width="1600" height="500" fill="#fff" opacity="0.12"/>`;
  return svg(1600, 500, body, `${name} store banner`);
}

/** The SVG for `/api/images/{kind}/{name}.svg`, or null when the name is not one we draw. */
export function renderImage(kind: ImageKind, name: string): string | null {
  switch (kind) {
    case "item": {
      const spec = parseItemImageName(name);
      return spec ? renderItemImage(spec) : null;
    }
    case "banner": {
      const theme = BANNER_THEMES[name];
      return theme ? bannerSvg(theme, 1600, 600, theme.title, true) : null;
    }
    case "category":
      return categoryCover(name);
    case "icon":
      return categoryIcon(name);
    case "avatar":
      return avatar(name);
    case "store":
      return storeBanner(name);
    default:
      return null;
  }
}
