"use client";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useState } from "react";
import { cartPath } from "@/lib/routes";

/**
 * The count comes from the cart's hooks (localStorage, or the account's cart and its writes), which load
 * once the page is interactive rather than with every store and item page's first load.
 */
const CartCount = dynamic(() => import("./cart-count").then((m) => m.CartCount), { ssr: false });

/** The cart icon with the number of units in the cart, the guest's or the signed-in shopper's (NAV-01). */
export function CartLink({ store }: { store: string }) {
  // 0 on the server and during hydration (the cart lives in localStorage or behind the session), the real count after.
  const [count, setCount] = useState(0);
  const label = count === 0 ? "Cart, empty" : `Cart, ${count} ${count === 1 ? "item" : "items"}`;
  return (
    <>
      <CartCount onChange={setCount} />
      <Link
        href={cartPath(store)}
        aria-label={label}
        className="relative inline-flex size-11 items-center justify-center text-stone-900 hover:text-stone-600 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-stone-950"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round">
          <path d="M5 8h14l-1.2 12.2a1 1 0 0 1-1 .8H7.2a1 1 0 0 1-1-.8L5 8Z" />
          <path d="M9 10V6.5a3 3 0 0 1 6 0V10" strokeLinecap="round" />
        </svg>
        {count > 0 ? (
          <span
            aria-hidden="true"
            className="absolute right-0.5 top-1 min-w-[18px] rounded-full bg-brand-accent px-1 text-center text-[10px] font-semibold leading-[18px] text-white tabular-nums"
          >
            {count > 99 ? "99+" : count}
          </span>
        ) : null}
      </Link>
    </>
  );
}
