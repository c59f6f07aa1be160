/**
 * Garment and accessory drawings on an 800 × 1000 canvas (centre x = 400). Each drawing paints its
 * shapes with the fabric paint server (`ctx.fabric`), then a clipped shading layer (light from the
 * upper left, a soft highlight, darker edges) and the construction details: seams, hems, buttons,
 * pockets, stitching.
 */
import { darken, lighten, mix } from "./colour";
import type { Garment, Pattern } from "./names";

export interface Ctx {
  /** `url(#…)` of the fabric fill */
  fabric: string;
  /** the garment colour, `#rrggbb` */
  base: string;
  pattern: Pattern;
  /** detail stroke colour (seams, hems) */
  seam: string;
  /** drawing the back view: no front details */
  back: boolean;
  /** `url(#…)` of the shading gradient */
  shade: string;
  /** `url(#…)` of the grain pattern */
  grain: string;
  /** unique id factory for clip paths */
  uid: (prefix: string) => string;
}

export type Group = "apparel" | "shoes" | "bags" | "jewelry" | "accessories";

export interface Drawing {
  group: Group;
  /** where the detail view zooms in */
  focus: [number, number];
  /** floor shadow: centre y and half width */
  shadow: [number, number];
  draw: (c: Ctx) => string;
}

/** A fabric-filled shape with shading, grain and an outline. */
export function fabricShape(d: string, c: Ctx, fill = c.fabric): string {
  const clip = c.uid("clip");
  return (
    `<clipPath id="${clip}"><path d="${d}"/></clipPath>` +
    `<path d="${d}" fill="${fill}"/>` +
    `<g clip-path="url(#${clip})"><rect width="800" height="1000" fill="${c.shade}"/><rect width="800" height="1000" fill="${c.grain}"/></g>` +
    `<path d="${d}" fill="none" stroke="${darken(c.base, 0.45)}" stroke-opacity="0.45" stroke-width="2" stroke-linejoin="round"/>`
  );
}

const line = (d: string, stroke: string, width = 2, extra = "") =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
const stitch = (d: string, stroke: string, width = 2) => line(d, stroke, width, ` stroke-dasharray="7 6" opacity="0.8"`);

function button(x: number, y: number, r: number, c: Ctx, colour?: string): string {
  const fill = colour ?? mix(c.base, "#f4efe6", 0.65);
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" stroke="${darken(fill, 0.35)}" stroke-width="1.5"/><circle cx="${x - r * 0.3}" cy="${y - r * 0.3}" r="${r * 0.25}" fill="#fff" opacity="0.5"/>`;
}

function metal(c: Ctx, id: string, hex: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(hex, 0.55)}"/><stop offset="0.35" stop-color="${hex}"/><stop offset="0.55" stop-color="${lighten(hex, 0.35)}"/><stop offset="1" stop-color="${darken(hex, 0.35)}"/></linearGradient>`;
}

const GOLD = "#c9a23f";
const isMetalColour = (base: string) => ["#c9a23f", "#b8bcc2"].includes(base.toLowerCase());

// ───────────── apparel ─────────────

const tee: Drawing = {
  group: "apparel",
  focus: [400, 420],
  shadow: [905, 230],
  draw: (c) => {
    const d = "M340 170 Q400 205 460 170 L560 200 L640 300 L585 340 L545 300 L545 820 Q400 835 255 820 L255 300 L215 340 L160 300 L240 200 Z";
    const neck = c.back ? "M340 170 Q400 185 460 170" : "M340 170 Q400 225 460 170";
    return (
      fabricShape(d, c) +
      line(neck, c.seam, 5) +
      line("M348 174 Q400 " + (c.back ? "192" : "215") + " 452 174", c.seam, 1.5) +
      stitch("M262 800 Q400 815 538 800", c.seam) +
      stitch("M222 326 L170 296 M578 326 L630 296", c.seam) +
      line("M255 300 Q262 260 240 200 M545 300 Q538 260 560 200", c.seam, 1.5, ' opacity="0.5"')
    );
  },
};

const tank: Drawing = {
  group: "apparel",
  focus: [400, 450],
  shadow: [905, 200],
  draw: (c) => {
    const d = "M345 150 Q400 " + (c.back ? "200" : "240") + " 455 150 L485 150 Q495 265 540 300 L540 820 Q400 835 260 820 L260 300 Q305 265 315 150 Z";
    return fabricShape(d, c) + stitch("M268 800 Q400 815 532 800", c.seam) + line("M345 150 Q400 " + (c.back ? "200" : "240") + " 455 150", c.seam, 4);
  },
};

