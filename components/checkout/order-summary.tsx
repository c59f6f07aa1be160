import type { Route } from "next";
import { sectionOf } from "@/lib/routes";
import Link from "next/link";
import type { ReactNode } from "react";
import type { CartCalcResponse, PickUpPlace } from "@/lib/api/schemas/cart";
import type { AddressForm } from "@/lib/checkout/checkout-data";
import { formatPhone } from "@/lib/checkout/phone";
import { TotalRow } from "@/components/cart/total-row";
import { textButton } from "@/components/ui/button-styles";
import { PickUpPlaceText } from "./pick-up-place";

/** Step 1's sections, the targets of the summary's 'Change' links. */
export const CONTACT_SECTION_ID = "checkout-contact";
export const SHIPPING_SECTION_ID = "checkout-shipping";

interface OrderSummaryProps {
  calc: CartCalcResponse | undefined;
  /** totals are being recalculated */
  updating?: boolean;
  email: string;
  /** the address shipped to; null for pick-up */
  shipTo: AddressForm | null;
  /** the chosen shipping option's name, if any */
  shippingName: string | null;
  /** for pick-up: where and when, when the shop says */
  pickUpPlace?: PickUpPlace | null;
  /** step 1's path ("" on step 1 itself): 'Change' goes to its contact and shipping sections */
  step1Href: Route | "";
  /** below the totals: the step's button, messages */
  children?: ReactNode;
}

function ChangeLink({ href, what }: { href: Route; what: string }) {
  return (
    <Link href={href} className={textButton}>
      Change <span className="sr-only">{what}</span>
    </Link>
  );
}

function ShipTo({ address }: { address: AddressForm }) {
  const cityLine = [address.city, [address.state, address.zip].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  const lines = [address.fullName, [address.address, address.address2].filter(Boolean).join(", "), cityLine, formatPhone(address.phone)].filter((l) => l.trim() !== "");
  if (lines.length === 0) return <p className="text-stone-500">Not entered yet</p>;
  return (
    <address className="not-italic">
      {lines.map((line, i) => (
        <span key={i} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}

/**
 * The order summary of both steps (CHK-02): contact and ship-to, each with 'Change' back to step
 * 1, then items total, discounts, shipping, tax and the grand total, all as the server computed them.
 */
export function OrderSummary({ calc, updating = false, email, shipTo, shippingName, pickUpPlace = null, step1Href, children }: OrderSummaryProps) {
  const noMethod = !calc || calc.shipping_method_id === null;
  return (
    <section aria-labelledby="order-summary-heading" aria-busy={updating} className="space-y-5 bg-stone-50 p-5 ring-1 ring-stone-200">
      <h2 id="order-summary-heading" className="text-xs font-semibold uppercase tracking-[0.2em] text-stone-950">
        Order summary
      </h2>
      <div className="space-y-4 text-sm text-stone-800">
        <div>
          <div className="flex items-baseline justify-between gap-3">
            <h3 className="text-xs font-semibold uppercase tracking-[0.14em] text-stone-600">Contact</h3>
            <ChangeLink href={sectionOf(step1Href, CONTACT_SECTION_ID)} what="contact" />
          </div>
          <p className="mt-1 break-all">{email.trim() || <span className="text-stone-500">Not entered yet</span>}</p>
        </div>
        <div>
          <div className="flex items-baseline justify-between gap-3">
            <h3 className="text-xs font-semibold uppercase tracking-[0.14em] text-stone-600">{shipTo ? "Ship to" : "Pick up"}</h3>
            <ChangeLink href={sectionOf(step1Href, SHIPPING_SECTION_ID)} what={shipTo ? "shipping address" : "shipping option"} />
          </div>
          <div className="mt-1">{shipTo ? <ShipTo address={shipTo} /> : pickUpPlace ? <PickUpPlaceText place={pickUpPlace} /> : <p>{shippingName ?? "pick up"}</p>}</div>
        </div>
      </div>
      {calc ? (
        <dl className={`space-y-1.5 border-t border-stone-200 pt-4 transition-opacity ${updating ? "opacity-85" : ""}`}>
          {/* the discounts show once, in their store's block of the cart (finding 16) */}
          <TotalRow label="Subtotal" cents={calc.items_total - calc.total_discount} />
          <TotalRow label={shippingName ? `Shipping (${shippingName})` : "Shipping"} cents={calc.shipping} text={noMethod ? "—" : calc.shipping === 0 ? "Free" : undefined} />
          <TotalRow label="Tax" cents={calc.tax} />
          {calc.blings > 0 && <TotalRow label="Blings" cents={calc.blings} discount />}
          <TotalRow label="Grand total" cents={calc.grand_total} strong testId="grand-total" />
        </dl>
      ) : (
        <div aria-hidden="true" className="h-32 animate-pulse bg-stone-100" />
      )}
      {children}
    </section>
  );
}
