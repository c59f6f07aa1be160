/**
 * Pictures for link previews (Open Graph). The embedded API draws its pictures as SVG, which social
 * networks do not show; it serves each one rasterised as PNG under the same name, so previews use
 * that. Other URLs (a real backend's photos) are kept as they are.
 */
const EMBEDDED_SVG = /^(\/api\/images\/.+)\.svg$/;

export function shareableImage(url: string): string {
  const match = EMBEDDED_SVG.exec(url);
  return match ? `${match[1]}.png` : url;
}