const blouseOutline = "M345 165 L400 215 L455 165 L550 195 Q600 240 620 420 L640 650 L590 660 L560 440 L545 330 L545 800 Q400 815 255 800 L255 330 L240 440 L210 660 L160 650 L180 420 Q200 240 250 195 Z";
const blouse: Drawing = {
  group: "apparel",
  focus: [400, 380],
  shadow: [890, 260],
  draw: (c) => {
    let s = fabricShape(blouseOutline, c);
    s += stitch("M215 640 L170 632 M585 640 L630 632", c.seam);
    s += line("M255 330 Q250 270 250 195 M545 330 Q550 270 550 195", c.seam, 1.5, ' opacity="0.5"');
    if (c.back) {
      s += fabricShape("M340 165 Q400 150 460 165 L460 190 Q400 175 340 190 Z", c) + line("M300 240 Q400 270 500 240", c.seam, 1.5, ' opacity="0.6"');
    } else {
      s += fabricShape("M345 165 L400 215 L378 262 L322 186 Z", c) + fabricShape("M455 165 L400 215 L422 262 L478 186 Z", c);
      s += line("M400 215 L400 800", c.seam, 2) + line("M412 222 L412 800", c.seam, 1, ' opacity="0.6"');
      for (let y = 270; y <= 740; y += 94) s += button(406, y, 7, c);
    }
    return s + stitch("M262 782 Q400 797 538 782", c.seam);
  },
};

const sweaterOutline = "M335 165 Q400 205 465 165 L560 195 Q610 240 630 420 L650 660 L595 670 L565 440 L550 330 L550 800 L250 800 L250 330 L235 440 L205 670 L150 660 L170 420 Q190 240 240 195 Z";
const sweater: Drawing = {
  group: "apparel",
  focus: [400, 450],
  shadow: [890, 260],
  draw: (c) => {
    let s = fabricShape(sweaterOutline, c);
    const rib = darken(c.base, 0.12);
    s += fabricShape("M250 760 L550 760 L550 805 L250 805 Z", c, rib);
    s += fabricShape("M598 630 L652 640 L650 670 L595 670 Z", c, rib) + fabricShape("M202 630 L148 640 L150 660 L205 670 Z", c, rib);
    for (let x = 258; x < 550; x += 12) s += line(`M${x} 764 L${x} 801`, darken(c.base, 0.3), 2, ' opacity="0.35"');
    s += line(c.back ? "M335 165 Q400 185 465 165" : "M335 165 Q400 215 465 165", darken(c.base, 0.3), 12, ' opacity="0.35"');
    if (!c.back && c.pattern === "cable") for (let y = 300; y <= 700; y += 100) s += button(400, y, 8, c, "#8a6a4a");
    if (!c.back && c.pattern === "cable") s += line("M400 205 L400 800", c.seam, 2);
    return s;
  },
};

const dressOutline = (back: boolean) =>
  `M330 150 Q400 ${back ? 175 : 215} 470 150 L540 170 L600 250 L560 282 L535 250 L520 430 L640 860 Q400 895 160 860 L280 430 L265 250 L240 282 L200 250 L260 170 Z`;
const dress: Drawing = {
  group: "apparel",
  focus: [400, 360],
  shadow: [905, 280],
  draw: (c) => {
    let s = fabricShape(dressOutline(c.back), c);
    s += line("M280 430 Q400 450 520 430", c.seam, 3);
    s += line("M330 460 Q320 660 270 850 M470 460 Q480 660 530 850 M400 465 L400 880", darken(c.base, 0.3), 2, ' opacity="0.25"');
    s += stitch("M172 848 Q400 882 628 848", c.seam);
    if (c.back) s += line("M400 165 L400 430", c.seam, 2.5) + `<rect x="395" y="160" width="10" height="16" rx="3" fill="${GOLD}"/>`;
    else s += line("M335 290 Q400 320 465 290", darken(c.base, 0.25), 1.5, ' opacity="0.4"');
    return s;
  },
};

const slipdress: Drawing = {
  group: "apparel",
  focus: [400, 360],
  shadow: [905, 270],
  draw: (c) => {
    const d = `M330 260 Q400 ${c.back ? 275 : 295} 470 260 L482 300 Q470 380 482 440 L600 880 Q400 910 200 880 L318 440 Q330 380 318 300 Z`;
    let s = line("M350 130 L338 268 M450 130 L462 268", darken(c.base, 0.2), 5);
    s += fabricShape(d, c);
    s += line("M320 440 Q400 455 480 440", darken(c.base, 0.3), 1.5, ' opacity="0.4"');
    s += line("M360 470 Q340 700 290 880 M440 470 Q460 700 510 880", "#ffffff", 10, ' opacity="0.12"');
    s += stitch("M212 868 Q400 898 588 868", c.seam);
    return s;
  },
};

