"use client";
import { useQueryClient } from "@tanstack/react-query";
import Image from "next/image";
import { useEffect, useState } from "react";
import type { BoxItem } from "@/lib/api/schemas/box";
import type { BoxStage, BuilderView } from "@/lib/box/builder-steps";
import type { BoxPickInfo } from "@/lib/box/picks";
import { priceView } from "@/lib/item/price";
import type { BoxSearchPages } from "@/lib/queries/box";
import { useBox } from "@/hooks/use-box";
import { ItemDescription } from "@/components/item/item-description";
import { ItemPrice } from "@/components/item/item-price";
import { Button } from "@/components/ui/button";
import { FocusedHeading } from "@/components/ui/focused-heading";
import { ADD_TO_BOX, AddToBoxDialog } from "./add-to-box-dialog";

/** A style the builder or the search has loaded (the box catalogue has no detail call of its own). */
export function useLoadedBoxItem(itemId: string): BoxItem | null {
  const client = useQueryClient();
  const [item] = useState(() => {
    for (const [, pages] of client.getQueriesData<BoxSearchPages>({ queryKey: ["box-search"] })) {
      const found = pages?.pages.flatMap((page) => page.datas).find((i) => i._id === itemId);
      if (found) return found;
    }
    return null;
  });
  return item;
}

interface BoxItemDetailProps {
  itemId: string;
  stage: BoxStage;
  limits: Pick<BoxPickInfo, "minPick" | "maxPick">;
  go: (view: BuilderView) => void;
  /** back to the grid, at its scroll position */
  onBack: () => void;
}

/** The item detail (ONB-16): pictures, price, description and 'add to box'; Back returns to the grid where it was. */
export function BoxItemDetail({ itemId, stage, limits, go, onBack }: BoxItemDetailProps) {
  const item = useLoadedBoxItem(itemId);
  // A reload has no grid loaded: the stage's grid shows instead.
  useEffect(() => {
    if (!item) go({ step: "pickItems", stage, item: null });
  }, [item, go, stage]);
  if (!item) return null;
  return <DetailBody item={item} limits={limits} onBack={onBack} onFull={() => go({ step: "toReview", stage: 1, item: null })} />;
}

export function DetailBody({ item, limits, onBack, onFull }: { item: BoxItem; limits: BoxItemDetailProps["limits"]; onBack: () => void; onFull: () => void }) {
  const box = useBox();
  const [adding, setAdding] = useState(false);
  const inBox = box.some((e) => e.itemId === item._id);
  return (
    <article className="space-y-6">
      <Button variant="text" onClick={onBack}>
        Back
      </Button>
      <div className="grid gap-8 desktop:grid-cols-2">
        {/* scrolls sideways on a phone: focusable so the keyboard can scroll it too */}
        <ul tabIndex={0} aria-label={`Images of ${item.name}`} className="flex snap-x gap-2 overflow-x-auto focus-visible:outline-2 focus-visible:outline-stone-950">
          {item.files.map((src, i) => (
            <li key={src} className="relative aspect-[4/5] w-4/5 shrink-0 snap-start bg-stone-100 desktop:w-full">
              <Image src={src} alt={`${item.name}, image ${i + 1} of ${item.files.length}`} fill sizes="(min-width: 960px) 480px, 80vw" className="object-cover" />
            </li>
          ))}
        </ul>
        <div className="space-y-5">
          <div>
            <p className="text-xs font-semibold uppercase tracking-[0.14em] text-stone-600">{item.brand.name}</p>
            <FocusedHeading className="font-serif text-3xl text-stone-950">{item.name}</FocusedHeading>
          </div>
          <ItemPrice view={priceView(item, null)} soldOut={false} />
          {inBox && <p className="text-sm font-semibold text-emerald-800">In your box</p>}
          <Button className="w-full" onClick={() => setAdding(true)}>
            {ADD_TO_BOX}
          </Button>
          <ItemDescription text={item.description} />
        </div>
      </div>
      <AddToBoxDialog
        item={adding ? item : null}
        limits={limits}
        onClose={() => setAdding(false)}
        onAdded={(full) => {
          setAdding(false);
          if (full) onFull();
          else onBack();
        }}
      />
    </article>
  );
}
