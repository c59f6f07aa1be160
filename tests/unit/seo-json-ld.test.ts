/** Issues 11 and 27: structured data for item pages (a ProductGroup of variants with their offers) and store homes (Store). */
import type { ShippingOption } from "@/lib/api/schemas/cart";
import { SHIP_TO_COUNTRY } from "@/lib/api/schemas/common";
import type { ItemDetail, Variant } from "@/lib/api/schemas/item";
import type { Store } from "@/lib/api/schemas/shop";
import { productJsonLd, serializeJsonLd, storeJsonLd } from "@/lib/seo/json-ld";
import { shareableImage } from "@/lib/seo/share-image";
import { RETURN_WINDOW_DAYS } from "@/lib/orders/return-window";

const ORIGIN = "https://shop.example.com";
const PAGE = `${ORIGIN}/demo/item/store-demo/itm-001`;

const variant = (id: string, price: number, stock: number): Variant => ({
  id,
  options: [{ name: "Size", option: id }],
  stock,
  retail_stock: stock,
  price,
  compare_at_price: null,
  image: null,
  sku: `SKU-${id}`,
});

const item = (patch: Partial<ItemDetail> = {}): ItemDetail => ({
  _id: "itm-001",
  item_src_id: "itm-001",
  name: "Floral dress",
  code: "FD-001",
  brand: { name: "Acme" },
  category: null,
  description: "Light and airy.",
  store: { id: "store-demo", name: "Get Styled Box", open_id: "open-1", user_name: "demo", user_id: "user-1" },
  thumb: "/api/images/item/dress-thumb.svg",
  files: ["/api/images/item/dress-front.svg", "https://cdn.example.com/back.jpg"],
  influencer_images: [],
  min_price: 8900,
  max_price: 8900,
  compare_at_price: null,
  min_retail_price: 8900,
  max_retail_price: 8900,
  price_type: "regular",
  is_preorder: false,
  drop_date: null,
  offer_ends: null,
  is_bundle: false,
  bundle: null,
  out_of_stock: false,
  variants: [variant("S", 8900, 3), variant("M", 8900, 0)],
  ...patch,
});

const SHIPPING: ShippingOption[] = [
  { _id: "basic-shipping", name: "Standard Shipping", price: 800 },
  { _id: "express-shipping", name: "Express Shipping", price: 2000 },
  { _id: "pick-up", name: "Pick Up", price: 500 },
];

/** What every offer of the page carries besides its price and stock, derived from the shop's rules. */
const TERMS = {
  priceCurrency: "USD",
  url: PAGE,
  seller: { "@type": "Organization", name: "Get Styled Box" },
  shippingDetails: [
    {
      "@type": "OfferShippingDetails",
      name: "Standard Shipping",
      shippingRate: { "@type": "MonetaryAmount", value: "8.00", currency: "USD" },
      shippingDestination: { "@type": "DefinedRegion", addressCountry: SHIP_TO_COUNTRY },
    },
    {
      "@type": "OfferShippingDetails",
      name: "Express Shipping",
      shippingRate: { "@type": "MonetaryAmount", value: "20.00", currency: "USD" },
      shippingDestination: { "@type": "DefinedRegion", addressCountry: SHIP_TO_COUNTRY },
    },
  ],
  hasMerchantReturnPolicy: {
    "@type": "MerchantReturnPolicy",
    applicableCountry: SHIP_TO_COUNTRY,
    returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
    merchantReturnDays: RETURN_WINDOW_DAYS,
    returnMethod: "https://schema.org/ReturnByMail",
  },
};

const colourSize = (id: string, colour: string, size: string, price: number, stock: number, image: string | null = null): Variant => ({
  ...variant(id, price, stock),
  options: [
    { name: "Color", option: colour },
    { name: "Size", option: size },
  ],
  image,
  sku: `FD-${id}`,
});

