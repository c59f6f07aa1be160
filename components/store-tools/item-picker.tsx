"use client";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import type { ItemSummary } from "@/lib/api/schemas/item";
import type { Category } from "@/lib/api/schemas/shop";
import { storePath } from "@/lib/routes";
import { editorItemsQuery } from "@/lib/queries/store-tools";
import { toggleSelection } from "@/lib/store-tools/selection";
import { PICKER_KEYWORD_MAX, PICKER_KEYWORD_MIN, PICKER_SEARCH_DEBOUNCE_MS, STORE_TOOLS_TEXT } from "@/lib/stylist/store-tools";
import { useDebouncedKeyword } from "@/hooks/use-debounced-keyword";
import { useSaveStoreItems } from "@/hooks/use-store-tools";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { SearchField } from "@/components/ui/search-field";
import { CatalogueGrid } from "./catalogue-grid";
import { ItemDetailDialog } from "./item-detail-dialog";
import { ItemTileBody, toolGridClass } from "./item-tile";

type Mode = "edit" | "search" | "preview";

interface ItemPickerProps {
  storeId: string;
  slug: string;
  /** API-38: the store's items, in its order (the selection starts from them) */
  items: ItemSummary[];
  /** API-44 `type=edit`: the category tabs */
  categories: Category[];
}

const tabClass = (on: boolean) =>
  `h-10 shrink-0 border px-4 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-950 ${on ? "border-stone-950 bg-stone-950 text-white" : "border-stone-300 bg-white text-stone-900 hover:border-stone-900"}`;

/**
 * The item picker (TOOLS-03…05): Edit (category tabs, a grid, a tick to pick, a magnify icon for the detail
 * dialog), Search (a keyword from 3 characters, 500 ms after the last key) and Preview (YOUR SELECTION;
 * tapping an item removes it; Back and Save). The bottom bar counts the selection. Save makes the selection
 * the store's items, in its order (PUT api/store/items).
 */
