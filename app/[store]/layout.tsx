import { Suspense, type ReactNode } from "react";
import { AppSessionBridge } from "@/components/auth/app-session-bridge";
import { SiteFooter } from "@/components/layout/site-footer";
import { TopBar } from "@/components/layout/top-bar";
import { storeChrome } from "@/lib/layout/store-chrome";

interface ShopLayoutProps {
  children: ReactNode;
  params: Promise<{ store: string }>;
}

/**
 * The shop layout (NAV-01..04, NAV-09): top bar, left menu, the page, the app promo footer. It reads
 * no cookie, so store pages stay statically cacheable; the menu's account part is a client island.
 */
export default async function ShopLayout({ children, params }: ShopLayoutProps) {
  const { store: slug } = await params;
  const chrome = await storeChrome(slug);

  return (
    <>
      <TopBar {...chrome} />
      <main id="main" className="min-h-[60vh]">
        {children}
      </main>
      <SiteFooter store={chrome.store} />
      {/* reads the query string: Suspense keeps the statically rendered page from bailing out */}
      <Suspense fallback={null}>
        <AppSessionBridge />
      </Suspense>
    </>
  );
}