describe("productJsonLd: an item with variants is a ProductGroup", () => {
  const variants = [
    colourSize("blk-s", "Black", "S", 8900, 3, "/api/images/item/dress-black.svg"),
    // out of stock
    colourSize("blk-m", "Black", "M", 8900, 0),
    // a price of its own
    colourSize("red-l", "Red", "L", 9900, 2),
  ];
  const ld = productJsonLd(item({ min_price: 8900, max_price: 9900, variants }), PAGE, ORIGIN, SHIPPING);

  it("varies by size and colour, one Product per variant, each with its own Offer", () => {
    expect(ld).toEqual({
      "@context": "https://schema.org",
      "@type": "ProductGroup",
      productGroupID: "FD-001",
      name: "Floral dress",
      description: "Light and airy.",
      image: [`${ORIGIN}/api/images/item/dress-front.svg`, "https://cdn.example.com/back.jpg", `${ORIGIN}/api/images/item/dress-thumb.svg`],
      brand: { "@type": "Brand", name: "Acme" },
      url: PAGE,
      variesBy: ["https://schema.org/color", "https://schema.org/size"],
      hasVariant: [
        {
          "@type": "Product",
          name: "Floral dress (Black / S)",
          sku: "FD-blk-s",
          image: `${ORIGIN}/api/images/item/dress-black.svg`,
          color: "Black",
          size: "S",
          offers: { "@type": "Offer", price: "89.00", availability: "https://schema.org/InStock", ...TERMS },
        },
        {
          "@type": "Product",
          name: "Floral dress (Black / M)",
          sku: "FD-blk-m",
          image: [`${ORIGIN}/api/images/item/dress-front.svg`, "https://cdn.example.com/back.jpg", `${ORIGIN}/api/images/item/dress-thumb.svg`],
          color: "Black",
          size: "M",
          offers: { "@type": "Offer", price: "89.00", availability: "https://schema.org/OutOfStock", ...TERMS },
        },
        {
          "@type": "Product",
          name: "Floral dress (Red / L)",
          sku: "FD-red-l",
          image: [`${ORIGIN}/api/images/item/dress-front.svg`, "https://cdn.example.com/back.jpg", `${ORIGIN}/api/images/item/dress-thumb.svg`],
          color: "Red",
          size: "L",
          offers: { "@type": "Offer", price: "99.00", availability: "https://schema.org/InStock", ...TERMS },
        },
      ],
    });
  });

  it("shipping comes from the shop's options without pick-up, and leaves out shippingDetails when none are known", () => {
    const noShipping = productJsonLd(item({ variants }), PAGE, ORIGIN, []) as unknown as { hasVariant: { offers: object }[] };
    expect(noShipping.hasVariant[0]?.offers).not.toHaveProperty("shippingDetails");
    expect(noShipping.hasVariant[0]?.offers).toHaveProperty("hasMerchantReturnPolicy.merchantReturnDays", RETURN_WINDOW_DAYS);
  });

  it("a sold-out item makes every variant out of stock, a pre-order item pre-orders the ones in stock", () => {
    const soldOut = productJsonLd(item({ out_of_stock: true, variants }), PAGE, ORIGIN) as unknown as { hasVariant: { offers: { availability: string } }[] };
    expect(soldOut.hasVariant.map((v) => v.offers.availability)).toEqual(Array(3).fill("https://schema.org/OutOfStock"));
    const preorder = productJsonLd(item({ is_preorder: true, variants }), PAGE, ORIGIN) as unknown as { hasVariant: { offers: { availability: string } }[] };
    expect(preorder.hasVariant.map((v) => v.offers.availability)).toEqual(["https://schema.org/PreOrder", "https://schema.org/OutOfStock", "https://schema.org/PreOrder"]);
  });

  it("an option group schema.org does not name varies the group by its own name, as a property of each variant", () => {
    const lengths = [
      { ...variant("a", 8900, 1), options: [{ name: "Length", option: "Midi" }] },
      { ...variant("b", 8900, 1), options: [{ name: "Length", option: "Maxi" }] },
    ];
    const ld2 = productJsonLd(item({ variants: lengths }), PAGE, ORIGIN) as unknown as { variesBy: string[]; hasVariant: object[] };
    expect(ld2.variesBy).toEqual(["Length"]);
    expect(ld2.hasVariant[0]).toMatchObject({ additionalProperty: [{ "@type": "PropertyValue", name: "Length", value: "Midi" }] });
  });
});

