"use client";
import { useEffect, useMemo, useRef, useState } from "react";
import type { GiftPickItem, SubscriptionUpdateOrder, SubscriptionValidateRequest } from "@/lib/api/schemas/subscription";
import { BOX_UPDATE_TEXT as TEXT, picksProblem, slidesOf, togglePick, type BoxPick } from "@/lib/gift/box-update";
import { formatOrderDate } from "@/lib/orders/order-view";
import { eventName } from "@/lib/subscriptions/detail";
import { useBoxPreselect, useBoxUpdatePieces } from "@/hooks/use-box-update";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { RetryAlert } from "@/components/ui/retry-alert";

const heading = "text-xs font-semibold uppercase tracking-[0.2em] text-stone-950";

/** The box's facts the page shows: the package, the style, the box the picks go to. */
function OrderFacts({ order }: { order: SubscriptionUpdateOrder }) {
  const rows: [string, string][] = [
    ["Order", order.type_title],
    ["Style", order.style],
    [order.editable ? "Next box" : "Last box", [order.event_type ? eventName(order.event_type) : "", order.date ? formatOrderDate(order.date) : ""].filter(Boolean).join(" · ")],
  ];
  if (order.shipped_date && !order.editable) rows.push(["Shipped", formatOrderDate(order.shipped_date)]);
  if (order.editable) rows.push(["Boxes to come", String(order.boxes_left)]);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-stone-600">{label}</dt>
          <dd className="text-stone-950">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function PieceImage({ piece }: { piece: GiftPickItem }) {
  // eslint-disable-next-line @next/next/no-img-element -- generated artwork from our own API
  return <img src={piece.thumb} alt="" width={160} height={160} className="aspect-square w-full object-cover" />;
}

/** The picks in order, as pieces (the order's own items first, then any piece the carousel shows). */
function usePiecesById(order: SubscriptionUpdateOrder, listed: GiftPickItem[]) {
  return useMemo(() => new Map([...order.items, ...listed].map((p) => [p._id, p])), [order.items, listed]);
}

/** The carousel: 3 pieces a slide (BR-GIFT-09), Previous / Next; the next page of 24 loads at the last slide. */
function PieceCarousel({ styleId, picks, onToggle }: { styleId: string; picks: BoxPick[]; onToggle: (piece: GiftPickItem) => void }) {
  const list = useBoxUpdatePieces(styleId);
  const pieces = useMemo(() => list.data?.pages.flatMap((p) => p.datas) ?? [], [list.data]);
  const slides = slidesOf(pieces);
  const [slide, setSlide] = useState(0);
  const current = slides[Math.min(slide, Math.max(0, slides.length - 1))] ?? [];
  const atEnd = slide >= slides.length - 1;
  const next = () => {
    if (!atEnd) setSlide(slide + 1);
    else if (list.hasNextPage) void list.fetchNextPage().then(() => setSlide(slide + 1));
  };

  if (list.isError) return <RetryAlert message={list.error.message} onRetry={() => void list.refetch()} />;
  if (!list.data) return <div aria-hidden="true" className="h-48 animate-pulse bg-stone-100" />;
  return (
    <section aria-roledescription="carousel" aria-label="Pieces to choose from" className="space-y-3">
      <div role="group" aria-roledescription="slide" aria-label={`${slide + 1} of ${slides.length}${list.hasNextPage ? "+" : ""}`} className="grid grid-cols-3 gap-3">
        {current.map((piece) => {
          const picked = picks.some((p) => p.item_id === piece._id);
          return (
            <button
              key={piece._id}
              type="button"
              aria-pressed={picked}
              onClick={() => onToggle(piece)}
              className={`border p-1.5 text-left text-xs text-stone-950 outline-offset-2 ${picked ? "border-stone-950 ring-2 ring-stone-950" : "border-stone-200"}`}
            >
              <PieceImage piece={piece} />
              <span className="mt-1.5 block">{piece.name}</span>
            </button>
          );
        })}
      </div>
      <div className="flex items-center justify-between gap-3">
        <Button variant="secondary" onClick={() => setSlide(Math.max(0, slide - 1))} disabled={slide === 0}>
          Previous
        </Button>
        <p className="text-xs text-stone-600" aria-live="polite">
          {slide + 1} / {slides.length}
          {list.hasNextPage ? "+" : ""}
        </p>
        <Button variant="secondary" onClick={next} disabled={atEnd && !list.hasNextPage} pending={list.isFetchingNextPage}>
          Next
        </Button>
      </div>
    </section>
  );
}

/** GIFT-17 after Check: the box's facts, its picks, the carousel, Confirm; then the completed state. */
export function BoxUpdateEditor({ credentials, order: opened, onClose }: { credentials: SubscriptionValidateRequest; order: SubscriptionUpdateOrder; onClose: () => void }) {
  const [order, setOrder] = useState(opened);
  const [picks, setPicks] = useState<BoxPick[]>(opened.preselect_items);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const save = useBoxPreselect(credentials);
  const [listed, setListed] = useState<GiftPickItem[]>([]);
  const byId = usePiecesById(order, listed);
  const doneRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const toggle = (piece: GiftPickItem) => {
    setListed((known) => (known.some((p) => p._id === piece._id) ? known : [...known, piece]));
    setPicks((current) => togglePick(current, piece, order.per_box));
    setProblem(null);
  };
  const confirm = () => {
    const issue = picksProblem(picks, order.per_box);
    if (issue) return setProblem(issue);
    save.mutate(picks, {
      onSuccess: (answer) => {
        setOrder(answer.order);
        setPicks(answer.order.preselect_items);
        setDone(true);
      },
      onError: (error) => setProblem(error.message),
    });
  };

  const pickedList = (
    <ul className="grid grid-cols-2 gap-3" aria-label="Your picks">
      {picks.map((pick) => {
        const piece = byId.get(pick.item_id);
        return (
          <li key={pick.item_id} className="flex flex-col gap-2 border border-stone-200 p-2 text-sm">
            {piece && <PieceImage piece={piece} />}
            <span className="text-stone-950">{piece?.name ?? pick.item_id}</span>
            {!done && order.editable && (
              <Button variant="text" onClick={() => setPicks((current) => current.filter((p) => p.item_id !== pick.item_id))} aria-label={`Remove ${piece?.name ?? "this piece"}`}>
                Remove
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );

  if (done) {
    return (
      <div className="space-y-6">
        <h2 ref={doneRef} tabIndex={-1} role="status" className="font-serif text-2xl text-stone-950 outline-none">
          {TEXT.updated}
        </h2>
        <OrderFacts order={order} />
        <section aria-labelledby="box-update-done-picks" className="space-y-3">
          <h3 id="box-update-done-picks" className={heading}>
            Your box will hold
          </h3>
          {pickedList}
        </section>
        <Button variant="secondary" onClick={() => setDone(false)}>
          Change again
        </Button>
      </div>
    );
  }

  return (
    <div className="space-y-8">
      <OrderFacts order={order} />
      {!order.editable ? (
        <>
          <Alert tone="info">{TEXT.shipped}</Alert>
          <section aria-labelledby="box-update-picks" className="space-y-3">
            <h2 id="box-update-picks" className={heading}>
              Your box held
            </h2>
            {pickedList}
          </section>
        </>
      ) : (
        <>
          <section aria-labelledby="box-update-picks" className="space-y-3">
            <h2 id="box-update-picks" className={heading}>
              Your picks ({picks.length} of {order.per_box})
            </h2>
            {picks.length ? pickedList : <p className="text-sm text-stone-600">Choose {order.per_box} pieces below.</p>}
          </section>
          <section aria-labelledby="box-update-choose" className="space-y-3">
            <h2 id="box-update-choose" className={heading}>
              Choose {order.per_box} pieces
            </h2>
            <PieceCarousel styleId={order.style_id} picks={picks} onToggle={toggle} />
          </section>
          {problem && <Alert>{problem}</Alert>}
          <Button className="w-full" onClick={confirm} pending={save.isPending}>
            {TEXT.confirm}
          </Button>
        </>
      )}
      <Button variant="text" onClick={onClose}>
        Check another order
      </Button>
    </div>
  );
}
