"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from "react";
import { itemShareUrl, ownerInviteCode, type Sharer } from "@/lib/item/share";
import { currentUserQuery } from "@/lib/queries/account";
import { notify } from "@/lib/toast";
import { useSignedInMarker } from "@/hooks/use-signed-in-marker";

// The QR card (its canvas drawing, and qrcode after it) loads when a shopper first asks for it.
const QrDialog = lazy(() => import("./qr-dialog").then((m) => ({ default: m.QrDialog })));

export const SHARE_HEADING = "SHARE TO EARN REWARDS";
export const COPIED_MESSAGE = "Item URL copied.";
export const COPY_FAILED_MESSAGE = "Could not copy the link.";

export interface ShareTarget {
  /** the store segment of the current URL */
  store: string;
  storeId: string;
  itemId: string;
  sharer: Sharer;
  itemName: string;
  brand: string;
  storeName: string;
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No async clipboard (insecure context, old browser, denied): the legacy copy command.
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.append(area);
    area.select();
    const ok = document.execCommand("copy");
    area.remove();
    return ok;
  }
}

const itemClass =
  "block w-full px-4 py-3 text-left text-sm text-stone-900 hover:bg-stone-100 focus:bg-stone-100 focus:outline-none";

/** The 'SHARE TO EARN REWARDS' menu button (BROWSE-22/23): copy the item link, or show its QR code. */
export function ShareMenu({ target }: { target: ShareTarget }) {
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [qrUrl, setQrUrl] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const { itemName, brand, storeName } = target;
  const cardText = useMemo(() => ({ itemName, brand, storeName }), [itemName, brand, storeName]);

  // BROWSE-22: a signed-in viewer may own the store; their link then carries their invite code. The cached page
  // knows no viewer, so the user loads (the menu's own query) once the menu opens.
  const signedIn = useSignedInMarker();
  const queryClient = useQueryClient();
  useQuery({ ...currentUserQuery(), enabled: signedIn && open });
  const shareUrl = async () => {
    const viewer = signedIn ? await queryClient.fetchQuery(currentUserQuery()).catch(() => null) : null;
    const inviteCode = ownerInviteCode(viewer?.ok ? viewer.data.user_name : null, target.sharer.user_name);
    return itemShareUrl(window.location.origin, target.store, target.storeId, target.itemId, target.sharer, inviteCode);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (event: PointerEvent) => {
      const t = event.target as Node;
      if (!menu.current?.contains(t) && !button.current?.contains(t)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  const onMenuKey = (event: React.KeyboardEvent) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const focus = (i: number) => items[(i + items.length) % items.length]?.focus();
    if (event.key === "ArrowDown") focus(at + 1);
    else if (event.key === "ArrowUp") focus(at - 1);
    else if (event.key === "Home") focus(0);
    else if (event.key === "End") focus(items.length - 1);
    else if (event.key === "Escape") close(true);
    else if (event.key === "Tab") close(false);
    else return;
    if (event.key !== "Tab") event.preventDefault();
  };

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown" && !open) {
            e.preventDefault();
            setOpen(true);
          }
        }}
        className="inline-flex h-11 w-full items-center justify-center gap-2 border border-stone-300 bg-white px-4 text-xs font-semibold tracking-[0.18em] text-stone-900 transition hover:border-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-950"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.6">
          <path d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {SHARE_HEADING}
      </button>
      {open && (
        <div ref={menu} id={menuId} role="menu" aria-label={SHARE_HEADING} onKeyDown={onMenuKey} className="absolute left-0 right-0 z-20 mt-1 border border-stone-200 bg-white py-1 shadow-lg">
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={itemClass}
            onClick={async () => {
              close(true);
              if (await copyText(await shareUrl())) notify.success(COPIED_MESSAGE);
              else notify.error(COPY_FAILED_MESSAGE);
            }}
          >
            Copy item link
          </button>
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={itemClass}
            onClick={() => {
              close(true);
              void shareUrl().then(setQrUrl);
            }}
          >
            Share item QR
          </button>
        </div>
      )}
      {qrUrl !== null && (
        <Suspense fallback={null}>
          <QrDialog url={qrUrl} text={cardText} onClose={() => setQrUrl(null)} />
        </Suspense>
      )}
    </div>
  );
}
