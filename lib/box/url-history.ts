/**
 * The box builder's steps and the search's filters change the page's query without asking the server: Next.js
 * keeps `useSearchParams` in step with the browser's own `history.pushState`/`replaceState`, so Back, Forward and
 * a reload still find every step and filter in the URL, and a step costs no server render.
 *
 * Next.js follows such a write through its router, though, which can lag behind the address bar: after a reload
 * and Back, the entry's router tree is from the earlier document, so Next.js fetches the page again (twice) and
 * the search's keyword written meanwhile may never reach `useSearchParams`. A view that must show what the
 * address bar says reads it with `useShownSearchParams` (hooks/use-shown-search-params.ts), told by
 * `URL_SHOWN_EVENT` after each write here.
 */
export const URL_SHOWN_EVENT = "sf:url-shown";

/** Where Next.js keeps the router tree an entry was rendered with (its history state, next/dist/client/components/app-router). */
const NEXT_ROUTER_TREE = "__PRIVATE_NEXTJS_INTERNALS_TREE";

/**
 * Next.js follows a write with the router tree kept in the current entry. After a reload and Back that tree is the
 * earlier document's while the router is still fetching the page for it, and a keyword written then left the
 * router waiting for good (the tab without a title, `useSearchParams` on the old query). Without a tree in the
 * entry Next.js takes its router's own, which is what the page shows; it writes the tree back once the write has
 * landed. Only for a replace: the entry a push leaves must keep its tree for a later Back from another page.
 */
function dropRouterTree(): void {
  const state: unknown = window.history.state;
  if (state === null || typeof state !== "object" || !(NEXT_ROUTER_TREE in state)) return;
  const rest: Record<string, unknown> = { ...state };
  delete rest[NEXT_ROUTER_TREE];
  // the browser's own replaceState: Next.js's (on the instance) would follow this write too
  History.prototype.replaceState.call(window.history, rest, "", window.location.href);
}

export function showUrl(url: string, { replace = false, toTop = false }: { replace?: boolean; toTop?: boolean } = {}): void {
  if (replace) {
    // an entry left by a push keeps its tree: Back to it from another page needs it
    dropRouterTree();
    window.history.replaceState(null, "", url);
  } else window.history.pushState(null, "", url);
  window.dispatchEvent(new Event(URL_SHOWN_EVENT));
  if (toTop) window.scrollTo(0, 0);
}
