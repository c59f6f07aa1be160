"use client";
import type { Route } from "next";
import Image from "next/image";
import Link from "next/link";
import { useEffect, useState } from "react";
import type { Category } from "@/lib/api/schemas/shop";
import { categoryHref } from "@/lib/store/category";
import { Drawer } from "@/components/ui/drawer";

interface CategoryDrawerProps {
  storeHome: Route;
  categories: Category[];
  activeId: string | null;
  /** id of the catalog section, scrolled to when the category changes */
  catalogId: string;
}

const DRAWER_ID = "category-drawer";

/** Set by a tap on a category: the page that shows it scrolls to the list's top once (see below). */
let catalogScrollPending = false;

/**
 * The 'Categories' filter (BROWSE-08): a 280 px drawer listing 'All' and the store's categories.
 * Each entry is a link (`?category=<id>`), so page 1 of the filtered grid renders on the server.
 */
export function CategoryDrawer({ storeHome, categories, activeId, catalogId }: CategoryDrawerProps) {
  const [open, setOpen] = useState(false);

  // Once the chosen category has rendered, its list's top comes into view (finding 10): not the page's top, nor
  // wherever the old list was. A category is a page of its own (/{store}/category/{id}), so this drawer is a new
  // one by then: the intent crosses the navigation in the module, not in the component's state.
  useEffect(() => {
    if (!catalogScrollPending) return;
    catalogScrollPending = false;
    document.getElementById(catalogId)?.scrollIntoView({ block: "start" });
  }, [activeId, catalogId]);

  const entries = [{ id: null, name: "All", icon: null }, ...categories.map(({ id, name, icon }) => ({ id, name, icon }))];

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={DRAWER_ID}
        className="inline-flex h-10 items-center gap-2 border border-stone-300 px-4 text-xs font-semibold uppercase tracking-[0.16em] text-stone-950 hover:border-stone-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-950"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
          <path d="M4 6h16M7 12h10M10 18h4" />
        </svg>
        Categories
      </button>
      <Drawer id={DRAWER_ID} open={open} onClose={() => setOpen(false)} title="Categories" side="right" widthClassName="w-drawer">
        <nav aria-label="Categories">
          <ul className="py-2">
            {entries.map((entry) => {
              const active = entry.id === activeId;
              return (
                <li key={entry.id ?? "all"}>
                  <Link
                    href={categoryHref(storeHome, entry.id)}
                    scroll={false}
                    aria-current={active ? "page" : undefined}
                    onClick={() => {
                      catalogScrollPending = true;
                      setOpen(false);
                    }}
                    className={`flex h-12 items-center gap-3 px-5 text-[15px] hover:bg-stone-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-stone-950 ${active ? "font-semibold text-stone-950" : "text-stone-700"}`}
                  >
                    {entry.icon ? (
                      <Image src={entry.icon} alt="" width={24} height={24} className="size-6 shrink-0" />
                    ) : (
                      <span aria-hidden="true" className="size-6 shrink-0" />
                    )}
                    <span className="flex-1">{entry.name}</span>
                    {active ? (
                      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                        <path d="M5 12.5l4.5 4.5L19 7.5" />
                      </svg>
                    ) : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </Drawer>
    </>
  );
}
