"use client";
import { useId } from "react";
import { Dialog } from "@/components/ui/dialog";
import { primaryButton, secondaryButton, textButton } from "@/components/ui/button-styles";
import { APP_OFFER_CODE, APP_POPUP_COOKIE, APP_POPUP_DAYS, flagCookie, POPUP_TEXT } from "@/lib/funnel/prompts";
import { landingPath } from "@/lib/routes";

/**
 * NAV-10: the download-app popup. 'Get the app' opens the mobile landing page (MISC-03: the platform's store,
 * with 'Continue in browser' back here); 'Continue to shop' closes it for this page; 'Don't show again' sets
 * the 14-day cookie.
 */
export function DownloadAppPopup({ store, onClose }: { store: string; onClose: () => void }) {
  const titleId = useId();
  const here = `${window.location.pathname}${window.location.search}`;
  const dontShowAgain = () => {
    document.cookie = flagCookie(APP_POPUP_COOKIE, APP_POPUP_DAYS, window.location.protocol === "https:");
    onClose();
  };
  return (
    <Dialog open onClose={onClose} labelledBy={titleId} className="w-[min(92vw,380px)] bg-white text-stone-950">
      <div className="space-y-4 p-6 text-center">
        <h2 id={titleId} className="font-serif text-2xl">
          Shop {store} in the app
        </h2>
        <p className="text-sm text-stone-700">
          Use the code <strong className="font-semibold tracking-wide text-stone-950">{APP_OFFER_CODE}</strong> for 15% off your first order in the app.
        </p>
        <p className="text-sm text-stone-700">
          Invite code: <strong className="font-semibold text-stone-950">{store}</strong>
        </p>
        <a href={landingPath(here)} className={primaryButton}>
          {POPUP_TEXT.getApp}
        </a>
        <button type="button" onClick={onClose} className={`${secondaryButton} w-full`}>
          {POPUP_TEXT.continueToShop}
        </button>
        <button type="button" onClick={dontShowAgain} className={textButton}>
          {POPUP_TEXT.dontShowAgain}
        </button>
      </div>
    </Dialog>
  );
}
