/**
 * Structured data (schema.org JSON-LD) for search engines: a ProductGroup of variants (or one Product)
 * with their offers on item pages, a Store run by its stylist on store homes, an OfferCatalog of
 * subscriptions on the plan pages. Plain builders typed with schema-dts (types only, nothing ships),
 * rendered by components/seo/json-ld.tsx.
 */
import type {
  DefinedRegion,
  MerchantReturnPolicy,
  Offer,
  OfferCatalog,
  OfferShippingDetails,
  Product,
  ProductGroup,
  PropertyValue,
  Store as StoreNode,
  Thing,
  WithContext,
} from "schema-dts";
import { SHIP_TO_COUNTRY } from "@/lib/api/schemas/common";
import type { ShippingOption } from "@/lib/api/schemas/cart";
import type { ItemDetail, Variant } from "@/lib/api/schemas/item";
import type { PlanInfo } from "@/lib/api/schemas/plan";
import { isPickUp, shippingPrice } from "@/lib/cart/shipping";
import { RETURN_WINDOW_DAYS } from "@/lib/orders/return-window";
import { planPrice } from "@/lib/plans/pricing";
import type { Store } from "@/lib/api/schemas/shop";

export type JsonLd = WithContext<Thing>;

const SCHEMA = "https://schema.org";
const CURRENCY = "USD";

/** Cents on the wire, dollars with two decimals in structured data ("12.50"). */
export const dollars = (cents: number) => (cents / 100).toFixed(2);

/** Relative URLs (pictures under /api/images) made absolute against the shop's public origin. */
export const absolute = (url: string, origin: string) => new URL(url, origin).toString();

type Availability = "https://schema.org/OutOfStock" | "https://schema.org/PreOrder" | "https://schema.org/InStock";

/** The item's availability; a variant's also needs stock of its own (the purchase panel's rule). */
function availability(item: Pick<ItemDetail, "out_of_stock" | "is_preorder">, variant?: Pick<Variant, "stock">): Availability {
  if (item.out_of_stock || (variant !== undefined && variant.stock === 0)) return `${SCHEMA}/OutOfStock`;
  return item.is_preorder ? `${SCHEMA}/PreOrder` : `${SCHEMA}/InStock`;
}

/**
 * The option names schema.org (and Google's variant rich results) know, by the name the store gave
 * the option group. Any other group (a 'Length') still varies the variants, as a PropertyValue of each.
 */
const KNOWN_OPTIONS: Readonly<Record<string, "size" | "color" | "material" | "pattern">> = {
  size: "size",
  color: "color",
  colour: "color",
  material: "material",
  pattern: "pattern",
};
const knownOption = (name: string) => KNOWN_OPTIONS[name.trim().toLowerCase()];

/**
 * Shipping as the checkout charges it (lib/cart/shipping.ts): one OfferShippingDetails per delivery
 * option, to the country the shop ships to. Store pick-up is not delivery and is left out.
 */
export function shippingDetails(options: readonly ShippingOption[]): OfferShippingDetails[] {
  const destination: DefinedRegion = { "@type": "DefinedRegion", addressCountry: SHIP_TO_COUNTRY };
  return options
    .filter((option) => !isPickUp(option))
    .map((option) => ({
      "@type": "OfferShippingDetails",
      name: option.name,
      shippingRate: { "@type": "MonetaryAmount", value: dollars(shippingPrice(option)), currency: CURRENCY },
      shippingDestination: destination,
    }));
}

/** The return rule the embedded API applies (lib/orders/return-window.ts): a finite window, by mail. */
export function returnPolicy(): MerchantReturnPolicy {
  return {
    "@type": "MerchantReturnPolicy",
    applicableCountry: SHIP_TO_COUNTRY,
    returnPolicyCategory: `${SCHEMA}/MerchantReturnFiniteReturnWindow`,
    merchantReturnDays: RETURN_WINDOW_DAYS,
    returnMethod: `${SCHEMA}/ReturnByMail`,
  };
}

interface OfferContext {
  pageUrl: string;
  seller: string;
  shipping: readonly ShippingOption[];
}