const maxi: Drawing = {
  group: "apparel",
  focus: [400, 380],
  shadow: [955, 260],
  draw: (c) => {
    const d = `M335 140 Q400 ${c.back ? 160 : 195} 465 140 L500 150 Q505 255 530 300 Q505 420 520 470 L590 940 Q400 962 210 940 L280 470 Q295 420 270 300 Q295 255 300 150 Z`;
    let s = fabricShape(d, c);
    s += line("M282 470 Q400 488 518 470", c.seam, 2.5, ' opacity="0.7"');
    s += line("M345 500 Q330 730 290 935 M455 500 Q470 730 510 935", darken(c.base, 0.3), 3, ' opacity="0.25"');
    if (!c.back) s += line("M470 700 L492 940", darken(c.base, 0.45), 2, ' opacity="0.6"');
    return s;
  },
};

const jeansOutline = "M268 160 L532 160 L548 420 L565 905 L432 905 L408 372 L392 372 L368 905 L235 905 L252 420 Z";
const topstitch = "#d08a3a";
const jeans: Drawing = {
  group: "apparel",
  focus: [330, 300],
  shadow: [915, 230],
  draw: (c) => {
    const ts = c.pattern === "denim" && c.base.toLowerCase() !== "#1f1f22" ? topstitch : c.seam;
    let s = fabricShape(jeansOutline, c);
    s += fabricShape("M268 160 L532 160 L534 200 L266 200 Z", c);
    s += stitch("M268 194 L532 194", ts) + stitch("M270 166 L530 166", ts);
    for (const x of [290, 350, 450, 510]) s += `<rect x="${x - 5}" y="156" width="10" height="50" rx="2" fill="${c.fabric}" stroke="${darken(c.base, 0.4)}" stroke-opacity="0.5"/>`;
    if (c.back) {
      s += line("M270 290 L400 260 L530 290", darken(c.base, 0.35), 2) + line("M400 200 L400 372", darken(c.base, 0.35), 2);
      s += fabricShape("M295 300 L375 290 L380 380 L338 405 L300 385 Z", c) + stitch("M303 310 L370 301", ts);
      s += fabricShape("M505 300 L425 290 L420 380 L462 405 L500 385 Z", c) + stitch("M497 310 L430 301", ts);
      s += `<rect x="305" y="300" width="22" height="9" rx="2" fill="#c9b28a" stroke="#8a7450"/>`;
    } else {
      s += line("M266 228 Q330 232 340 200 M534 228 Q470 232 460 200", darken(c.base, 0.4), 2) + stitch("M270 238 Q336 240 350 200 M530 238 Q464 240 450 200", ts);
      s += stitch("M400 200 L400 330 Q410 345 425 330 L425 210", ts);
      s += button(400, 180, 9, c, "#b89b5e");
      s += `<circle cx="300" cy="230" r="3" fill="#b89b5e"/><circle cx="500" cy="230" r="3" fill="#b89b5e"/>`;
    }
    s += stitch("M240 880 L366 880 M434 880 L560 880", ts);
    s += line("M310 420 Q305 600 300 900 M490 420 Q495 600 500 900", "#ffffff", 14, ' opacity="0.08"');
    return s;
  },
};

const shorts: Drawing = {
  group: "apparel",
  focus: [400, 400],
  shadow: [700, 220],
  draw: (c) => {
    const d = "M268 250 L532 250 L552 420 L572 600 L418 622 L400 470 L382 622 L228 600 L248 420 Z";
    let s = fabricShape(d, c) + fabricShape("M268 250 L532 250 L534 290 L266 290 Z", c);
    s += stitch("M268 284 L532 284", topstitch);
    if (!c.back) s += stitch("M400 290 L400 420", topstitch) + line("M266 318 Q330 322 340 290 M534 318 Q470 322 460 290", darken(c.base, 0.4), 2);
    for (let x = 236; x <= 564; x += 11) s += line(`M${x} ${x < 400 ? 600 + (x - 228) * 0.12 : 622 - (x - 418) * 0.14} l${(x % 3) - 1} 12`, "#ffffff", 2, ' opacity="0.55"');
    return s;
  },
};

