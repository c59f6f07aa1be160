"use client";
import type { Route } from "next";
import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import type { BoxItem } from "@/lib/api/schemas/box";
import { builderSearch, searchTypeOf, STAGE_NAMES } from "@/lib/box/builder-steps";
import { BOX_KEYWORD_MIN, BOX_SEARCH_DEBOUNCE_MS, BOX_SEARCH_MESSAGES, BOX_SORTS } from "@/lib/box/filters";
import type { BoxPickInfo } from "@/lib/box/picks";
import { activeFilterCount, filtersOf, filtersSearch, type BoxSearchFilters, type BoxSort } from "@/lib/box/search-url";
import { showUrl } from "@/lib/box/url-history";
import { withSearch } from "@/lib/routes";
import { useDebouncedKeyword } from "@/hooks/use-debounced-keyword";
import { useHydrated } from "@/hooks/use-hydrated";
import { useShownSearchParams } from "@/hooks/use-shown-search-params";
import { SearchField } from "@/components/ui/search-field";
import { AddToBoxDialog } from "./add-to-box-dialog";
import { DetailBody } from "./box-item-detail";
import { BoxItemGrid } from "./box-item-grid";
import { BoxSearchFilterPanel } from "./box-search-filters";

const SORT_LABELS: Record<BoxSort, string> = { newest: "Newest", "low-high-price": "Price: low to high", "high-low-price": "Price: high to low" };
const [NO_RESULTS, TRY_ANOTHER] = BOX_SEARCH_MESSAGES.noResults.split(" / ") as [string, string];

interface BoxSearchProps {
  info: BoxPickInfo;
  plan: string;
  /** auth_search and auth_gsb without a query */
  searchPath: Route;
  builderPath: Route;
}

/**
 * The box item search (ONB-17): a keyword from 3 characters, 500 ms after the last key; sort and filters; every
 * one in the URL (lib/box/search-url.ts), so Back and a reload keep them. A filter is a step in the history, the
 * keyword replaces its entry as it is typed.
 */
export function BoxSearch({ info, plan, searchPath, builderPath }: BoxSearchProps) {
  const router = useRouter();
  // what the address bar says, not the router's copy, which can lag after a reload and Back
  const params = useShownSearchParams();
  const hydrated = useHydrated();
  const shown = filtersOf(params);
  const { typed, setTyped, reset, settled, searchable, tooShort } = useDebouncedKeyword(shown.keyword, { ms: BOX_SEARCH_DEBOUNCE_MS, min: BOX_KEYWORD_MIN });
  // The keyword searched is the settled one once it is a search (1–2 characters are not, BR-VAL-38: the last one
  // searched stays), from the field, not the URL: its write can wait for Next.js's router (below).
  const keyword = settled.trim() === "" || searchable !== "" ? settled : shown.keyword;
  const filters = { ...shown, keyword };
  const [adding, setAdding] = useState<BoxItem | null>(null);
  const [detail, setDetail] = useState<{ item: BoxItem; y: number } | null>(null);

  // After Back or Forward the entry's router state may be an earlier document's (after a reload), and a history
  // write made while Next.js still fetches the page for it left its router waiting for good (no title,
  // `useSearchParams` behind). So after a traversal the search writes through Next.js's router (public
  // `router.replace`/`push`, queued behind that fetch), until one of those has landed (`useSearchParams` shows
  // it): Next.js has then put its own state in the entry, and writes go back to the history API (no server render).
  const routerSearch = useSearchParams().toString();
  const traversed = useRef(false);
  /** the query of a router write not landed yet */
  const routed = useRef<string | null>(null);
  useEffect(() => {
    if (routerSearch === routed.current) routed.current = null;
  }, [routerSearch]);
  const show = (next: BoxSearchFilters, replace = false) => {
    const search = filtersSearch(next, plan);
    const url = withSearch(searchPath, search);
    if (!traversed.current && routed.current === null) return showUrl(url, { replace });
    traversed.current = false;
    routed.current = new URLSearchParams(search).toString();
    if (replace) router.replace(url, { scroll: false });
    else router.push(url, { scroll: false });
  };

  // The keyword reaches the URL once typing settles (BR-BOX-09: 500 ms).
  useEffect(() => {
    if (keyword !== shown.keyword) show(filters, true);
    // `shown` is read from the URL this effect writes; only a settled keyword moves it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  // Back or Forward: the field shows the keyword of the entry the browser went to. Only a traversal fires
  // popstate; the URL writes above and the filters' never do, so they cannot overwrite what is being typed.
  useEffect(() => {
    const showTraversedKeyword = () => {
      traversed.current = true;
      reset(filtersOf(new URLSearchParams(window.location.search)).keyword);
    };
    window.addEventListener("popstate", showTraversedKeyword);
    return () => window.removeEventListener("popstate", showTraversedKeyword);
  }, [reset]);

  const toReview = () => router.push(withSearch(builderPath, builderSearch({ step: "toReview" }, plan)));
  const backToBuilder = withSearch(builderPath, builderSearch({ step: "pickItems", stage: filters.stage }, plan));
  const count = activeFilterCount(filters);

  if (detail) {
    return (
      <DetailBody
        item={detail.item}
        limits={info}
        onBack={() => {
          const y = detail.y;
          setDetail(null);
          requestAnimationFrame(() => window.scrollTo(0, y));
        }}
        onFull={toReview}
      />
    );
  }

  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-3xl text-stone-950">Search {STAGE_NAMES[filters.stage]}</h1>
        <Link href={backToBuilder} className="text-sm underline underline-offset-4">
          Back to your box
        </Link>
      </div>

      <SearchField
        label="Search styles"
        value={typed}
        onChange={setTyped}
        maxLength={100}
        hint={tooShort ? BOX_SEARCH_MESSAGES.keywordTooShort : null}
        announceHint
        disabled={!hydrated}
      />

      <div className="flex flex-wrap items-center gap-4">
        <label className="flex items-center gap-2 text-sm">
          Sort
          <select value={filters.sort} onChange={(event) => show({ ...filters, sort: event.target.value as BoxSort })} className="h-11 border border-stone-300 bg-white px-2 text-sm">
            {BOX_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </label>
      </div>

      <details className="border border-stone-200 px-4 py-3" open={count > 0 ? true : undefined}>
        <summary className="cursor-pointer text-sm font-semibold">Filter{count > 0 ? ` (${count})` : ""}</summary>
        <div className="pt-4">
          <BoxSearchFilterPanel filters={filters} onChange={(next) => show(next)} />
        </div>
      </details>

      <BoxItemGrid
        type={searchTypeOf(filters.stage)}
        filters={filters}
        onDetail={(item) => setDetail({ item, y: window.scrollY })}
        onAdd={setAdding}
        empty={
          <div role="status" className="py-10 text-center">
            <p className="font-semibold text-stone-900">{NO_RESULTS}</p>
            <p className="text-sm text-stone-600">{TRY_ANOTHER}</p>
          </div>
        }
      />

      <AddToBoxDialog
        item={adding}
        limits={info}
        onClose={() => setAdding(null)}
        onAdded={(full) => {
          setAdding(null);
          if (full) toReview();
        }}
      />
    </section>
  );
}
