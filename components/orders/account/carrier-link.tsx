"use client";
import { useOpenTrackingUrl } from "@/hooks/use-app-bridge";
import { useInAppMode } from "@/hooks/use-in-app-mode";
import { secondaryButton } from "@/components/ui/button-styles";

/** ACCT-10, INAPP-07: the carrier's tracking page, in a new tab on the web, through `openTrackingUrl` in the app. */
export function CarrierLink({ url }: { url: string }) {
  const inApp = useInAppMode();
  const openInApp = useOpenTrackingUrl();
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        if (inApp && openInApp(url)) event.preventDefault();
      }}
      className={secondaryButton}
    >
      Track with the carrier<span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
