"use client";
import Link from "next/link";
import { useSearchParams, useSelectedLayoutSegment } from "next/navigation";
import type { Route } from "next";
import { storeOrdersPath, storeReturnsPath, storeSubscriptionsPath, withSearch } from "@/lib/routes";

/** ACCT-01: 'My Orders' is the spec's; 'Subscriptions' and 'Returns' are ours (G-53, docs/decisions.md). */
const TABS: { segment: string; label: string; path: (store: string) => Route }[] = [
  { segment: "regular", label: "My Orders", path: storeOrdersPath },
  { segment: "subscription", label: "Subscriptions", path: storeSubscriptionsPath },
  { segment: "return", label: "Returns", path: storeReturnsPath },
];

/** The three-tab header of the order lists (ACCT-01); the tab of the page shown is the current one. The query string (`inapp`) is kept. */
export function OrdersTabs({ store }: { store: string }) {
  const current = useSelectedLayoutSegment();
  const search = useSearchParams().toString();
  return (
    <nav aria-label="Order lists" className="mb-8 border-b border-stone-200">
      <ul className="flex">
        {TABS.map((tab) => {
          const active = tab.segment === current;
          return (
            <li key={tab.segment} className="flex-1">
              <Link
                href={withSearch(tab.path(store), search)}
                aria-current={active ? "page" : undefined}
                className={`-mb-px flex h-12 items-center justify-center border-b-2 text-sm tracking-[0.04em] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-stone-950 ${
                  active ? "border-stone-950 font-medium text-stone-950" : "border-transparent text-stone-600 hover:text-stone-950"
                }`}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
