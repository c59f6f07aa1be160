/**
 * The box builder's steps and the search's filters change the page's query without asking the server: Next.js
 * keeps `useSearchParams` in step with the browser's own `history.pushState`/`replaceState`, so Back, Forward and
 * a reload still find every step and filter in the URL, and a step costs no server render.
 *
 * Next.js follows such a write through its router, though, which can lag behind the address bar: after a reload
 * and Back, the entry's router tree is from the earlier document, so Next.js fetches the page again (twice), and
 * a history write made meanwhile left the router waiting for good (`useSearchParams` on the old query, the tab
 * without a title). So after Back or Forward the box search writes through Next.js's router (`router.replace`/
 * `push`) until one of those has landed (components/box/box-search.tsx). A view that must show what the address
 * bar says reads it with `useShownSearchParams` (hooks/use-shown-search-params.ts), told by `URL_SHOWN_EVENT`
 * after each write here.
 */
export const URL_SHOWN_EVENT = "sf:url-shown";

export function showUrl(url: string, { replace = false, toTop = false }: { replace?: boolean; toTop?: boolean } = {}): void {
  if (replace) window.history.replaceState(null, "", url);
  else window.history.pushState(null, "", url);
  window.dispatchEvent(new Event(URL_SHOWN_EVENT));
  if (toTop) window.scrollTo(0, 0);
}
