/**
 * The box builder's steps and the search's filters change the page's query without asking the server: Next.js
 * keeps `useSearchParams` in step with the browser's own `history.pushState`/`replaceState`, so Back, Forward and
 * a reload still find every step and filter in the URL, and a step costs no server render.
 */
export function showUrl(url: string, { replace = false, toTop = false }: { replace?: boolean; toTop?: boolean } = {}): void {
  if (replace) window.history.replaceState(null, "", url);
  else window.history.pushState(null, "", url);
  if (toTop) window.scrollTo(0, 0);
}
