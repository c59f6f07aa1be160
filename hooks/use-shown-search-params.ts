"use client";
import { useSearchParams } from "next/navigation";
import { useMemo, useSyncExternalStore } from "react";
import { URL_SHOWN_EVENT } from "@/lib/box/url-history";

function subscribe(onChange: () => void) {
  window.addEventListener("popstate", onChange);
  window.addEventListener(URL_SHOWN_EVENT, onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener(URL_SHOWN_EVENT, onChange);
  };
}

const shownSearch = () => window.location.search;

export interface ShownSearchParams {
  /** the query the address bar shows */
  params: URLSearchParams;
  /**
   * Next.js's router (`useSearchParams`) shows the same query: it has followed every write and traversal. While it
   * is behind (e.g. fetching the page after a reload and Back), a `showUrl` write must wait (lib/box/url-history.ts).
   */
  routerCaughtUp: boolean;
}

/**
 * The query the address bar shows, for views whose state lives in the URL and is written with `showUrl`
 * (lib/box/url-history.ts): the box search's keyword and filters. `useSearchParams` is Next.js's router state,
 * which can stay behind the address bar while the router fetches a page after Back (the typed keyword was in
 * the URL, the results kept the last one's). This one follows the address bar on every `showUrl` write, Back or
 * Forward, and every router render; the server render and hydration use the router's. Both are public: the
 * address bar (`window.location`) and Next.js's `useSearchParams`.
 */
export function useShownSearchParams(): ShownSearchParams {
  const routerSearch = useSearchParams().toString();
  const search = useSyncExternalStore(subscribe, shownSearch, () => (routerSearch ? `?${routerSearch}` : ""));
  const params = useMemo(() => new URLSearchParams(search), [search]);
  // compared as URLSearchParams print them (the address bar may spell a space %20, the router +)
  return { params, routerCaughtUp: params.toString() === routerSearch };
}
