"use client";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { currentUserQuery } from "@/lib/queries/account";
import { guestAccountMenu, MENU_LABEL, signedInMenu, type MenuEntry } from "@/lib/layout/menu";
import { useSignedInMarker } from "@/hooks/use-signed-in-marker";

export const menuLinkClass =
  "flex h-12 w-full items-center px-3 text-left text-[15px] text-stone-800 hover:bg-stone-100 hover:text-stone-950 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-stone-950";


interface AccountMenuProps {
  store: string | null;
  /** NAV-06: on the `myorders` pages a guest is offered Sign In only */
  myOrders?: boolean;
  onNavigate: () => void;
}

function EntryLinks({ entries, onNavigate }: { entries: MenuEntry[]; onNavigate: () => void }) {
  return entries.map((entry) => (
    <li key={entry.href}>
      <Link href={entry.href} onClick={onNavigate} className={menuLinkClass}>
        {entry.label}
      </Link>
    </li>
  ));
}

/**
 * The signed-in entries (G-30, NAV-05). The user is loaded through the same-origin API only here,
 * so guests make no session request; a token the API refuses falls back to the guest entries.
 */
function SignedInEntries({ store, myOrders, onNavigate }: AccountMenuProps) {
  const { data: result } = useQuery(currentUserQuery());
  if (result && !result.ok && result.error.kind === "http" && result.error.status === 401) {
    return <EntryLinks entries={guestAccountMenu(store, myOrders)} onNavigate={onNavigate} />;
  }
  const menu = signedInMenu(store, result?.ok ? result.data : null);
  return (
    <>
      <EntryLinks entries={menu.entries} onNavigate={onNavigate} />
      {menu.myStore.length > 0 ? (
        <li>
          <p id="my-store-heading" className="px-3 pt-4 pb-1 text-xs font-medium uppercase tracking-[0.2em] text-stone-600">
            {menu.myStoreEntry ? (
              <Link href={menu.myStoreEntry.href} onClick={onNavigate} className="underline-offset-4 hover:text-stone-950 hover:underline focus-visible:outline-2 focus-visible:outline-stone-950">
                {MENU_LABEL.myStore}
              </Link>
            ) : (
              MENU_LABEL.myStore
            )}
          </p>
          <ul aria-labelledby="my-store-heading">
            <EntryLinks entries={menu.myStore} onNavigate={onNavigate} />
          </ul>
        </li>
      ) : menu.myStoreEntry ? (
        <EntryLinks entries={[menu.myStoreEntry]} onNavigate={onNavigate} />
      ) : null}
      <li>
        <SignOutButton store={store} className={menuLinkClass} label={MENU_LABEL.signOut} />
      </li>
    </>
  );
}

/** The account part of the left menu: Sign In / Sign Up for guests, the account entries when signed in. */
export function AccountMenu({ store, myOrders = false, onNavigate }: AccountMenuProps) {
  const signedIn = useSignedInMarker();
  if (!signedIn) return <EntryLinks entries={guestAccountMenu(store, myOrders)} onNavigate={onNavigate} />;
  return <SignedInEntries store={store} myOrders={myOrders} onNavigate={onNavigate} />;
}
