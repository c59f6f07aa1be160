import { Suspense, type ReactNode } from "react";
import { AppSessionBridge } from "@/components/auth/app-session-bridge";
import { HomeScreenGate } from "@/components/funnel/home-screen-gate";
import { storeChrome } from "@/lib/layout/store-chrome";
import { SiteFooter } from "./site-footer";
import { TopBar, type TopBarParts } from "./top-bar";

interface StoreFrameProps extends TopBarParts {
  store: string;
  children: ReactNode;
}

/**
 * The shop's frame (NAV-01..04, NAV-09): top bar, left menu, the page, the app promo footer. Each route
 * group's layout renders it and says which parts of the top bar its pages show (NAV-02/03), so a page
 * gets its chrome from the group it lives in. It reads no cookie, so store pages stay statically
 * cacheable; the menu's account part is a client island.
 */
export async function StoreFrame({ store, children, ...parts }: StoreFrameProps) {
  const chrome = await storeChrome(store);
  return (
    <>
      <TopBar {...chrome} {...parts} />
      <main id="main" className="min-h-[60vh]">
        {children}
      </main>
      <SiteFooter store={chrome.store} />
      {/* reads the query string: Suspense keeps the statically rendered page from bailing out */}
      <Suspense fallback={null}>
        <AppSessionBridge />
        <HomeScreenGate />
      </Suspense>
    </>
  );
}
