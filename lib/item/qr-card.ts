/**
 * The 'Share item QR' image (BROWSE-23, BR-UI-07): a 720 px QR code on a 1056 × 1632 canvas with
 * the item and store names, drawn onto any 2D context so it can be saved as a PNG.
 */
export const CARD_WIDTH = 1056;
export const CARD_HEIGHT = 1632;
export const QR_SIZE = 720;

const MARGIN = 96;
const QR_TOP = 560;

type Measure = (text: string) => number;

/** Greedy word wrap into at most `maxLines` lines; the last line ends with '…' when cut. */
export function wrapText(text: string, maxWidth: number, measure: Measure, maxLines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = "";
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (measure(candidate) <= maxWidth || !current) {
      current = candidate;
      continue;
    }
    lines.push(current);
    current = word;
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = `${kept[maxLines - 1]}…`;
  while (measure(last) > maxWidth && last.length > 1) last = `${last.slice(0, -2)}…`;
  kept[maxLines - 1] = last;
  return kept;
}

export interface CardText {
  itemName: string;
  brand: string;
  storeName: string;
}

/** Draws the share card. `qr` is an already rendered QR code image (any size; drawn at 720 px). */
export function drawShareCard(ctx: CanvasRenderingContext2D, qr: CanvasImageSource, text: CardText): void {
  const centre = CARD_WIDTH / 2;
  const textWidth = CARD_WIDTH - MARGIN * 2;
  ctx.fillStyle = "#faf7f2";
  ctx.fillRect(0, 0, CARD_WIDTH, CARD_HEIGHT);
  ctx.textAlign = "center";
  ctx.textBaseline = "alphabetic";

  ctx.fillStyle = "#78716c";
  ctx.font = "600 34px system-ui, sans-serif";
  ctx.fillText(text.brand.toUpperCase(), centre, 200, textWidth);

  ctx.fillStyle = "#1c1917";
  ctx.font = "500 64px Georgia, 'Times New Roman', serif";
  wrapText(text.itemName, textWidth, (s) => ctx.measureText(s).width, 3).forEach((line, i) => ctx.fillText(line, centre, 290 + i * 78));

  ctx.fillStyle = "#ffffff";
  ctx.fillRect(centre - QR_SIZE / 2 - 24, QR_TOP - 24, QR_SIZE + 48, QR_SIZE + 48);
  ctx.drawImage(qr, centre - QR_SIZE / 2, QR_TOP, QR_SIZE, QR_SIZE);

  ctx.fillStyle = "#1c1917";
  ctx.font = "600 40px system-ui, sans-serif";
  ctx.fillText(text.storeName, centre, QR_TOP + QR_SIZE + 130, textWidth);
  ctx.fillStyle = "#78716c";
  ctx.font = "400 32px system-ui, sans-serif";
  ctx.fillText("Scan to shop this look", centre, QR_TOP + QR_SIZE + 190, textWidth);
}
