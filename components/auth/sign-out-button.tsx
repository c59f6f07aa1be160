"use client";
import { useState, useTransition } from "react";
import { signOut } from "@/lib/auth/actions";

interface SignOutButtonProps {
  store: string | null;
  className: string;
  label?: string;
  /** where to go instead of the action's destination (NAV-13: the share flow's start page) */
  then?: string;
}

/** NAV-14: signs out on the server, then reloads at the destination so every island forgets the user. */
export function SignOutButton({ store, className, label = "Sign out", then }: SignOutButtonProps) {
  const [pending, startTransition] = useTransition();
  const [leaving, setLeaving] = useState(false);
  return (
    <button
      type="button"
      className={className}
      disabled={pending || leaving}
      onClick={() =>
        startTransition(async () => {
          const { redirectTo } = await signOut(store);
          setLeaving(true);
          window.location.assign(then ?? redirectTo);
        })
      }
    >
      {label}
    </button>
  );
}
