"use client";
import dynamic from "next/dynamic";
import { Suspense, useState } from "react";
import type { StoreChrome } from "@/lib/layout/store-chrome";
import { BusyIndicator } from "./busy-indicator";
import { CartLink } from "./cart-link";
import { InAppBackButton } from "./in-app-back";
import { Logo } from "./logo";

/**
 * The menu (its drawer, the account entries and their user query, sign-out) is a chunk of its own that
 * loads once the page is interactive, not with every page's first load; a tap on the button before it
 * is there opens it as soon as it is.
 */
const SideMenu = dynamic(() => import("./side-menu").then((m) => m.SideMenu), { ssr: false });

const MENU_ID = "site-menu";

export interface TopBarParts {
  /** NAV-02: false on the cart and checkout pages (the layout of their route group says so) */
  withCartIcon?: boolean;
  /** NAV-03: false on the share-cart pages and the shared-cart checkout */
  withMenu?: boolean;
}

/**
 * NAV-01: hamburger, logo, loading spinner and cart icon. Which parts show is decided by the route
 * group's layout (components/layout/store-frame.tsx), never by reading the path.
 */
export function TopBar({ store, storeName, homeHref, menu, externalMenu = [], myOrders = false, withCartIcon = true, withMenu = true }: StoreChrome & TopBarParts) {
  const [menuOpen, setMenuOpen] = useState(false);
  const withCart = store !== null && withCartIcon;

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto grid h-14 max-w-[1240px] grid-cols-[1fr_auto_1fr] items-center px-2 desktop:h-16 desktop:px-6">
        <div className="flex items-center">
          {/* reads the query string: Suspense keeps the statically rendered page from bailing out */}
          <Suspense fallback={null}>
            <InAppBackButton />
          </Suspense>
          {withMenu ? (
            <button
              type="button"
              onClick={() => setMenuOpen(true)}
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              aria-controls={MENU_ID}
              className="inline-flex size-11 items-center justify-center text-stone-900 hover:text-stone-600 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-stone-950"
            >
              <span className="sr-only">Open menu</span>
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round">
                <path d="M4 7h16M4 12h16M4 17h10" />
              </svg>
            </button>
          ) : null}
        </div>
        <Logo href={homeHref} storeName={storeName} />
        <div className="flex items-center justify-end gap-1">
          <BusyIndicator />
          {withCart ? <CartLink store={store} /> : null}
        </div>
      </div>
      {withMenu ? <SideMenu id={MENU_ID} open={menuOpen} onClose={() => setMenuOpen(false)} entries={menu} externalEntries={externalMenu} store={store} storeName={storeName} myOrders={myOrders} /> : null}
    </header>
  );
}
