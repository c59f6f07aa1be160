import { Suspense } from "react";
import { APP_PROMO_TEXT, appStoreLinks } from "@/lib/layout/footer";
import { AppBadges } from "./app-badges";
import { HideInApp } from "./in-app-gate";

/** The shop footer: the app promo (NAV-09), left out inside the native app. */
export function SiteFooter() {
  return (
    // The gate reads the query string; Suspense keeps a statically rendered page from bailing out.
    <Suspense fallback={null}>
      <HideInApp>
        <footer className="mt-12 border-t border-stone-200 bg-stone-50">
          <div className="mx-auto flex max-w-[1240px] flex-col items-center gap-5 px-6 py-12 text-center">
            <p className="font-serif text-xl text-stone-950 desktop:text-2xl">{APP_PROMO_TEXT}</p>
            <AppBadges links={appStoreLinks()} />
          </div>
        </footer>
      </HideInApp>
    </Suspense>
  );
}
