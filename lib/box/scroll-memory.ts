/**
 * ONB-16: the item detail returns to the grid's scroll position. The position of the stage's grid is kept in
 * this tab's sessionStorage when a detail opens (the detail is a step of its own, in the URL) and taken back
 * once when the grid shows again.
 */
const KEY = "sf.gsb-scroll.v1";

export function rememberScroll(storage: Storage, stage: number, y: number): void {
  try {
    storage.setItem(KEY, JSON.stringify({ stage, y }));
  } catch {
    // storage full or disabled: the grid then opens at the top
  }
}

/** The kept position of this stage's grid (once: it is forgotten on reading), or null. */
export function recallScroll(storage: Storage, stage: number): number | null {
  try {
    const saved = JSON.parse(storage.getItem(KEY) ?? "null") as { stage?: unknown; y?: unknown } | null;
    storage.removeItem(KEY);
    return saved?.stage === stage && typeof saved.y === "number" && saved.y >= 0 ? saved.y : null;
  } catch {
    return null;
  }
}