const skirt: Drawing = {
  group: "apparel",
  focus: [400, 520],
  shadow: [800, 240],
  draw: (c) => {
    const long = c.pattern !== "denim";
    const hem = long ? 880 : 720;
    const d = `M300 250 L500 250 L${long ? 610 : 590} ${hem} Q400 ${hem + 30} ${long ? 190 : 210} ${hem} Z`;
    let s = fabricShape(d, c) + fabricShape("M300 250 L500 250 L503 290 L297 290 Z", c);
    if (long) s += line("M262 480 Q400 500 538 480 M232 680 Q400 705 568 680", darken(c.base, 0.35), 3, ' opacity="0.6"');
    else s += stitch("M300 284 L500 284", topstitch) + (c.back ? "" : stitch("M400 290 L400 420", topstitch));
    return s + stitch(`M${long ? 200 : 222} ${hem - 14} Q400 ${hem + 14} ${long ? 600 : 578} ${hem - 14}`, c.seam);
  },
};

const coatOutline = (hem: number) =>
  `M330 150 L400 230 L470 150 L560 180 Q610 230 625 420 L650 760 L595 770 L565 450 L555 360 L570 ${hem} L230 ${hem} L245 360 L235 450 L205 770 L150 760 L175 420 Q190 230 240 180 Z`;
function tailored(c: Ctx, hem: number, buttons: number[][], belt: boolean): string {
  let s = fabricShape(coatOutline(hem), c);
  s += stitch("M210 745 L158 737 M590 745 L642 737", c.seam);
  if (c.back) {
    s += line(`M400 170 L400 ${hem}`, darken(c.base, 0.35), 2) + fabricShape("M330 150 Q400 140 470 150 L470 185 Q400 172 330 185 Z", c);
    if (belt) s += fabricShape("M240 470 L560 470 L561 505 L239 505 Z", c);
    return s;
  }
  s += fabricShape("M330 150 L400 230 L392 420 L338 262 Z", c, darken(c.base, 0.08)) + fabricShape("M470 150 L400 230 L408 420 L462 262 Z", c, darken(c.base, 0.08));
  s += line(`M404 420 L404 ${hem}`, darken(c.base, 0.4), 2);
  for (const [x, y] of buttons) s += button(x!, y!, 9, c, darken(c.base, 0.5));
  s += line("M270 620 L340 610 M530 620 L460 610", darken(c.base, 0.4), 3);
  if (belt) s += fabricShape("M240 470 L560 470 L561 505 L239 505 Z", c) + `<rect x="380" y="462" width="44" height="50" rx="4" fill="none" stroke="${darken(c.base, 0.55)}" stroke-width="5"/>`;
  return s;
}
const coat: Drawing = {
  group: "apparel",
  focus: [400, 470],
  shadow: [920, 270],
  draw: (c) =>
    tailored(
      c,
      900,
      c.pattern === "twill" ? [[370, 440], [440, 440], [370, 540], [440, 540], [370, 640], [440, 640]] : [[420, 450], [420, 560], [420, 670], [420, 780]],
      c.pattern === "twill",
    ),
};
const blazer: Drawing = { group: "apparel", focus: [400, 420], shadow: [760, 250], draw: (c) => tailored(c, 730, [[418, 500]], false) };

const jacket: Drawing = {
  group: "apparel",
  focus: [400, 380],
  shadow: [740, 260],
  draw: (c) => {
    const d = "M330 160 L400 200 L470 160 L560 185 Q615 240 630 420 L650 700 L595 710 L565 450 L550 360 L555 680 L245 680 L250 360 L235 450 L205 710 L150 700 L170 420 Q185 240 240 185 Z";
    let s = fabricShape(d, c);
    const edge = darken(c.base, 0.45);
    s += fabricShape("M240 640 L560 640 L558 682 L242 682 Z", c);
    if (c.back) return s + line("M250 300 Q400 330 550 300", edge, 2) + stitch("M250 310 Q400 340 550 310", c.pattern === "denim" ? topstitch : c.seam);
    if (c.pattern === "leather") {
      s += fabricShape("M330 160 L400 200 L360 300 L300 215 Z", c) + fabricShape("M470 160 L400 200 L470 300 L520 210 Z", c);
      s += line("M470 300 L430 640", "#c8ccd2", 5) + line("M470 300 L430 640", "#6d7178", 1.5, ' stroke-dasharray="3 3"');
      s += line("M280 450 L330 430 M470 480 L520 460", "#c8ccd2", 4);
      s += `<rect x="466" y="296" width="10" height="20" rx="3" fill="#d7dade" stroke="#6d7178"/>`;
    } else {
      const ts = c.pattern === "denim" ? topstitch : c.seam;
      s += fabricShape("M330 160 L400 200 L388 250 L310 205 Z", c) + fabricShape("M470 160 L400 200 L412 250 L490 205 Z", c);
      s += line("M404 200 L404 640", edge, 2);
      for (let y = 260; y <= 600; y += 85) s += button(418, y, 8, c, "#b89b5e");
      s += fabricShape("M285 300 L365 300 L365 370 L325 385 L285 370 Z", c) + fabricShape("M435 300 L515 300 L515 370 L475 385 L435 370 Z", c);
      s += stitch("M292 340 L358 340 M442 340 L508 340 M300 300 L300 640 M500 300 L500 640", ts);
    }
    return s;
  },
};

