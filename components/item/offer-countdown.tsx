import { formatDropDate, remaining } from "@/lib/item/countdown";

/**
 * 'offer ends in' days, hours, mins, secs, plus the drop date (BROWSE-21). Pure display: the
 * purchase panel owns the clock so the countdown and the add button flip at the same tick. Once the
 * offer has ended the timer goes: the disabled 'Offer ended' button is the whole story (a row of
 * zeros above it read as a glitch, finding 15.8).
 */
export function OfferCountdown({ offerEnds, dropDate, now }: { offerEnds: number | null; dropDate: string | null; now: number }) {
  const drop = formatDropDate(dropDate);
  const left = offerEnds !== null ? remaining(offerEnds, now) : null;
  const running = left !== null && !left.ended;
  if (!running && !drop) return null;
  const units: [number, string][] = running ? [[left.days, "days"], [left.hours, "hours"], [left.mins, "mins"], [left.secs, "secs"]] : [];

  return (
    <div className="border border-stone-200 bg-stone-50 px-4 py-4">
      {running && (
        <>
          <p className="text-sm font-semibold tracking-[0.04em] text-stone-800">offer ends in</p>
          <div role="timer" className="mt-2 flex gap-2">
            {units.map(([value, unit]) => (
              <p key={unit} className="min-w-14 bg-white px-2 py-1.5 text-center ring-1 ring-stone-200">
                <span className="block text-xl tabular-nums text-stone-950">{String(value).padStart(2, "0")}</span>
                <span className="block text-xs text-stone-500">{unit}</span>
              </p>
            ))}
          </div>
        </>
      )}
      {drop && (
        <p className={`text-sm text-stone-700 ${running ? "mt-3" : ""}`}>
          Drop date: <time dateTime={dropDate ?? undefined}>{drop}</time>
        </p>
      )}
    </div>
  );
}
