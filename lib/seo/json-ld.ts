/**
 * Structured data (schema.org JSON-LD) for search engines: a Product with its offers on item pages,
 * a Store run by its stylist on store homes, an OfferCatalog of subscriptions on the plan pages. Plain builders, rendered by components/seo/json-ld.tsx.
 */
import type { ItemDetail } from "@/lib/api/schemas/item";
import type { PlanInfo } from "@/lib/api/schemas/plan";
import { planPrice } from "@/lib/plans/pricing";
import type { Store } from "@/lib/api/schemas/shop";

export type JsonLd = Record<string, unknown>;

const SCHEMA = "https://schema.org";

/** Cents on the wire, dollars with two decimals in structured data ("12.50"). */
export const dollars = (cents: number) => (cents / 100).toFixed(2);

/** Relative URLs (pictures under /api/images) made absolute against the shop's public origin. */
export const absolute = (url: string, origin: string) => new URL(url, origin).toString();

function availability(item: Pick<ItemDetail, "out_of_stock" | "is_preorder">): string {
  if (item.out_of_stock) return `${SCHEMA}/OutOfStock`;
  return item.is_preorder ? `${SCHEMA}/PreOrder` : `${SCHEMA}/InStock`;
}

/**
 * One Offer when every variant costs the same, an AggregateOffer over the price range otherwise.
 * The stock it states is as fresh as the page; the cart calc and the order check it again.
 */
export function productJsonLd(item: ItemDetail, pageUrl: string, origin: string): JsonLd {
  const images = [...new Set([...item.files, item.thumb])].map((url) => absolute(url, origin));
  const common = { priceCurrency: "USD", availability: availability(item), url: pageUrl, seller: { "@type": "Organization", name: item.store.name } };
  const offers =
    item.min_price === item.max_price
      ? { "@type": "Offer", price: dollars(item.min_price), ...common }
      : { "@type": "AggregateOffer", lowPrice: dollars(item.min_price), highPrice: dollars(item.max_price), offerCount: item.variants.length, ...common };
  return {
    "@context": SCHEMA,
    "@type": "Product",
    name: item.name,
    sku: item.code,
    ...(item.description ? { description: item.description } : {}),
    image: images,
    brand: { "@type": "Brand", name: item.brand.name },
    url: pageUrl,
    offers,
  };
}

/** A stylist's store: schema.org's Store is an Organization, so one node serves both. */
export function storeJsonLd(store: Store, pageUrl: string, origin: string): JsonLd {
  const picture = store.banner ?? store.owner.cover;
  return {
    "@context": SCHEMA,
    "@type": "Store",
    name: store.name,
    url: pageUrl,
    ...(store.description ? { description: store.description } : {}),
    ...(picture ? { image: absolute(picture, origin) } : {}),
    ...(store.owner.cover ? { logo: absolute(store.owner.cover, origin) } : {}),
    founder: { "@type": "Person", name: store.owner.user_name },
  };
}

/** One billing period's price of a plan (PLAN-04). */
const periodPrice = (cents: number, duration: "P1M" | "P1Y") => ({
  "@type": "UnitPriceSpecification",
  price: dollars(cents),
  priceCurrency: "USD",
  billingDuration: duration,
});

/**
 * A plan page (PLAN-02/03): its plans as Offers of a Service, each priced by the month and by the
 * year. The Offer's own price is the monthly one, the price the cards lead with.
 */
export function planCatalogJsonLd(name: string, pageUrl: string, plans: readonly PlanInfo[]): JsonLd {
  return {
    "@context": SCHEMA,
    "@type": "OfferCatalog",
    name,
    url: pageUrl,
    itemListElement: plans.map((plan) => ({
      "@type": "Offer",
      name: plan.name,
      url: pageUrl,
      price: dollars(planPrice(plan, "month")),
      priceCurrency: "USD",
      priceSpecification: [periodPrice(planPrice(plan, "month"), "P1M"), periodPrice(planPrice(plan, "year"), "P1Y")],
      itemOffered: { "@type": "Service", name: plan.name, ...(plan.detail.length > 0 ? { description: plan.detail.join(". ") } : {}) },
    })),
  };
}

/**
 * JSON for a `<script type="application/ld+json">` body. `<` is escaped as \u003c so no value (an
 * item description with "</script>") can close the element; JSON parsers read it back unchanged.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