// ───────────── shoes ─────────────

function shoePair(single: (c: Ctx) => string, c: Ctx): string {
  // The second shoe sits behind and to the right, slightly smaller, like a product shot of a pair.
  return `<g transform="translate(150 -80) scale(0.9)">${single(c)}</g><g transform="translate(-40 60)">${single(c)}</g>`;
}

function sole(c: Ctx, d: string, colour: string): string {
  return `<path d="${d}" fill="${colour}" stroke="${darken(colour, 0.3)}" stroke-width="2"/>`;
}

const sneakerSingle = (c: Ctx) => {
  const d = "M170 600 Q175 500 250 478 L370 455 Q420 445 465 490 L560 540 Q640 558 668 610 L670 640 L170 640 Z";
  let s = fabricShape(d, c);
  const solec = c.pattern === "canvas" ? "#c9a46a" : "#f6f4f0";
  s += sole(c, "M158 636 L682 636 Q690 676 660 688 L185 688 Q150 678 158 636 Z", solec);
  s += line("M170 662 L672 662", darken(solec, 0.2), 2);
  s += fabricShape("M170 600 Q175 520 230 495 L250 560 Q230 620 170 640 Z", c, darken(c.base, 0.1));
  for (let i = 0; i < 5; i++) s += line(`M${385 + i * 22} ${470 + i * 14} L${410 + i * 22} ${462 + i * 14}`, c.base.toLowerCase() === "#f4f3ef" ? "#d8d4cc" : "#f4f1ea", 5);
  s += line("M350 470 Q420 560 560 560", darken(c.base, 0.35), 2, ' stroke-dasharray="6 5"');
  return s;
};
const sneaker: Drawing = { group: "shoes", focus: [420, 560], shadow: [760, 300], draw: (c) => shoePair(sneakerSingle, c) };

const bootSingle = (c: Ctx) => {
  const d = "M262 250 L430 250 L438 545 Q470 580 560 600 Q640 616 650 680 L650 712 L248 712 L252 545 Z";
  let s = fabricShape(d, c);
  s += sole(c, "M238 708 L662 708 Q668 740 650 748 L246 748 Q232 740 238 708 Z", "#3b2a20");
  s += `<rect x="248" y="740" width="80" height="30" fill="#3b2a20"/>`;
  if (c.pattern === "suede") s += fabricShape("M300 260 Q340 420 330 560 L390 560 Q380 420 420 260 Z", c, darken(c.base, 0.35));
  else s += line("M262 300 L430 300", darken(c.base, 0.4), 3) + stitch("M430 260 L438 545", darken(c.base, 0.5));
  s += `<path d="M262 250 Q346 236 430 250 L430 266 Q346 252 262 266 Z" fill="${darken(c.base, 0.3)}"/>`;
  return s;
};
const boot: Drawing = { group: "shoes", focus: [360, 480], shadow: [810, 300], draw: (c) => shoePair(bootSingle, c) };

const heelSingle = (c: Ctx) => {
  const d = "M140 652 Q210 600 330 588 Q385 622 450 598 L585 535 Q616 540 612 592 L602 640 Q470 652 400 666 Q250 676 140 668 Z";
  let s = `<path d="M572 632 L604 632 L598 790 L586 790 Z" fill="${darken(c.base, 0.25)}"/>`;
  s += fabricShape(d, c);
  s += `<path d="M330 588 Q385 622 450 598 L585 535 Q575 560 560 570 Q470 615 400 630 Q355 630 330 588 Z" fill="${mix(c.base, "#e8d9c4", 0.6)}"/>`;
  if (c.pattern !== "leather") s += line("M450 598 Q540 500 600 540", darken(c.base, 0.2), 5);
  s += line("M140 668 Q300 682 420 668 Q520 652 602 640", "#2a2420", 4);
  return s;
};
const heel: Drawing = { group: "shoes", focus: [330, 620], shadow: [800, 300], draw: (c) => shoePair(heelSingle, c) };

