"use client";
import { useInfiniteQuery } from "@tanstack/react-query";
import type { GiftPickItem } from "@/lib/api/schemas/subscription";
import type { BoxPick } from "@/lib/gift/box-update";
import { GIFT_MANUAL_PAGE_SIZE } from "@/lib/gift/checkout-picks";
import { giftItemsInfiniteQuery } from "@/lib/queries/gift";
import { Button } from "@/components/ui/button";
import { RetryAlert } from "@/components/ui/retry-alert";

/**
 * GIFT-10's manual pick: the pieces a box may hold for the style (API-69, 60 a page, "Show more" for the
 * next), each a toggle; the box's count is kept by the caller's rule (a new pick past it drops the oldest).
 */
export function GiftManualPicker({ subId, styleId, picks, count, onToggle }: { subId: string; styleId: string; picks: readonly BoxPick[]; count: number; onToggle: (piece: GiftPickItem) => void }) {
  const list = useInfiniteQuery(giftItemsInfiniteQuery(subId, styleId, GIFT_MANUAL_PAGE_SIZE));
  if (list.isError) return <RetryAlert message={list.error.message} onRetry={() => void list.refetch()} />;
  if (!list.data) return <div aria-hidden="true" className="h-40 animate-pulse bg-stone-100" />;
  const pieces = list.data.pages.flatMap((p) => p.datas);
  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-700" aria-live="polite">
        {picks.length} of {count} picked
      </p>
      <ul className="grid grid-cols-3 gap-2" aria-label="Pieces to pick from">
        {pieces.map((piece) => {
          const picked = picks.some((p) => p.item_id === piece._id);
          return (
            <li key={piece._id}>
              <button
                type="button"
                aria-pressed={picked}
                onClick={() => onToggle(piece)}
                className={`w-full border p-1.5 text-left text-xs text-stone-950 outline-offset-2 ${picked ? "border-stone-950 ring-2 ring-stone-950" : "border-stone-200"}`}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- generated artwork from our own API */}
                <img src={piece.thumb} alt="" width={160} height={160} className="aspect-square w-full object-cover" />
                <span className="mt-1.5 block">{piece.name}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {list.hasNextPage && (
        <Button variant="secondary" className="w-full" onClick={() => void list.fetchNextPage()} pending={list.isFetchingNextPage}>
          Show more
        </Button>
      )}
    </div>
  );
}
