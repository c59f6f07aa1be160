import Link from "next/link";
import { Suspense } from "react";
import { APP_PROMO_TEXT, appStoreLinks } from "@/lib/layout/footer";
import { orderLookupEntry } from "@/lib/layout/menu";
import { AppBadges } from "./app-badges";
import { HideInApp } from "./in-app-gate";

/**
 * The shop footer: the app promo (NAV-09) and, in a store, the guest order lookup (finding 15.15);
 * left out inside the native app.
 */
export function SiteFooter({ store }: { store: string | null }) {
  const lookup = store ? orderLookupEntry(store) : null;
  return (
    // The gate reads the query string; Suspense keeps a statically rendered page from bailing out.
    <Suspense fallback={null}>
      <HideInApp>
        <footer className="mt-12 border-t border-stone-200 bg-stone-50">
          <div className="mx-auto flex max-w-[1240px] flex-col items-center gap-5 px-6 py-12 text-center">
            <p className="font-serif text-xl text-stone-950 desktop:text-2xl">{APP_PROMO_TEXT}</p>
            <AppBadges links={appStoreLinks()} />
            {lookup ? (
              <nav aria-label="Orders" className="pt-2">
                <Link
                  href={lookup.href}
                  prefetch={false}
                  className="inline-flex min-h-11 items-center text-sm text-stone-700 underline underline-offset-4 hover:text-stone-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-950"
                >
                  {lookup.label}
                </Link>
              </nav>
            ) : null}
          </div>
        </footer>
      </HideInApp>
    </Suspense>
  );
}
