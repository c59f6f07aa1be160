"use client";
import { useInfiniteQuery } from "@tanstack/react-query";
import Image from "next/image";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import type { SubscriptionsPage } from "@/lib/api/schemas/subscription-account";
import { ORDERS_TEXT } from "@/lib/orders/account";
import { formatOrderDate } from "@/lib/orders/order-view";
import { firstPage } from "@/lib/queries/orders";
import { subscriptionsInfiniteQuery } from "@/lib/queries/subscriptions";
import { subscriptionDetailPath } from "@/lib/routes";
import { subscriptionStatusLabel } from "@/lib/subscriptions/detail";
import { PagedList } from "@/components/orders/account/paged-list";
import { pagedListState } from "@/components/orders/account/paged-list-state";
import { EAGER_ENTRIES } from "@/components/orders/account/pic-stack";

/** ACCT-13: the shopper's gift subscriptions, page 1 from the server (null when its read failed), 'Load more' for the next pages. */
export function SubscriptionsList({ store, initial }: { store: string; initial: SubscriptionsPage | null }) {
  const query = useInfiniteQuery({ ...subscriptionsInfiniteQuery(), initialData: initial ? firstPage(initial) : undefined });
  const search = useSearchParams().toString();
  const subscriptions = query.data?.pages.flatMap((page) => page.datas) ?? [];
  return (
    <PagedList label="Subscriptions" empty={ORDERS_TEXT.subscriptionsEmpty} {...pagedListState(query)}>
      {subscriptions.map((sub, index) => (
        <li key={sub.id}>
          <Link
            href={subscriptionDetailPath(store, sub.id, search)}
            className="flex gap-4 py-4 hover:bg-stone-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-stone-950"
          >
            {sub.cover ? (
              <Image src={sub.cover} alt="" loading={index < EAGER_ENTRIES ? "eager" : "lazy"} width={56} height={70} className="h-[70px] w-14 shrink-0 bg-stone-100 object-cover" />
            ) : null}
            <span className="min-w-0 flex-1 text-sm">
              <span className="flex items-baseline justify-between gap-3">
                <span className="font-medium text-stone-950">{sub.type_title}</span>
                <span className="text-stone-700">{subscriptionStatusLabel(sub.status)}</span>
              </span>
              <span className="block text-stone-600">Ordered on {formatOrderDate(sub.date)}</span>
              <span className="block text-stone-600">
                {sub.recipient_name ? `For ${sub.recipient_name} · ` : ""}
                {sub.occasions_count === 1 ? "1 box" : `${sub.occasions_count} boxes`}
                {sub.next_date ? ` · next ${formatOrderDate(`${sub.next_date}T00:00:00Z`)}` : ""}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </PagedList>
  );
}