export function ItemPicker({ storeId, slug, items, categories }: ItemPickerProps) {
  const stored = useQuery({ ...editorItemsQuery(storeId), initialData: items });
  const [selection, setSelection] = useState<ItemSummary[]>(items);
  const [mode, setMode] = useState<Mode>("edit");
  const [category, setCategory] = useState<string | null>(null);
  const keyword = useDebouncedKeyword("", { ms: PICKER_SEARCH_DEBOUNCE_MS, min: PICKER_KEYWORD_MIN });
  const [detail, setDetail] = useState<ItemSummary | null>(null);
  const save = useSaveStoreItems(storeId);
  const heading = useRef<HTMLHeadingElement>(null);
  const [moved, setMoved] = useState(false);

  useEffect(() => {
    if (moved) heading.current?.focus();
  }, [mode, moved]);

  // Back from the preview returns to the way the items were being found.
  const [browsing, setBrowsing] = useState<Exclude<Mode, "preview">>("edit");
  const go = (next: Mode) => {
    if (next !== "preview") setBrowsing(next);
    setMode(next);
    setMoved(true);
    save.reset();
  };
  const picked = new Set(selection.map((item) => item._id));
  const toggle = (item: ItemSummary) => {
    setSelection((current) => toggleSelection(current, item));
    save.reset();
  };
  // the hint stays until a keyword is long enough, the field empty included
  const tooShort = keyword.empty || keyword.tooShort;
  const savedIds = stored.data.map((item) => item._id);
  const unchanged = savedIds.length === selection.length && savedIds.every((id, i) => selection[i]?._id === id);

  return (
    <section aria-labelledby="picker-heading" className="space-y-6 pb-28">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 id="picker-heading" ref={heading} tabIndex={-1} className="font-serif text-3xl text-stone-950 outline-none">
          {mode === "preview" ? STORE_TOOLS_TEXT.yourSelection : "Pick your store's items"}
        </h1>
        {mode !== "preview" ? (
          <div role="group" aria-label="Find items by" className="flex gap-2">
            <button type="button" aria-pressed={mode === "edit"} className={tabClass(mode === "edit")} onClick={() => go("edit")}>
              Categories
            </button>
            <button type="button" aria-pressed={mode === "search"} className={tabClass(mode === "search")} onClick={() => go("search")}>
              Search
            </button>
          </div>
        ) : null}
      </div>

      {mode === "edit" && (
        <>
          <div role="group" aria-label="Categories" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
            <button type="button" aria-pressed={category === null} className={tabClass(category === null)} onClick={() => setCategory(null)}>
              All
            </button>
            {categories.map((c) => (
              <button key={c.id} type="button" aria-pressed={category === c.id} className={tabClass(category === c.id)} onClick={() => setCategory(c.id)}>
                {c.name}
              </button>
            ))}
          </div>
          <CatalogueGrid
            filter={{ category, keyword: "" }}
            label={categories.find((c) => c.id === category)?.name ?? "All items"}
            isPicked={(id) => picked.has(id)}
            onToggle={toggle}
            onDetail={setDetail}
          />
        </>
      )}

      {mode === "search" && (
        <>
          <SearchField
            label="Search items"
            value={keyword.typed}
            onChange={keyword.setTyped}
            maxLength={PICKER_KEYWORD_MAX}
            hint={tooShort ? STORE_TOOLS_TEXT.keywordTooShort : null}
            announceHint
          />
          {!tooShort && keyword.searchable ? (
            <CatalogueGrid filter={{ category: null, keyword: keyword.searchable }} label="Search results" isPicked={(id) => picked.has(id)} onToggle={toggle} onDetail={setDetail} />
          ) : null}
        </>
      )}

      {mode === "preview" && (
        <>
          <p className="text-sm text-stone-700">Tap an item to take it out of your selection. Save makes it your store&apos;s items, in this order.</p>
          {selection.length ? (
            <ul aria-label={STORE_TOOLS_TEXT.yourSelection} className={toolGridClass}>
              {selection.map((item) => (
                <li key={item._id}>
                  <button
                    type="button"
                    aria-label={`Remove ${item.name}`}
                    onClick={() => toggle(item)}
                    className="block w-full border border-stone-300 p-2 text-left hover:border-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-950"
                  >
                    <ItemTileBody item={item} />
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p role="status" className="py-6 text-sm text-stone-600">
              Nothing selected: saving leaves your store empty.
            </p>
          )}
        </>
      )}

      <ItemDetailDialog item={detail} picked={detail ? picked.has(detail._id) : false} onToggle={toggle} onClose={() => setDetail(null)} />

      <div className="fixed inset-x-0 bottom-0 z-20 border-t border-stone-200 bg-white/95 px-4 py-3 backdrop-blur">
        <div className="mx-auto flex max-w-[1240px] flex-wrap items-center justify-between gap-3">
          {save.isSuccess ? (
            <Alert tone="info" className="flex-1" action={<Link href={storePath(slug)} className="text-sm underline underline-offset-4">See your store</Link>}>
              Saved: your store shows these items.
            </Alert>
          ) : save.isError ? (
            <Alert className="flex-1">{save.error.message}</Alert>
          ) : (
            <p className="text-sm font-medium text-stone-900" aria-live="polite">
              {STORE_TOOLS_TEXT.selectedItems(selection.length)}
            </p>
          )}
          {mode === "preview" ? (
            <div className="flex gap-3">
              <Button variant="secondary" onClick={() => go(browsing)}>
                {STORE_TOOLS_TEXT.back}
              </Button>
              <Button className="w-auto" pending={save.isPending} disabled={unchanged && !save.isError} onClick={() => save.mutate(selection.map((item) => item._id))}>
                {STORE_TOOLS_TEXT.save}
              </Button>
            </div>
          ) : (
            <Button className="w-auto" onClick={() => go("preview")}>
              {STORE_TOOLS_TEXT.previewAndSave}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