// ───────────── bags ─────────────

const tote: Drawing = {
  group: "bags",
  focus: [400, 600],
  shadow: [880, 260],
  draw: (c) => {
    const handle = c.pattern === "canvas" ? "#8a5a36" : darken(c.base, 0.25);
    let s = line("M300 405 C300 200, 500 200, 500 405", darken(handle, 0.2), 26) + line("M300 405 C300 200, 500 200, 500 405", handle, 20);
    s += fabricShape("M215 400 L585 400 L625 860 L175 860 Z", c);
    s += line("M340 405 C340 250, 460 250, 460 405", darken(handle, 0.3), 22, ' opacity="0.7"');
    s += stitch("M222 430 L578 430", darken(c.base, 0.35));
    for (const x of [300, 500]) s += `<rect x="${x - 16}" y="396" width="32" height="50" rx="4" fill="${handle}"/><circle cx="${x}" cy="430" r="5" fill="${GOLD}"/>`;
    return s;
  },
};

const crossbody: Drawing = {
  group: "bags",
  focus: [400, 560],
  shadow: [820, 230],
  draw: (c) => {
    let s = line("M260 480 L330 200 Q400 150 470 200 L540 480", GOLD, 8, ' stroke-dasharray="14 6"');
    s += fabricShape("M240 470 L560 470 Q590 470 590 500 L590 760 Q590 790 560 790 L240 790 Q210 790 210 760 L210 500 Q210 470 240 470 Z", c);
    s += fabricShape("M210 500 Q210 470 240 470 L560 470 Q590 470 590 500 L590 600 Q400 660 210 600 Z", c, darken(c.base, 0.06));
    s += `<rect x="372" y="600" width="56" height="34" rx="8" fill="${GOLD}" stroke="${darken(GOLD, 0.35)}" stroke-width="2"/><rect x="384" y="610" width="32" height="14" rx="4" fill="${lighten(GOLD, 0.4)}"/>`;
    return s;
  },
};

const clutch: Drawing = {
  group: "bags",
  focus: [400, 560],
  shadow: [740, 260],
  draw: (c) => {
    let s = fabricShape("M180 430 L620 430 Q640 430 640 450 L640 690 Q640 710 620 710 L180 710 Q160 710 160 690 L160 450 Q160 430 180 430 Z", c);
    s += fabricShape("M160 450 Q160 430 180 430 L620 430 Q640 430 640 450 L400 610 Z", c, darken(c.base, 0.08));
    s += `<circle cx="400" cy="596" r="16" fill="${c.base === GOLD ? "#2a2420" : GOLD}" stroke="${darken(GOLD, 0.4)}" stroke-width="2"/>`;
    return s;
  },
};

// ───────────── jewelry (shown on a velvet display) ─────────────

function velvetDisplay(c: Ctx, d: string): string {
  const id = c.uid("velvet");
  const v = isMetalColour(c.base) || c.pattern === "pearl" ? "#3a3336" : "#efe7dc";
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(v, 0.12)}"/><stop offset="1" stop-color="${darken(v, 0.2)}"/></linearGradient></defs><path d="${d}" fill="url(#${id})"/>`;
}

function jewelMetal(c: Ctx): { fill: string; defs: string; gem: string | null } {
  const id = c.uid("metal");
  if (isMetalColour(c.base)) return { fill: `url(#${id})`, defs: `<defs>${metal(c, id, c.base)}</defs>`, gem: null };
  return { fill: `url(#${id})`, defs: `<defs>${metal(c, id, GOLD)}</defs>`, gem: c.base };
}

function gemStone(cx: number, cy: number, r: number, colour: string): string {
  const pts = (n: number, rr: number, rot = 0) =>
    Array.from({ length: n }, (_, i) => {
      const a = (i / n) * Math.PI * 2 + rot;
      return `${(cx + Math.cos(a) * rr).toFixed(1)},${(cy + Math.sin(a) * rr).toFixed(1)}`;
    }).join(" ");
  return (
    `<polygon points="${pts(8, r, Math.PI / 8)}" fill="${darken(colour, 0.25)}"/>` +
    `<polygon points="${pts(8, r * 0.62, Math.PI / 8)}" fill="${colour}"/>` +
    `<polygon points="${pts(4, r * 0.35)}" fill="${lighten(colour, 0.45)}" opacity="0.8"/>` +
    `<circle cx="${cx - r * 0.35}" cy="${cy - r * 0.35}" r="${r * 0.12}" fill="#fff" opacity="0.9"/>`
  );
}

