"use client";
import type { Route } from "next";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
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
  const { params, routerCaughtUp } = useShownSearchParams();
  const hydrated = useHydrated();
  // Writes not made yet: a URL written while Next.js's router is behind the address bar (fetching the page after
  // a reload and Back) left it waiting for good, so they wait until it has caught up (lib/box/url-history.ts),
  // in order. Meanwhile the search shows and searches the last one's filters and keyword, as if written.
  const [pending, setPending] = useState<{ next: BoxSearchFilters; replace: boolean }[]>([]);
  const filters = pending.at(-1)?.next ?? filtersOf(params);
  const { typed, setTyped, settled, searchable, tooShort } = useDebouncedKeyword(filters.keyword, { ms: BOX_SEARCH_DEBOUNCE_MS, min: BOX_KEYWORD_MIN });
  const [adding, setAdding] = useState<BoxItem | null>(null);
  const [detail, setDetail] = useState<{ item: BoxItem; y: number } | null>(null);

  const show = (next: BoxSearchFilters, replace = false) => setPending((writes) => [...writes, { next, replace }]);

  // The pending writes land once the router shows what the address bar shows (at once, mostly); this runs
  // again when the router's query changes, which is how a lagging router says it has caught up.
  useEffect(() => {
    if (!routerCaughtUp || pending.length === 0) return;
    for (const { next, replace } of pending) showUrl(withSearch(searchPath, filtersSearch(next, plan)), { replace });
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the writes are made (history is outside React): the address bar now shows them
    setPending([]);
  }, [routerCaughtUp, pending, searchPath, plan]);

  // The keyword reaches the URL once typing settles (BR-BOX-09: 500 ms).
  useEffect(() => {
    // 1–2 characters are no search yet (BR-VAL-38): the URL keeps the last one searched
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the debounced keyword settles in an effect; its write joins the queue above
    if ((settled.trim() === "" || searchable !== "") && settled !== filters.keyword) show({ ...filters, keyword: settled }, true);
    // `filters` is read from the URL this effect writes; only a settled keyword moves it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  // Back or Forward: the field shows the keyword of the entry the browser went to, and writes not made yet are
  // dropped (they were for the entry left). Only a traversal fires popstate; the URL writes above and the
  // filters' never do, so they cannot overwrite what is being typed.
  useEffect(() => {
    const showTraversedKeyword = () => {
      setPending([]);
      setTyped(filtersOf(new URLSearchParams(window.location.search)).keyword);
    };
    window.addEventListener("popstate", showTraversedKeyword);
    return () => window.removeEventListener("popstate", showTraversedKeyword);
  }, [setTyped]);

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
