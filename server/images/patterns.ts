/**
 * Fabric fills: each returns SVG `<defs>` content defining a paint server with the given id, drawn
 * in the garment's colour. All numbers and colours are computed here, never taken from a request.
 */
import type { Pattern } from "./names";
import { contrast, darken, lighten, luminance, mix } from "./colour";

function tile(id: string, w: number, h: number, base: string, body: string, transform = ""): string {
  const t = transform ? ` patternTransform="${transform}"` : "";
  return `<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse"${t}><rect width="${w}" height="${h}" fill="${base}"/>${body}</pattern>`;
}

function flower(cx: number, cy: number, r: number, petal: string, centre: string): string {
  const petals = [0, 72, 144, 216, 288]
    .map((a) => {
      const rad = (a * Math.PI) / 180;
      return `<circle cx="${(cx + Math.cos(rad) * r).toFixed(1)}" cy="${(cy + Math.sin(rad) * r).toFixed(1)}" r="${(r * 0.75).toFixed(1)}" fill="${petal}"/>`;
    })
    .join("");
  return `${petals}<circle cx="${cx}" cy="${cy}" r="${(r * 0.55).toFixed(1)}" fill="${centre}"/>`;
}

/** `<defs>` content for fabric `id`. */
export function fabricDefs(id: string, pattern: Pattern, hex: string): string {
  const base = `#${hex}`;
  const light = lighten(base, 0.35);
  const dark = darken(base, 0.25);
  switch (pattern) {
    case "floral": {
      const petal = luminance(base) > 0.35 ? darken(base, 0.45) : lighten(base, 0.7);
      const alt = mix(petal, "#f2d16b", 0.35);
      const leaf = mix(base, "#4f7a4a", 0.55);
      return tile(
        id,
        90,
        90,
        base,
        `<ellipse cx="30" cy="58" rx="9" ry="4" fill="${leaf}" transform="rotate(-35 30 58)"/><ellipse cx="72" cy="20" rx="8" ry="3.5" fill="${leaf}" transform="rotate(30 72 20)"/>` +
          flower(22, 22, 8, petal, alt) +
          flower(66, 64, 6, alt, petal) +
          `<circle cx="76" cy="40" r="2.5" fill="${petal}"/><circle cx="45" cy="80" r="2" fill="${alt}"/>`,
        "rotate(8)",
      );
    }
    case "stripe":
      return tile(id, 40, 40, base, `<rect y="0" width="40" height="14" fill="${luminance(base) > 0.5 ? darken(base, 0.6) : "#f7f4ee"}"/>`);
    case "dots":
      return tile(id, 46, 46, base, `<circle cx="11" cy="11" r="6" fill="${contrast(base, 0.75)}"/><circle cx="34" cy="34" r="6" fill="${contrast(base, 0.75)}"/>`);
    case "check": {
      const band = luminance(base) > 0.6 ? darken(base, 0.35) : "#ffffff";
      return tile(
        id,
        48,
        48,
        base === "#ffffff" ? "#f7f7f7" : mix(base, "#ffffff", 0.05),
        `<rect width="24" height="48" fill="${band}" opacity="0.55"/><rect width="48" height="24" fill="${band}" opacity="0.55"/>`,
      );
    }
    case "denim":
      return tile(
        id,
        10,
        10,
        base,
        `<path d="M0 10 L10 0 M-2 2 L2 -2 M8 12 L12 8" stroke="${lighten(base, 0.22)}" stroke-width="2.2"/><path d="M5 10 L10 5" stroke="${darken(base, 0.15)}" stroke-width="1"/>`,
      );
    case "knit":
    case "cable":
      if (pattern === "cable") {
        return tile(
          id,
          60,
          56,
          base,
          `<path d="M18 0 C 42 14, 42 14, 18 28 C -6 42, -6 42, 18 56" fill="none" stroke="${dark}" stroke-width="7" opacity="0.55"/><path d="M18 0 C -6 14, -6 14, 18 28 C 42 42, 42 42, 18 56" fill="none" stroke="${light}" stroke-width="5" opacity="0.6"/><rect x="46" width="4" height="56" fill="${dark}" opacity="0.35"/>`,
        );
      }
      return tile(id, 16, 14, base, `<path d="M0 0 L8 10 L16 0" fill="none" stroke="${dark}" stroke-width="2.2" opacity="0.45"/><path d="M0 4 L8 14 L16 4" fill="none" stroke="${light}" stroke-width="1.5" opacity="0.35"/>`);
    case "rib":
      return tile(id, 12, 12, base, `<rect width="5" height="12" fill="${dark}" opacity="0.3"/><rect x="6" width="2" height="12" fill="${light}" opacity="0.25"/>`);
    case "pleat":
      return tile(id, 36, 36, base, `<rect width="18" height="36" fill="${dark}" opacity="0.22"/><rect x="16" width="3" height="36" fill="${light}" opacity="0.4"/>`);
    case "linen":
    case "canvas":
    case "oxford": {
      const size = pattern === "canvas" ? 8 : pattern === "oxford" ? 6 : 7;
      const weft = pattern === "oxford" ? "#ffffff" : light;
      return tile(
        id,
        size,
        size,
        base,
        `<path d="M0 ${size / 2} H${size}" stroke="${weft}" stroke-width="${size / 3}" opacity="0.35"/><path d="M${size / 2} 0 V${size}" stroke="${dark}" stroke-width="${size / 4}" opacity="0.2"/>`,
      );
    }
    case "eyelet":
      return tile(
        id,
        40,
        40,
        base,
        `<ellipse cx="10" cy="10" rx="3" ry="5" fill="${darken(base, 0.18)}"/><ellipse cx="30" cy="30" rx="3" ry="5" fill="${darken(base, 0.18)}"/><circle cx="30" cy="10" r="2" fill="${darken(base, 0.12)}"/><circle cx="10" cy="30" r="2" fill="${darken(base, 0.12)}"/>`,
      );
    case "herringbone":
      return tile(id, 20, 20, base, `<path d="M0 0 L10 10 L0 20 M10 0 L20 10 L10 20" fill="none" stroke="${light}" stroke-width="2" opacity="0.45"/>`);
    case "twill":
      return tile(id, 12, 12, base, `<path d="M0 12 L12 0" stroke="${dark}" stroke-width="1.4" opacity="0.35"/>`);
    case "quilted":
      return tile(
        id,
        60,
        60,
        base,
        `<path d="M0 0 L60 60 M60 0 L0 60" stroke="${dark}" stroke-width="2.5" opacity="0.5"/><path d="M0 0 L60 60 M60 0 L0 60" stroke="${light}" stroke-width="1" stroke-dasharray="4 4" opacity="0.6" transform="translate(1.5 0)"/>`,
      );
    case "woven":
      return tile(
        id,
        40,
        40,
        base,
        `<rect x="1" y="1" width="18" height="8" rx="2" fill="${light}" opacity="0.45"/><rect x="21" y="11" width="18" height="8" rx="2" fill="${light}" opacity="0.45"/><rect x="1" y="21" width="18" height="8" rx="2" fill="${light}" opacity="0.45"/><rect x="21" y="31" width="18" height="8" rx="2" fill="${light}" opacity="0.45"/><path d="M0 10 H40 M0 20 H40 M0 30 H40" stroke="${dark}" stroke-width="1.5" opacity="0.5"/>`,
      );
    case "paisley": {
      const a = contrast(base, 0.6);
      const b = mix(base, "#e9c46a", 0.6);
      return tile(
        id,
        80,
        80,
        base,
        `<path d="M20 40 C 5 20, 30 5, 38 22 C 44 36, 30 46, 20 40 Z" fill="${a}" opacity="0.8"/><circle cx="28" cy="26" r="4" fill="${b}"/><path d="M60 78 C 45 58, 70 43, 78 60 C 84 74, 70 84, 60 78 Z" fill="${b}" opacity="0.8"/><circle cx="68" cy="64" r="3" fill="${a}"/>`,
        "rotate(20)",
      );
    }
    case "satin":
    case "velvet":
    case "leather":
    case "metal":
    case "pearl":
    case "gem":
      // Smooth surfaces: the sheen comes from the shading layer (see sheenFor).
      return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(base, pattern === "velvet" ? 0.05 : 0.12)}"/><stop offset="0.5" stop-color="${base}"/><stop offset="1" stop-color="${darken(base, pattern === "velvet" ? 0.35 : 0.18)}"/></linearGradient>`;
    case "suede":
    case "felt":
      return tile(id, 6, 6, base, `<circle cx="1" cy="1" r="0.9" fill="${light}" opacity="0.25"/><circle cx="4" cy="4" r="0.9" fill="${dark}" opacity="0.25"/>`);
    case "solid":
    default:
      return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(base, 0.04)}"/><stop offset="1" stop-color="${darken(base, 0.06)}"/></linearGradient>`;
  }
}

/** How glossy a fabric is: 0 matte … 1 mirror. Drives the highlight on the shading layer. */
export function sheenFor(pattern: Pattern): number {
  switch (pattern) {
    case "satin":
    case "metal":
      return 0.9;
    case "leather":
    case "pearl":
    case "gem":
      return 0.7;
    case "velvet":
      return 0.55;
    default:
      return 0.25;
  }
}

/**
 * A soft woven texture laid over every fabric: a tiny tile of faint threads. (A feTurbulence noise
 * filter looked similar but cost phones seconds of rasterising on a page of tiles.)
 */
export function grainPattern(id: string, seed: number): string {
  const offset = seed % 3;
  return (
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="6" height="6">` +
    `<path d="M0 ${offset + 0.5}h6M${offset + 1.5} 0v6" stroke="#fff" stroke-opacity="0.07" stroke-width="1"/>` +
    `<rect x="${4 - offset}" y="${3 + (offset % 2)}" width="1" height="1" fill="#000" fill-opacity="0.05"/></pattern>`
  );
}
