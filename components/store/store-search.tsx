"use client";
import { useInfiniteQuery } from "@tanstack/react-query";
import Image from "next/image";
import Link from "next/link";
import { useDebouncedKeyword } from "@/hooks/use-debounced-keyword";
import { useHydrated } from "@/hooks/use-hydrated";
import { INPUT_LIMITS } from "@/lib/api/schemas/limits";
import { inviteSearchQuery } from "@/lib/queries/store";
import { storePath } from "@/lib/routes";
import { INVITE_SEARCH_DEBOUNCE_MS, INVITE_SEARCH_MIN, STORE_SEARCH_TEXT } from "@/lib/store/store-search";
import { RetryAlert } from "@/components/ui/retry-alert";
import { Button } from "@/components/ui/button";
import { SearchField } from "@/components/ui/search-field";
import { Spinner } from "@/components/ui/spinner";

/**
 * The store search home's invite-code search (SEARCH-02): from 3 characters, 500 ms after the last key,
 * pages of 50; each result opens the store at `/{user_name}`.
 */
export function StoreSearch() {
  const hydrated = useHydrated();
  const { typed, setTyped, searchable } = useDebouncedKeyword("", { ms: INVITE_SEARCH_DEBOUNCE_MS, min: INVITE_SEARCH_MIN });
  const results = useInfiniteQuery({ ...inviteSearchQuery(searchable), enabled: searchable !== "" });
  const stores = results.data?.pages.flatMap((page) => page.datas) ?? [];
  // The hint stays until what is typed is long enough to search.
  const showHint = typed.trim().length < INVITE_SEARCH_MIN;

  return (
    <div className="space-y-6">
      <SearchField
        label="Invite code"
        value={typed}
        onChange={setTyped}
        maxLength={INPUT_LIMITS.code}
        hint={showHint ? STORE_SEARCH_TEXT.hint : null}
        disabled={!hydrated}
      />

      <div role="status" aria-live="polite">
        {!showHint && searchable !== "" && results.isSuccess && stores.length === 0 ? <p className="text-stone-700">{STORE_SEARCH_TEXT.empty}</p> : null}
      </div>
      {results.isPending && searchable !== "" && !showHint ? (
        <p className="flex items-center gap-2 text-sm text-stone-600">
          <Spinner /> Searching stores…
        </p>
      ) : null}
      {results.isError ? <RetryAlert message="The stores could not be searched." onRetry={() => void results.refetch()} /> : null}

      {stores.length > 0 && !showHint ? (
        <ul aria-label="Stores" className="divide-y divide-stone-200 border-y border-stone-200">
          {stores.map((store) => (
            <li key={store.user_name}>
              <Link
                href={storePath(store.user_name)}
                className="flex items-center gap-4 px-1 py-3 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-950"
              >
                <span className="size-14 shrink-0 overflow-hidden rounded-full bg-stone-100">
                  {store.cover ? <Image src={store.cover} alt="" width={56} height={56} className="size-full object-cover" /> : null}
                </span>
                <span className="min-w-0">
                  <span className="block truncate font-medium text-stone-950">{store.commission.title}</span>
                  <span className="block truncate text-sm text-stone-600">{store.user_name}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {results.hasNextPage && !showHint ? (
        <Button variant="secondary" pending={results.isFetchingNextPage} onClick={() => void results.fetchNextPage()}>
          Show more stores
        </Button>
      ) : null}
    </div>
  );
}
