import { Suspense, type ReactNode } from "react";
import { AppSessionBridge } from "@/components/auth/app-session-bridge";
import { SiteFooter } from "@/components/layout/site-footer";
import { TopBar } from "@/components/layout/top-bar";
import { storeMenu } from "@/lib/layout/menu";
import { loadStore } from "@/lib/store/load-store";
import { MY_ORDERS_PARAM } from "@/lib/store/redirects";
import { storePath } from "@/lib/routes";

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
  // `myorders` is not a store. A failed lookup renders plain chrome: the page reads the same
  // cached lookup and fails inside its error boundary (error.tsx does not cover this layout).
  const loaded = slug === MY_ORDERS_PARAM ? null : await loadStore(slug).catch(() => null);
  const menu = storeMenu(
    loaded && { slug, canShareBox: loaded.store.owner.can_share_box, subscriptionBrands: loaded.check.subscription_brands },
  );

  return (
    <>
      <TopBar store={loaded ? slug : null} storeName={loaded?.store.name ?? null} homeHref={loaded ? storePath(slug) : "/"} menu={menu} />
      <main id="main" className="min-h-[60vh]">
        {children}
      </main>
      <SiteFooter />
      {/* reads the query string: Suspense keeps the statically rendered page from bailing out */}
      <Suspense fallback={null}>
        <AppSessionBridge />
      </Suspense>
    </>
  );
}
