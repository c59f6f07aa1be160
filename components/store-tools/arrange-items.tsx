"use client";
import { useQuery } from "@tanstack/react-query";
import Image from "next/image";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import type { ItemSummary } from "@/lib/api/schemas/item";
import { storePath } from "@/lib/routes";
import { editorItemsQuery } from "@/lib/queries/store-tools";
import { moveItem, orderChanged } from "@/lib/store-tools/arrange";
import { ARRANGE_TIP_COOKIE, ARRANGE_TIP_MAX_AGE_SECONDS } from "@/lib/stylist/store-tools";
import { useRearrangeStoreItems } from "@/hooks/use-store-tools";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useDragReorder } from "./use-drag-reorder";

interface ArrangeItemsProps {
  storeId: string;
  slug: string;
  /** API-38: the store's items in its order */
  items: ItemSummary[];
  /** the visitor dismissed the tip (its cookie, read by the page) */
  tipHidden: boolean;
}

const moveClass =
  "grid size-10 place-items-center border border-stone-300 bg-white text-stone-900 hover:border-stone-900 disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-950";

/**
 * The arrange page (TOOLS-06): the store's items in a list; a long press (150 ms) on a row's handle drags it
 * to a new place, and each row's Move up / Move down buttons do the same from the keyboard. Save sends the
 * order (PUT api/store/rearrange). The tip hides for a year (a cookie) once dismissed.
 */
export function ArrangeItems({ storeId, slug, items, tipHidden }: ArrangeItemsProps) {
  const stored = useQuery({ ...editorItemsQuery(storeId), initialData: items });
  const [order, setOrder] = useState<readonly ItemSummary[]>(items);
  const [announcement, setAnnouncement] = useState("");
  const [showTip, setShowTip] = useState(!tipHidden);
  const save = useRearrangeStoreItems(storeId);
  const focusAfterMove = useRef<string | null>(null);

  const move = (from: number, to: number) => {
    const next = moveItem(order, from, to);
    const moved = order[from];
    if (next === order || !moved) return;
    setOrder(next);
    setAnnouncement(`${moved.name}: position ${next.indexOf(moved) + 1} of ${next.length}`);
    save.reset();
  };
  const { list, dragging, handleProps } = useDragReorder(move);

  // A row moved by its button keeps the focus on that button (the row's element moved in the list).
  useEffect(() => {
    const id = focusAfterMove.current;
    if (!id) return;
    focusAfterMove.current = null;
    const button = list.current?.querySelector<HTMLButtonElement>(`[data-move="${CSS.escape(id)}"]`);
    // at the top or the bottom its button is disabled: the row's other one takes the focus
    const [itemId, way] = id.split(/:(?=up$|down$)/);
    const other = list.current?.querySelector<HTMLButtonElement>(`[data-move="${CSS.escape(`${itemId}:${way === "up" ? "down" : "up"}`)}"]`);
    (button?.disabled ? other : button)?.focus();
  }, [order, list]);

  const byButton = (index: number, by: -1 | 1, button: string) => {
    focusAfterMove.current = button;
    move(index, index + by);
  };

  const hideTip = () => {
    document.cookie = `${ARRANGE_TIP_COOKIE}=1; max-age=${ARRANGE_TIP_MAX_AGE_SECONDS}; path=/; samesite=lax`;
    setShowTip(false);
  };

  const changed = orderChanged(
    stored.data.map((item) => item._id),
    order.map((item) => item._id),
  );

  return (
    <section aria-labelledby="arrange-heading" className="space-y-6">
      <h1 id="arrange-heading" className="font-serif text-3xl text-stone-950">
        Arrange your store
      </h1>
      {showTip ? (
        <Alert tone="info" action={<Button variant="text" onClick={hideTip}>Hide this tip</Button>}>
          Press and hold an item&apos;s handle, then drag it to its place; or use its arrows. Your store shows the items in this order once you save.
        </Alert>
      ) : null}
      {order.length === 0 ? (
        <p className="text-sm text-stone-600">Your store has no items yet.</p>
      ) : (
        <ol ref={list} aria-label="Your store's items, in order" className="divide-y divide-stone-200 border-y border-stone-200">
          {order.map((item, index) => (
            <li key={item._id} data-row className={`flex items-center gap-3 bg-white py-2 ${dragging === index ? "relative z-10 shadow-lg ring-2 ring-stone-950" : ""}`}>
              <span
                {...handleProps(index)}
                aria-hidden
                title="Press and hold, then drag"
                className="grid h-14 w-8 shrink-0 cursor-grab touch-none select-none place-items-center text-stone-500 active:cursor-grabbing"
              >
                ⋮⋮
              </span>
              <span className="w-7 shrink-0 text-right text-sm tabular-nums text-stone-600">{index + 1}</span>
              <Image src={item.thumb} alt="" width={56} height={56} sizes="56px" className="size-14 shrink-0 bg-stone-100 object-cover" draggable={false} />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-[11px] font-medium uppercase tracking-[0.12em] text-stone-600">{item.brand.name}</span>
                <span className="block truncate text-sm text-stone-900">{item.name}</span>
              </span>
              <span className="flex shrink-0 gap-2">
                <button type="button" data-move={`${item._id}:up`} aria-label={`Move ${item.name} up`} disabled={index === 0} className={moveClass} onClick={() => byButton(index, -1, `${item._id}:up`)}>
                  ↑
                </button>
                <button
                  type="button"
                  data-move={`${item._id}:down`}
                  aria-label={`Move ${item.name} down`}
                  disabled={index === order.length - 1}
                  className={moveClass}
                  onClick={() => byButton(index, 1, `${item._id}:down`)}
                >
                  ↓
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {save.isSuccess ? (
        <Alert tone="info" action={<Link href={storePath(slug)} className="text-sm underline underline-offset-4">See your store</Link>}>
          Saved: your store shows the items in this order.
        </Alert>
      ) : null}
      {save.isError ? <Alert>{save.error.message}</Alert> : null}
      <Button className="desktop:w-auto" pending={save.isPending} disabled={!changed} onClick={() => save.mutate(order.map((item) => item._id))}>
        Save
      </Button>
    </section>
  );
}
