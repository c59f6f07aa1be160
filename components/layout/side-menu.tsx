"use client";
import Link from "next/link";
import { Drawer } from "@/components/ui/drawer";
import type { ExternalLink } from "@/lib/config/hosts";
import type { MenuEntry } from "@/lib/layout/menu";
import { AccountMenu, menuLinkClass } from "./account-menu";

interface SideMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
  /** the store part (NAV-04), rendered on the server's data */
  entries: MenuEntry[];
  /** NAV-07: the configured store's HOME and SHOP, on another site */
  externalEntries: ExternalLink[];
  store: string | null;
  storeName: string | null;
  /** NAV-06: the reduced menu of the `myorders` pages */
  myOrders: boolean;
}

/** The left menu, 300 px wide (NAV-01, NAV-04). A link closes it as it navigates. */
export function SideMenu({ id, open, onClose, entries, externalEntries, store, storeName, myOrders }: SideMenuProps) {
  return (
    <Drawer id={id} open={open} onClose={onClose} title="Menu" side="left" widthClassName="w-menu">
      {storeName ? <p className="px-5 pt-6 font-serif text-2xl leading-tight text-stone-950">{storeName}</p> : null}
      <nav aria-label="Store menu" className="px-2 py-4">
        <ul>
          {entries.map((entry) => (
            <li key={entry.href}>
              <Link href={entry.href} onClick={onClose} className={menuLinkClass}>
                {entry.label}
              </Link>
            </li>
          ))}
          {externalEntries.map((entry) => (
            <li key={entry.label}>
              {/* a plain anchor: another site */}
              <a href={entry.href} className={menuLinkClass}>
                {entry.label}
              </a>
            </li>
          ))}
          <AccountMenu store={store} myOrders={myOrders} onNavigate={onClose} />
        </ul>
      </nav>
    </Drawer>
  );
}