function pearl(cx: number, cy: number, r: number, c: Ctx, colour = "#f1ebe0"): string {
  const id = c.uid("pearl");
  return `<defs><radialGradient id="${id}" cx="0.35" cy="0.3" r="0.75"><stop offset="0" stop-color="#ffffff"/><stop offset="0.55" stop-color="${colour}"/><stop offset="1" stop-color="${darken(colour, 0.3)}"/></radialGradient></defs><circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${id})"/>`;
}

const necklace: Drawing = {
  group: "jewelry",
  focus: [400, 470],
  shadow: [980, 0],
  draw: (c) => {
    const m = jewelMetal(c);
    let s = velvetDisplay(c, "M330 110 L470 110 L482 300 Q620 330 680 420 L700 1000 L100 1000 L120 420 Q180 330 318 300 Z");
    s += m.defs;
    s += line("M318 250 Q400 560 482 250", m.fill, 5) + line("M318 250 Q400 560 482 250", "#fff", 1.2, ' stroke-dasharray="2 5" opacity="0.7"');
    if (!c.back) {
      s += line("M300 260 Q400 640 500 260", m.fill, 3);
      s += `<circle cx="400" cy="520" r="34" fill="${m.fill}"/><circle cx="400" cy="520" r="24" fill="none" stroke="${darken(GOLD, 0.2)}" stroke-width="1.5" opacity="0.5"/><circle cx="390" cy="508" r="7" fill="#fff" opacity="0.6"/>`;
    }
    return s;
  },
};

const earrings: Drawing = {
  group: "jewelry",
  focus: [300, 500],
  shadow: [820, 230],
  draw: (c) => {
    const m = jewelMetal(c);
    let s = m.defs;
    for (const [x, y] of [
      [285, 430],
      [515, 470],
    ] as const) {
      if (c.pattern === "pearl") s += line(`M${x} ${y - 120} Q${x + 40} ${y - 160} ${x + 20} ${y - 60} L${x} ${y}`, m.fill, 5) + pearl(x, y + 50, 48, c, c.base);
      else if (c.pattern === "gem") s += `<circle cx="${x}" cy="${y}" r="60" fill="${m.fill}"/>` + gemStone(x, y, 52, m.gem ?? "#2a4fb0");
      else s += `<circle cx="${x}" cy="${y + 30}" r="110" fill="none" stroke="${m.fill}" stroke-width="20"/><circle cx="${x}" cy="${y + 30}" r="110" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="40 300" opacity="0.7" transform="rotate(200 ${x} ${y + 30})"/>`;
    }
    return s;
  },
};

const ring: Drawing = {
  group: "jewelry",
  focus: [400, 470],
  shadow: [700, 230],
  draw: (c) => {
    const m = jewelMetal(c);
    let s = m.defs + velvetDisplay(c, "M250 620 Q400 560 550 620 L580 720 Q400 760 220 720 Z");
    s += `<ellipse cx="400" cy="560" rx="150" ry="150" fill="none" stroke="${m.fill}" stroke-width="30"/><ellipse cx="400" cy="560" rx="150" ry="150" fill="none" stroke="#fff" stroke-width="4" stroke-dasharray="60 900" opacity="0.6" transform="rotate(210 400 560)"/>`;
    if (m.gem) s += `<rect x="355" y="375" width="90" height="40" rx="8" fill="${m.fill}"/>` + gemStone(400, 372, 56, m.gem);
    return s;
  },
};

const bracelet: Drawing = {
  group: "jewelry",
  focus: [400, 500],
  shadow: [720, 280],
  draw: (c) => {
    const m = jewelMetal(c);
    let s = m.defs;
    const n = c.pattern === "pearl" ? 26 : 14;
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2;
      const x = 400 + Math.cos(a) * 220;
      const y = 520 + Math.sin(a) * 120;
      if (c.pattern === "pearl") s += pearl(+x.toFixed(1), +y.toFixed(1), 22, c, c.base);
      else
        s += `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="36" ry="22" fill="none" stroke="${m.fill}" stroke-width="13" transform="rotate(${((a * 180) / Math.PI + 90).toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`;
    }
    if (c.base === GOLD && c.pattern === "metal" && !c.back) s += `<rect x="600" y="505" width="50" height="30" rx="6" fill="${m.fill}"/>`;
    return s;
  },
};

