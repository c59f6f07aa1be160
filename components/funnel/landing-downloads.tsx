"use client";
import { useEffect, useState } from "react";
import { secondaryButton } from "@/components/ui/button-styles";
import type { Platform } from "@/lib/funnel/device";
import type { DownloadButton } from "@/lib/funnel/landing";
import { LANDING_REDIRECT_MS } from "@/lib/funnel/prompts";

const SECOND = 1000;

/**
 * MISC-03's download buttons: a tap starts a 5 s countdown (announced politely), then opens the store. Each is a
 * plain link to its store, so it works before hydration and without scripts; 'Cancel' stops the countdown.
 */
export function LandingDownloads({ buttons, platform }: { buttons: DownloadButton[]; platform: Platform }) {
  const [pending, setPending] = useState<{ button: DownloadButton; left: number } | null>(null);

  useEffect(() => {
    if (!pending) return;
    if (pending.left <= 0) {
      window.location.assign(pending.button.href);
      return;
    }
    const timer = setTimeout(() => setPending({ ...pending, left: pending.left - 1 }), SECOND);
    return () => clearTimeout(timer);
  }, [pending]);

  if (buttons.length === 0) return null;
  return (
    <div className="space-y-3" data-platform={platform}>
      <ul className="space-y-3">
        {buttons.map((button) => (
          <li key={button.id}>
            <a
              href={button.href}
              className={`${secondaryButton} w-full ${button.id === platform ? "border-2" : ""}`}
              onClick={(event) => {
                event.preventDefault();
                setPending({ button, left: LANDING_REDIRECT_MS / SECOND });
              }}
            >
              {button.label}
            </a>
          </li>
        ))}
      </ul>
      <p role="status" className="min-h-5 text-sm text-stone-800">
        {pending ? `Opening ${pending.button.destination} in ${pending.left} s…` : ""}
      </p>
      {pending ? (
        <button type="button" onClick={() => setPending(null)} className="text-sm text-stone-700 underline underline-offset-4">
          Cancel
        </button>
      ) : null}
    </div>
  );
}
