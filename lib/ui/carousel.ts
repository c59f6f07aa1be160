/**
 * The 12-image carousel (BROWSE-24, A:202): at most 12 images, one step every 2 s, 2 to 8 in view by the
 * carousel's width. Shown on the Style Myself Box landing (SHARE-04's image slider; docs/decisions.md).
 */
export const CAROUSEL_MAX_IMAGES = 12;
export const CAROUSEL_AUTOPLAY_MS = 2000;
export const CAROUSEL_MIN_VISIBLE = 2;
export const CAROUSEL_MAX_VISIBLE = 8;
/** The narrowest an image is drawn before one fewer fits. */
export const CAROUSEL_SLIDE_MIN_PX = 150;

/** How many images are in view at this width: one per 150 px, from 2 to 8. */
export function visibleSlides(width: number): number {
  const fit = Math.floor(width / CAROUSEL_SLIDE_MIN_PX);
  return Math.min(CAROUSEL_MAX_VISIBLE, Math.max(CAROUSEL_MIN_VISIBLE, fit));
}

/** The first image in view after one step forward (or back): wraps to the start past the last full view. */
export function stepSlide(first: number, count: number, visible: number, step: 1 | -1 = 1): number {
  const last = Math.max(0, count - visible);
  if (last === 0) return 0;
  const next = first + step;
  if (next > last) return 0;
  if (next < 0) return last;
  return next;
}

/** Whether the carousel moves by itself: not with reduced motion, not while hovered or focused, not when paused, not when all fit. */
export function isAutoplaying(state: { reducedMotion: boolean; hovered: boolean; focused: boolean; paused: boolean; count: number; visible: number }): boolean {
  return !state.reducedMotion && !state.hovered && !state.focused && !state.paused && state.count > state.visible;
}
