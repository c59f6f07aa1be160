"use client";
import { useState, useTransition } from "react";
import { signOut } from "@/lib/auth/actions";

interface SignOutButtonProps {
  store: string | null;
  className: string;
  label?: string;
}

/** NAV-14: signs out on the server, then reloads at the destination so every island forgets the user. */
export function SignOutButton({ store, className, label = "Sign out" }: SignOutButtonProps) {
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
          window.location.assign(redirectTo);
        })
      }
    >
      {label}
    </button>
  );
}
