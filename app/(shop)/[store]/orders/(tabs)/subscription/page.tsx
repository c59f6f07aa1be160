import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { currentUser } from "@/lib/auth/current-user";
import { signInToReach } from "@/lib/auth/contexts";
import { ORDERS_TEXT } from "@/lib/orders/account";
import { storeSubscriptionsPath } from "@/lib/routes";

export const metadata: Metadata = { title: "Subscriptions", robots: { index: false } };

/**
 * store-orders-subscription (ACCT-13). The tab exists now; its list comes with the gift boxes. Until
 * then no subscription can exist (nothing sells one yet, docs/decisions.md), so the empty state is
 * the truth for every shopper, and no call is made.
 */
export default async function SubscriptionsPage({ params }: PageProps<"/[store]/orders/subscription">) {
  const { store } = await params;
  if (!(await currentUser())) redirect(signInToReach(store, storeSubscriptionsPath(store)));
  return (
    <>
      <h1 className="sr-only">Subscriptions</h1>
      <p className="py-16 text-center text-sm text-stone-600">{ORDERS_TEXT.subscriptionsEmpty}</p>
    </>
  );
}
