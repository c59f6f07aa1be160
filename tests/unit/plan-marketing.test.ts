/** PLAN-02/03/04: the plan marketing pages' plans, facts and structured data. */
import type { PlanInfo } from "@/lib/api/schemas/plan";
import { isMarketingPage, MARKETING_PAGES, plansOf, shortPrice } from "@/lib/plans/marketing";
import { planCatalogJsonLd } from "@/lib/seo/json-ld";

const plan = (plan_id: string, name: string, monthly_fee: number, annual_avg_monthly_fee: number, handling_fee = 0): PlanInfo => ({
  id: `plan-${plan_id}`,
  plan_id,
  name,
  level: 1,
  sub_level: 0,
  monthly_fee,
  annual_avg_monthly_fee,
  full_year_fee: 12 * annual_avg_monthly_fee,
  discountOff: 20,
  local_id: plan_id,
  detail: [`${name} line`],
  goldbox: { handling_fee_settings: { handling_fee }, min_count: 6, max_count: 6 },
});

const PLANS = [
  plan("shopper1", "Shopper", 999, 799),
  plan("shopper2", "Style Myself Plan", 1999, 1599, 2000),
  plan("seller1", "Basic", 2500, 2000, 2000),
  plan("seller2", "Pro", 4900, 3900, 2000),
];

describe("the marketing pages", () => {
  it("are plan_stylist and plan_style only", () => {
    expect(["plan_stylist", "plan_style"].every(isMarketingPage)).toBe(true);
    for (const other of ["plan_checkout", "plan_setting", "plan_sign_in", "", "PLAN_STYLE"]) expect(isMarketingPage(other)).toBe(false);
  });

  it("Become a Stylist shows seller1 (MOST POPULAR) and seller2 and links to the Style Myself Plan (PLAN-03)", () => {
    const page = MARKETING_PAGES.plan_stylist;
    expect(plansOf(page, PLANS).map((p) => p.plan_id)).toEqual(["seller1", "seller2"]);
    expect(page.popular).toBe("seller1");
    expect(page.other.href).toBe("/plan/plan_style");
    expect(page.note).toBe("Not applicable to subscription or presale items");
  });

  it("Style Myself Plan shows the shopper plans and links to the stylist plans (PLAN-02)", () => {
    const page = MARKETING_PAGES.plan_style;
    expect(plansOf(page, [...PLANS].reverse()).map((p) => p.plan_id)).toEqual(["shopper1", "shopper2"]);
    expect(page.popular).toBeNull();
    expect(page.other.href).toBe("/plan/plan_stylist");
  });

  it("leaves out a plan the API no longer lists", () => {
    expect(plansOf(MARKETING_PAGES.plan_stylist, PLANS.filter((p) => p.plan_id !== "seller2")).map((p) => p.plan_id)).toEqual(["seller1"]);
  });

  it("state BR-PLAN-03's facts with the Basic plan's price from the API", () => {
    const shown = plansOf(MARKETING_PAGES.plan_stylist, PLANS);
    expect(MARKETING_PAGES.plan_stylist.facts(shown)).toEqual(["Basic plan starting at $25 per month", "15% discount on store picks", "15% commission on shares"]);
    expect(MARKETING_PAGES.plan_stylist.facts([])).toEqual(["15% discount on store picks", "15% commission on shares"]);
  });

  it("state the Style Myself Box facts with the box fee of the Style Myself Plan (PLAN-02)", () => {
    const facts = MARKETING_PAGES.plan_style.facts(plansOf(MARKETING_PAGES.plan_style, PLANS));
    expect(facts).toContain("Up to 6 styles in every box");
    expect(facts).toContain("Free shipping both ways");
    expect(facts).toContain("7 days to try on and return");
    expect(facts).toContain("A $20 Style Myself Box Fee, credited against a purchase");
    expect(facts).toContain("One credit per month, no accumulation");
  });

  it("write marketing prices without cents when there are none", () => {
    expect([shortPrice(2500), shortPrice(2550), shortPrice(999)]).toEqual(["$25", "$25.50", "$9.99"]);
  });
});

describe("planCatalogJsonLd", () => {
  it("is an OfferCatalog of the plans, each priced by the month and by the year (12 × the yearly average) in USD", () => {
    const url = "https://shop.example.com/plan/plan_stylist";
    const data = planCatalogJsonLd("Become a Stylist", url, plansOf(MARKETING_PAGES.plan_stylist, PLANS));
    expect(data).toMatchObject({ "@context": "https://schema.org", "@type": "OfferCatalog", name: "Become a Stylist", url });
    expect(data.itemListElement).toEqual([
      {
        "@type": "Offer",
        name: "Basic",
        url,
        price: "25.00",
        priceCurrency: "USD",
        priceSpecification: [
          { "@type": "UnitPriceSpecification", price: "25.00", priceCurrency: "USD", billingDuration: "P1M" },
          { "@type": "UnitPriceSpecification", price: "240.00", priceCurrency: "USD", billingDuration: "P1Y" },
        ],
        itemOffered: { "@type": "Service", name: "Basic", description: "Basic line" },
      },
      expect.objectContaining({ name: "Pro", price: "49.00" }),
    ]);
  });
});
