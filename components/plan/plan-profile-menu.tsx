"use client";
import Link from "next/link";
import { useEffect, useId, useRef, useState } from "react";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { useSignedInMarker } from "@/hooks/use-signed-in-marker";
import { PLAN_MENU_LABEL, planMenu } from "@/lib/layout/plan-menu";

const entryClass =
  "flex h-11 w-full items-center px-4 text-left text-sm text-stone-800 hover:bg-stone-100 hover:text-stone-950 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-stone-950";

/**
 * NAV-12: the plan layout's profile menu, a disclosure of links. Which entries show follows the
 * non-secret `sf_signed_in` marker, read in the browser: the server renders the signed-out entries for
 * everyone, so the marketing pages stay one cached page. Escape and a click outside close it.
 */
export function PlanProfileMenu() {
  const signedIn = useSignedInMarker();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
        className="inline-flex size-11 items-center justify-center text-stone-900 hover:text-stone-600 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-stone-950"
      >
        <span className="sr-only">Profile menu</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round">
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
        </svg>
      </button>
      <ul id={listId} hidden={!open} className="absolute right-0 z-30 mt-1 w-56 border border-stone-200 bg-white py-1 shadow-lg">
        {planMenu(signedIn).map((entry) => (
          <li key={entry.href}>
            <Link href={entry.href} onClick={() => setOpen(false)} className={entryClass}>
              {entry.label}
            </Link>
          </li>
        ))}
        {signedIn ? (
          <li>
            <SignOutButton store={null} className={entryClass} label={PLAN_MENU_LABEL.signOut} />
          </li>
        ) : null}
      </ul>
    </div>
  );
}
