/** Issue 11: structured data for item pages (Product with offers) and store homes (Store). */
import type { ItemDetail, Variant } from "@/lib/api/schemas/item";
import type { Store } from "@/lib/api/schemas/shop";
import { productJsonLd, serializeJsonLd, storeJsonLd } from "@/lib/seo/json-ld";
import { shareableImage } from "@/lib/seo/share-image";

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

describe("productJsonLd", () => {
  it("a single price is one Offer in dollars, USD, in stock, with absolute pictures", () => {
    expect(productJsonLd(item(), PAGE, ORIGIN)).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Floral dress",
      sku: "FD-001",
      description: "Light and airy.",
      image: [`${ORIGIN}/api/images/item/dress-front.svg`, "https://cdn.example.com/back.jpg", `${ORIGIN}/api/images/item/dress-thumb.svg`],
      brand: { "@type": "Brand", name: "Acme" },
      url: PAGE,
      offers: {
        "@type": "Offer",
        price: "89.00",
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        url: PAGE,
        seller: { "@type": "Organization", name: "Get Styled Box" },
      },
    });
  });

  it("a price range is an AggregateOffer from the lowest to the highest price", () => {
    const offers = productJsonLd(item({ min_price: 1050, max_price: 12999, variants: [variant("S", 1050, 1), variant("M", 12999, 1)] }), PAGE, ORIGIN).offers;
    expect(offers).toMatchObject({ "@type": "AggregateOffer", lowPrice: "10.50", highPrice: "129.99", offerCount: 2, priceCurrency: "USD" });
  });

  it("availability follows the stock: out of stock, pre-order", () => {
    expect(productJsonLd(item({ out_of_stock: true }), PAGE, ORIGIN).offers).toMatchObject({ availability: "https://schema.org/OutOfStock" });
    expect(productJsonLd(item({ is_preorder: true }), PAGE, ORIGIN).offers).toMatchObject({ availability: "https://schema.org/PreOrder" });
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
    expect(storeJsonLd({ ...store, banner: null }, `${ORIGIN}/demo`, ORIGIN).image).toBe(`${ORIGIN}/api/images/avatar/demo.svg`);
    const bare = storeJsonLd({ ...store, banner: null, description: "", owner: { ...store.owner, cover: null } }, `${ORIGIN}/demo`, ORIGIN);
    expect(bare).not.toHaveProperty("image");
    expect(bare).not.toHaveProperty("logo");
    expect(bare).not.toHaveProperty("description");
  });
});

describe("serializeJsonLd", () => {
  it("escapes < so a value cannot close the script element, and parses back unchanged", () => {
    const data = { name: "</script><script>alert(1)</script>" };
    const text = serializeJsonLd(data);
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
