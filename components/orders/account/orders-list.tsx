"use client";
import { useInfiniteQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import type { ReactNode } from "react";
import type { OrderSummary, OrdersPage } from "@/lib/api/schemas/order-history";
import { formatMoney } from "@/lib/money";
import { ORDERS_TEXT, orderEntryAction } from "@/lib/orders/account";
import { formatOrderDate } from "@/lib/orders/order-view";
import { firstPage, ordersInfiniteQuery } from "@/lib/queries/orders";
import { orderDetailPath, presaleDetailPath } from "@/lib/routes";
import { useViewTryOnBox } from "@/hooks/use-app-bridge";
import { useInAppMode } from "@/hooks/use-in-app-mode";
import { PagedList } from "./paged-list";
import { pagedListState } from "./paged-list-state";
import { EAGER_ENTRIES, PicStack } from "./pic-stack";

/**
 * ACCT-02/03: the shopper's orders, page 1 from the server (`initial`; null when the server's read
 * failed, then the browser asks again and shows the error display), 'Load more' for the next pages.
 */
export function OrdersList({ store, initial }: { store: string; initial: OrdersPage | null }) {
  const query = useInfiniteQuery({ ...ordersInfiniteQuery(), initialData: initial ? firstPage(initial) : undefined });
  const list = pagedListState(query);
  const search = useSearchParams();
  const inApp = useInAppMode();
  const orders = query.data?.pages.flatMap((page) => page.datas) ?? [];
  return (
    <PagedList label="Orders" empty={ORDERS_TEXT.ordersEmpty} {...list}>
      {orders.map((order, index) => (
        <li key={order.id}>
          <OrderEntry store={store} order={order} search={search.toString()} inApp={inApp} eager={index < EAGER_ENTRIES} />
        </li>
      ))}
    </PagedList>
  );
}

const entryClass = "flex w-full gap-4 py-4 text-left";
const linkClass = `${entryClass} hover:bg-stone-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-stone-950`;

/** One order; what tapping it does is ACCT-03's rule (lib/orders/account.ts). */
function OrderEntry({ store, order, search, inApp, eager }: { store: string; order: OrderSummary; search: string; inApp: boolean; eager: boolean }) {
  const viewTryOnBox = useViewTryOnBox();
  const body = <OrderEntryBody order={order} eager={eager} />;
  switch (orderEntryAction(order, inApp)) {
    case "detail":
      return (
        <Link href={orderDetailPath(store, order.id, search)} className={linkClass}>
          {body}
        </Link>
      );
    case "presale":
      return (
        <Link href={presaleDetailPath(store, order.id)} className={linkClass}>
          {body}
        </Link>
      );
    case "tryOnBox":
      return (
        <button type="button" onClick={() => viewTryOnBox(order.id)} className={linkClass}>
          {body}
        </button>
      );
    case "none":
      return <div className={entryClass}>{body}</div>;
  }
}

function OrderEntryBody({ order, eager }: { order: OrderSummary; eager: boolean }): ReactNode {
  const flags = orderFlags(order);
  return (
    <>
      <PicStack pics={order.pics} eager={eager} />
      <span className="min-w-0 flex-1 text-sm">
        <span className="flex items-baseline justify-between gap-3">
          <span className="font-medium text-stone-950">{order.order_number}</span>
          <span className="tabular-nums text-stone-950">{formatMoney(order.grand_total)}</span>
        </span>
        <span className="block text-stone-600">
          {formatOrderDate(order.created_at)} · {order.items_count} {order.items_count === 1 ? "item" : "items"}
        </span>
        {flags.length > 0 ? <span className="mt-1 block text-xs text-stone-700">{flags.join(" · ")}</span> : null}
      </span>
    </>
  );
}

/** The entry's states in words (ours, docs/decisions.md): canceled, a stylist's box, awaiting confirmation in the app. */
function orderFlags(order: OrderSummary): string[] {
  return [
    order.is_canceled ? "Canceled" : null,
    order.is_share_box ? `Box from ${order.stylist_user_name ?? "your stylist"}` : null,
    order.is_share_box && !order.is_confirmed ? (order.is_allowed_to_confirm ? "Confirm it in the app" : "Awaiting confirmation") : null,
  ].filter((flag): flag is string => flag !== null);
}
