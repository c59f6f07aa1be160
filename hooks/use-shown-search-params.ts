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

/**
 * The query the address bar shows, for views whose state lives in the URL and is written with `showUrl`
 * (lib/box/url-history.ts): the box search's keyword and filters. `useSearchParams` is Next.js's router state,
 * which can stay behind the address bar while the router fetches a page after Back (the typed keyword was in
 * the URL, the results kept the last one's). This one follows the address bar on every `showUrl` write, Back or
 * Forward, and every router render; the server render and hydration use the router's.
 */
export function useShownSearchParams(): URLSearchParams {
  const routerSearch = useSearchParams().toString();
  const search = useSyncExternalStore(subscribe, shownSearch, () => (routerSearch ? `?${routerSearch}` : ""));
  return useMemo(() => new URLSearchParams(search), [search]);
}
