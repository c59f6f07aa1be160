"use client";
import { CloseButton } from "@/components/ui/close-button";
import { flagCookie, HOME_SCREEN_COOKIE, HOME_SCREEN_DAYS, HOME_SCREEN_TEXT } from "@/lib/funnel/prompts";

/** Chrome's `beforeinstallprompt` event (not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

interface HomeScreenBannerProps {
  variant: "android" | "ios";
  /** Android's deferred install prompt, when the browser fired one */
  install: InstallPromptEvent | null;
  onClose: () => void;
}

/** NAV-08: the add-to-home-screen banner, a region at the foot of the screen; closing it is remembered. */
export function HomeScreenBanner({ variant, install, onClose }: HomeScreenBannerProps) {
  const close = () => {
    document.cookie = flagCookie(HOME_SCREEN_COOKIE, HOME_SCREEN_DAYS, window.location.protocol === "https:");
    onClose();
  };
  const hint = variant === "ios" ? HOME_SCREEN_TEXT.ios : install ? HOME_SCREEN_TEXT.android : HOME_SCREEN_TEXT.androidMenu;
  return (
    <section
      aria-label={HOME_SCREEN_TEXT.title}
      data-variant={variant}
      className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-3 border-t border-stone-200 bg-white px-4 py-3 shadow-[0_-4px_16px_rgba(0,0,0,0.08)]"
    >
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold text-stone-950">{HOME_SCREEN_TEXT.title}</p>
        <p className="text-stone-700">{hint}</p>
      </div>
      {variant === "android" && install ? (
        <button
          type="button"
          className="h-10 shrink-0 bg-stone-950 px-4 text-sm font-medium text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-950"
          onClick={async () => {
            await install.prompt();
            const { outcome } = await install.userChoice;
            if (outcome === "accepted") close();
          }}
        >
          {HOME_SCREEN_TEXT.install}
        </button>
      ) : null}
      <CloseButton onClick={close} />
    </section>
  );
}