/** What every offer of the page says besides its price: availability, page, seller, shipping, returns. */
function offerTerms(available: Availability, ctx: OfferContext) {
  const shipping = shippingDetails(ctx.shipping);
  return {
    priceCurrency: CURRENCY,
    availability: available,
    url: ctx.pageUrl,
    seller: { "@type": "Organization", name: ctx.seller },
    ...(shipping.length > 0 ? { shippingDetails: shipping } : {}),
    hasMerchantReturnPolicy: returnPolicy(),
  } as const;
}

const offer = (price: number, available: Availability, ctx: OfferContext): Offer => ({ "@type": "Offer", price: dollars(price), ...offerTerms(available, ctx) });

/** One variant as a Product of its own: its options, its picture, its price and its stock. */
function variantProduct(item: ItemDetail, variant: Variant, images: string[], ctx: OfferContext, origin: string): Product {
  const named: Partial<Record<"size" | "color" | "material" | "pattern", string>> = {};
  const other: PropertyValue[] = [];
  for (const { name, option } of variant.options) {
    const known = knownOption(name);
    if (known) named[known] = option;
    else other.push({ "@type": "PropertyValue", name, value: option });
  }
  const label = variant.options.map((o) => o.option).join(" / ");
  return {
    "@type": "Product",
    name: label ? `${item.name} (${label})` : item.name,
    sku: variant.sku || `${item.code}-${variant.id}`,
    image: variant.image ? absolute(variant.image, origin) : images,
    ...named,
    ...(other.length > 0 ? { additionalProperty: other } : {}),
    offers: offer(variant.price, availability(item, variant), ctx),
  };
}

/**
 * An item page's structured data. An item sold in two or more variants is a ProductGroup: `variesBy`
 * names the option groups (size, colour, …) and each variant in `hasVariant` is a Product with its own
 * Offer: its price, its availability, the shop's shipping and its return policy. A bundle, or an item
 * with one variant (or none), is one Product with one Offer (an AggregateOffer over a bundle's range).
 * The stock it states is as fresh as the page; the cart calc and the order check it again.
 */
export function productJsonLd(item: ItemDetail, pageUrl: string, origin: string, shipping: readonly ShippingOption[] = []): WithContext<Product | ProductGroup> {
  const images = [...new Set([...item.files, item.thumb])].map((url) => absolute(url, origin));
  const ctx: OfferContext = { pageUrl, seller: item.store.name, shipping };
  const common = {
    name: item.name,
    ...(item.description ? { description: item.description } : {}),
    image: images,
    brand: { "@type": "Brand", name: item.brand.name },
    url: pageUrl,
  } as const;

  if (!item.is_bundle && item.variants.length >= 2) {
    const groups = [...new Set(item.variants.flatMap((v) => v.options.map((o) => o.name)))];
    const variesBy = groups.map((name) => {
      const known = knownOption(name);
      return known ? `${SCHEMA}/${known}` : name;
    });
    return {
      "@context": SCHEMA,
      "@type": "ProductGroup",
      productGroupID: item.code,
      ...common,
      ...(variesBy.length > 0 ? { variesBy } : {}),
      hasVariant: item.variants.map((variant) => variantProduct(item, variant, images, ctx, origin)),
    };
  }

  const only = item.is_bundle ? undefined : item.variants[0];
  const offers: Offer =
    only !== undefined
      ? offer(only.price, availability(item, only), ctx)
      : item.min_price === item.max_price
        ? offer(item.min_price, availability(item), ctx)
        : {
            "@type": "AggregateOffer",
            lowPrice: dollars(item.min_price),
            highPrice: dollars(item.max_price),
            offerCount: item.variants.length,
            ...offerTerms(availability(item), ctx),
          };
  return { "@context": SCHEMA, "@type": "Product", sku: only?.sku || item.code, ...common, offers };
}

/** A stylist's store: schema.org's Store is an Organization, so one node serves both. */
export function storeJsonLd(store: Store, pageUrl: string, origin: string): WithContext<StoreNode> {
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
  "@type": "UnitPriceSpecification" as const,
  price: dollars(cents),
  priceCurrency: "USD",
  billingDuration: duration,
});

/**
 * A plan page (PLAN-02/03): its plans as Offers of a Service, each priced by the month and by the
 * year. The Offer's own price is the monthly one, the price the cards lead with.
 */
export function planCatalogJsonLd(name: string, pageUrl: string, plans: readonly PlanInfo[]): WithContext<OfferCatalog> {
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
