import type { SubscriptionCalc, SubscriptionInfo } from "@/lib/api/schemas/subscription";
import { draftOccasions, type GiftDraft } from "@/lib/gift/draft";
import { longDateLabel, SO_SLOTS } from "@/lib/gift/dates";
import { formatMoney } from "@/lib/money";

const EVENT_NAMES = new Map<string, string>(SO_SLOTS.map((s) => [s.id, s.name]));

/** What the draft buys (CHK-20): the type and package, the style, the occasions with their dates, the greeting. */
export function GiftDraftSummary({ draft, info }: { draft: GiftDraft; info: SubscriptionInfo }) {
  const type = info.type.find((t) => t.id === draft.type);
  const pkg = type?.items[draft.pickedPriceIndex];
  const style = info.styles[draft.pickedStyleIndex];
  const occasions = draftOccasions(draft, new Date(info.current_datetime), info.buffer_days);
  return (
    <section aria-labelledby="gift-summary-h" className="space-y-2 border border-stone-200 p-5 text-sm text-stone-800">
      <h2 id="gift-summary-h" className="font-serif text-xl text-stone-950">
        {type?.title ?? draft.type}
      </h2>
      <p>
        {pkg ? `${pkg.item_count} pieces in each box` : null}
        {style ? ` · ${style.name} style` : null}
        {draft.noPiercedEar ? " · no earrings" : null}
      </p>
      <ul className="space-y-1">
        {occasions.map((o) => (
          <li key={`${o.event_type}-${o.date}`}>
            {o.is_immediate ? "First box: ships now" : `${EVENT_NAMES.get(o.event_type) ?? o.event_type}: ${longDateLabel(o.date)}`}
          </li>
        ))}
      </ul>
      {draft.senderName && (
        <p>
          Card: from {draft.senderName} to {draft.recipientName}
        </p>
      )}
    </section>
  );
}

/** API-67's answer as price lines. */
export function GiftPrice({ calc }: { calc: SubscriptionCalc }) {
  const row = "flex justify-between";
  return (
    <dl className="space-y-1 text-sm text-stone-800">
      <div className={row}>
        <dt>Items total</dt>
        <dd>{formatMoney(calc.items_total)}</dd>
      </div>
      {calc.coupon_discount > 0 && (
        <div className={row}>
          <dt>Coupon</dt>
          <dd>-{formatMoney(calc.coupon_discount)}</dd>
        </div>
      )}
      <div className={row}>
        <dt>Shipping</dt>
        <dd>Free</dd>
      </div>
      <div className={row}>
        <dt>Tax</dt>
        <dd>{formatMoney(calc.tax)}</dd>
      </div>
      <div className={`${row} border-t border-stone-200 pt-2 font-semibold text-stone-950`}>
        <dt>Total today</dt>
        <dd>{formatMoney(calc.grand_total)}</dd>
      </div>
    </dl>
  );
}