describe("productJsonLd: one variant, or a bundle, is one Product", () => {
  it("a single variant is one Offer at its price and stock, in dollars, USD", () => {
    expect(productJsonLd(item({ variants: [variant("OS", 4500, 0)] }), PAGE, ORIGIN, SHIPPING)).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      sku: "SKU-OS",
      name: "Floral dress",
      description: "Light and airy.",
      image: [`${ORIGIN}/api/images/item/dress-front.svg`, "https://cdn.example.com/back.jpg", `${ORIGIN}/api/images/item/dress-thumb.svg`],
      brand: { "@type": "Brand", name: "Acme" },
      url: PAGE,
      offers: { "@type": "Offer", price: "45.00", availability: "https://schema.org/OutOfStock", ...TERMS },
    });
  });

  it("a bundle's price range is an AggregateOffer from the lowest to the highest price", () => {
    const bundle = item({ is_bundle: true, min_price: 1050, max_price: 12999, variants: [variant("S", 1050, 1), variant("M", 12999, 1)] });
    expect(productJsonLd(bundle, PAGE, ORIGIN).offers).toMatchObject({ "@type": "AggregateOffer", lowPrice: "10.50", highPrice: "129.99", offerCount: 2, priceCurrency: "USD" });
    expect(productJsonLd(bundle, PAGE, ORIGIN)).toMatchObject({ "@type": "Product", sku: "FD-001" });
  });

  it("leaves out an empty description", () => {
    expect(productJsonLd(item({ description: "" }), PAGE, ORIGIN)).not.toHaveProperty("description");
  });
});

describe("storeJsonLd", () => {
  const store: Store = {
    id: "store-demo",
    name: "Get Styled Box",
    description: "Looks for every day.",
    banner: "/api/images/store/demo.svg",
    store_link: null,
    owner: { open_id: "open-1", cover: "/api/images/avatar/demo.svg", user_name: "demo", can_share_box: true },
  };

  it("is a Store (an Organization) with absolute pictures and its stylist", () => {
    expect(storeJsonLd(store, `${ORIGIN}/demo`, ORIGIN)).toEqual({
      "@context": "https://schema.org",
      "@type": "Store",
      name: "Get Styled Box",
      url: `${ORIGIN}/demo`,
      description: "Looks for every day.",
      image: `${ORIGIN}/api/images/store/demo.svg`,
      logo: `${ORIGIN}/api/images/avatar/demo.svg`,
      founder: { "@type": "Person", name: "demo" },
    });
  });

  it("falls back to the stylist's picture without a banner, and to nothing without either", () => {
    expect(storeJsonLd({ ...store, banner: null }, `${ORIGIN}/demo`, ORIGIN)).toHaveProperty("image", `${ORIGIN}/api/images/avatar/demo.svg`);
    const bare = storeJsonLd({ ...store, banner: null, description: "", owner: { ...store.owner, cover: null } }, `${ORIGIN}/demo`, ORIGIN);
    expect(bare).not.toHaveProperty("image");
    expect(bare).not.toHaveProperty("logo");
    expect(bare).not.toHaveProperty("description");
  });
});

describe("serializeJsonLd", () => {
  it("escapes < so a value cannot close the script element, and parses back unchanged", () => {
    const data = { "@context": "https://schema.org", "@type": "Product", name: "</script><script>alert(1)</script>" } as const;
    const text = serializeJsonLd(data);
    expect(text).toContain("\\u003c/script>");
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe("shareableImage", () => {
  it("uses the PNG rendering of the embedded API's SVG drawings and keeps other URLs", () => {
    expect(shareableImage("/api/images/item/dress-front.svg")).toBe("/api/images/item/dress-front.png");
    expect(shareableImage("https://cdn.example.com/a.svg")).toBe("https://cdn.example.com/a.svg");
    expect(shareableImage("/api/images/item/dress-front.png")).toBe("/api/images/item/dress-front.png");
  });
});
