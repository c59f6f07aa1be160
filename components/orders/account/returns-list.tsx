"use client";
import { useInfiniteQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import type { ReturnsPage } from "@/lib/api/schemas/order-history";
import { ORDERS_TEXT, refundText } from "@/lib/orders/account";
import { formatOrderDate } from "@/lib/orders/order-view";
import { firstPage, returnsInfiniteQuery } from "@/lib/queries/orders";
import { returnDetailPath } from "@/lib/routes";
import { PagedList } from "./paged-list";
import { pagedListState } from "./paged-list-state";
import { EAGER_ENTRIES, PicStack } from "./pic-stack";

/** ACCT-11: the shopper's returns, page 1 from the server (null when its read failed), 'Load more' for the next pages. */
export function ReturnsList({ store, initial }: { store: string; initial: ReturnsPage | null }) {
  const query = useInfiniteQuery({ ...returnsInfiniteQuery(), initialData: initial ? firstPage(initial) : undefined });
  const search = useSearchParams().toString();
  const returns = query.data?.pages.flatMap((page) => page.return_orders) ?? [];
  return (
    <PagedList label="Returns" empty={ORDERS_TEXT.returnsEmpty} {...pagedListState(query)}>
      {returns.map((ret, index) => (
        <li key={ret.id}>
          <Link
            href={returnDetailPath(store, ret.id, "list", search)}
            className="flex gap-4 py-4 hover:bg-stone-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-stone-950"
          >
            <PicStack pics={ret._pics} eager={index < EAGER_ENTRIES} />
            <span className="min-w-0 flex-1 text-sm">
              <span className="flex items-baseline justify-between gap-3">
                <span className="font-medium text-stone-950">{ret.number}</span>
                <span className="capitalize text-stone-700">{ret.status}</span>
              </span>
              <span className="block text-stone-600">{formatOrderDate(ret.created_at)}</span>
              <span className="block text-stone-600">
                Refund {refundText(ret.refund_amount)} · Blings {refundText(ret.refund_blings)}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </PagedList>
  );
}