// ───────────── accessories ─────────────

const scarf: Drawing = {
  group: "accessories",
  focus: [400, 500],
  shadow: [860, 260],
  draw: (c) => {
    let s = fabricShape("M400 160 L700 460 L400 760 L100 460 Z", c);
    s += `<path d="M400 190 L670 460 L400 730 L130 460 Z" fill="none" stroke="${mix(c.base, "#e9c46a", 0.6)}" stroke-width="10" opacity="0.9"/>`;
    s += fabricShape("M400 760 L520 640 L560 860 Z", c, darken(c.base, 0.12));
    return s;
  },
};

const hat: Drawing = {
  group: "accessories",
  focus: [400, 430],
  shadow: [700, 300],
  draw: (c) => {
    let s = fabricShape("M140 600 Q400 520 660 600 Q700 640 640 660 Q400 720 160 660 Q100 640 140 600 Z", c, darken(c.base, 0.05));
    s += fabricShape("M270 600 Q255 420 300 330 Q350 300 400 340 Q450 300 500 330 Q545 420 530 600 Q400 625 270 600 Z", c);
    s += `<path d="M272 560 Q400 585 528 560 L530 600 Q400 625 270 600 Z" fill="${darken(c.base, 0.55)}"/>`;
    s += line("M400 340 Q392 420 400 470", darken(c.base, 0.35), 3);
    return s;
  },
};

const belt: Drawing = {
  group: "accessories",
  focus: [300, 520],
  shadow: [720, 330],
  draw: (c) => {
    const id = c.uid("beltclip");
    const d = "M70 500 Q250 430 430 500 T760 480 L760 550 Q600 610 430 570 T70 570 Z";
    let s = fabricShape(d, c);
    s += `<clipPath id="${id}"><path d="${d}"/></clipPath>`;
    s += stitch("M70 512 Q250 442 430 512 T760 492 M70 558 Q250 488 430 558 T760 538", lighten(c.base, 0.4));
    for (const x of [520, 570, 620]) s += `<ellipse cx="${x}" cy="${x === 570 ? 530 : 528}" rx="6" ry="8" fill="${darken(c.base, 0.6)}"/>`;
    s += `<rect x="180" y="452" width="110" height="150" rx="14" fill="none" stroke="${GOLD}" stroke-width="14" transform="rotate(-12 235 527)"/><path d="M200 532 L300 510" stroke="${lighten(GOLD, 0.2)}" stroke-width="8" stroke-linecap="round"/>`;
    return s;
  },
};

const sunglasses: Drawing = {
  group: "accessories",
  focus: [280, 500],
  shadow: [640, 300],
  draw: (c) => {
    const lensId = c.uid("lens");
    const lens = (dx: number) =>
      `M${dx + 120} 470 Q${dx + 130} 420 ${dx + 200} 425 L${dx + 330} 430 Q${dx + 360} 430 ${dx + 360} 470 Q${dx + 350} 580 ${dx + 250} 585 Q${dx + 140} 585 ${dx + 120} 470 Z`;
    let s = `<defs><linearGradient id="${lensId}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2b2b33"/><stop offset="1" stop-color="#6b5a4c"/></linearGradient></defs>`;
    s += line("M122 458 L40 420 M678 458 L760 420", c.base, 14);
    s += `<path d="${lens(0)}" fill="url(#${lensId})" stroke="${c.base}" stroke-width="18"/>`;
    s += `<g transform="translate(800 0) scale(-1 1)"><path d="${lens(0)}" fill="url(#${lensId})" stroke="${c.base}" stroke-width="18"/></g>`;
    s += line("M360 455 Q400 430 440 455", c.base, 14);
    s += line("M160 450 L230 440 M460 440 L530 450", "#ffffff", 6, ' opacity="0.35"');
    return s;
  },
};

export const DRAWINGS: Record<Garment, Drawing> = {
  dress,
  slipdress,
  maxi,
  tee,
  tank,
  blouse,
  sweater,
  jeans,
  shorts,
  skirt,
  coat,
  jacket,
  blazer,
  sneaker,
  boot,
  heel,
  tote,
  crossbody,
  clutch,
  necklace,
  earrings,
  ring,
  bracelet,
  scarf,
  hat,
  belt,
  sunglasses,
};
