// @vitest-environment jsdom
/** The box builder's stage guards and picks (ONB-16) and the item search (ONB-17): debounce, minimum, filters in the URL. */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { cloneElement, isValidElement, type ReactNode } from "react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import type { BoxItem, BoxSearchRequest } from "@/lib/api/schemas/box";
import { boxStore, type BoxEntry } from "@/lib/box/box-state";
import { BoxBuilder } from "@/components/box/box-builder";
import { BoxSearch } from "@/components/box/box-search";

const push = vi.fn();
const replace = vi.fn();
let params = new URLSearchParams();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push, replace, back: vi.fn(), prefetch: vi.fn() }), useSearchParams: () => params }));

const item = (n: number, stage: 1 | 2): BoxItem => ({
  _id: `gsb-${n}`, name: `Style ${n}`, code: `C${n}`, description: "Nice.", thumb: "/t.jpg", files: ["/t.jpg"], brand: { id: "b1", name: "Brand" }, category: { id: "box-tops", name: "Tops" }, stage,
  min_price: 3000, max_price: 3000, compare_at_price: null, price_type: "regular",
  variants: [
    { id: `v-${n}-m`, options: [{ name: "Size", option: "M" }], stock: 3, retail_stock: 3, price: 3000, compare_at_price: null, image: null, sku: `s${n}m` },
    { id: `v-${n}-l`, options: [{ name: "Size", option: "L" }], stock: 0, retail_stock: 0, price: 3000, compare_at_price: null, image: null, sku: `s${n}l` },
  ],
});
const entry = (n: number, stage: 1 | 2): BoxEntry => ({ itemId: `gsb-${n}`, variantId: `v-${n}-m`, stage, name: `Style ${n}`, brand: "Brand", price: 3000, thumb: "/t.jpg", optionStr: "M" });

const searches: { type: string | null; body: BoxSearchRequest }[] = [];
let results: BoxItem[] | null = null;
const ok = (data: unknown) => HttpResponse.json({ success: true, data });
const server = setupServer(
  http.post("*/api/items", async ({ request }) => {
    const type = new URL(request.url).searchParams.get("type");
    const body = (await request.json()) as BoxSearchRequest;
    searches.push({ type, body });
    const stage = type === "my_box_s1" ? 1 : 2;
    const datas = results ?? [1, 2, 3].map((n) => item(stage * 10 + n, stage));
    return ok({ datas, has_more: false, total: datas.length });
  }),
  http.get("*/api/items/brands", () => ok([{ id: "b1", name: "Brand" }])),
  http.get("*/api/items/categories", () => ok([{ id: "box-tops", name: "Tops", cover: "", icon: "", exclusive: false, active: true }])),
);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: "error" });
  // The searches import the box search calls on their first run; warm the module cache so a test's search goes
  // out while that test runs, not during the next one (where it would be the next test's first search).
  await Promise.all([import("@/lib/api/calls/box-search"), import("@/lib/api/browser")]);
});
afterAll(() => server.close());
/** The search answers one style for any keyword but `keyword`, for which it finds nothing. */
function nothingFor(keyword: string) {
  server.use(
    http.post("*/api/items", async ({ request }) => {
      const body = (await request.json()) as BoxSearchRequest;
      searches.push({ type: new URL(request.url).searchParams.get("type"), body });
      const datas = body.keyword === keyword ? [] : [item(21, 2)];
      return ok({ datas, has_more: false, total: datas.length });
    }),
  );
}

let pushState: MockInstance<History["pushState"]>;
let replaceState: MockInstance<History["replaceState"]>;
/** The URLs the page showed (history.pushState / replaceState, which Next.js follows). */
const pushed = () => pushState.mock.calls.map((call) => call[2]);
const replaced = () => replaceState.mock.calls.map((call) => call[2]);

beforeEach(() => {
  pushState = vi.spyOn(window.history, "pushState");
  replaceState = vi.spyOn(window.history, "replaceState");
  params = new URLSearchParams();
  results = null;
  searches.length = 0;
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
  vi.clearAllMocks();
  window.sessionStorage.clear();
});

const info = { plan_id: "seller1", name: "Basic", monthly_fee: 2500, annual_avg_monthly_fee: 2000, access_fee: 2000, minPick: 6, maxPick: 6 };
const paths = { path: "/demo/auth_stylist/auth_gsb", searchPath: "/demo/auth_stylist/auth_search", checkoutPath: "/demo/auth_stylist/auth_gsbcheckout?plan=seller1" } as never as {
  path: never; searchPath: never; checkoutPath: never;
};

function wrap(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
  /** a render of the same page, as Next.js's router does once its `useSearchParams` (`params` here) moves */
  const routerRender = () => view.rerender(<QueryClientProvider client={client}>{isValidElement(ui) ? cloneElement(ui) : ui}</QueryClientProvider>);
  return { ...view, routerRender };
}
const builder = () => wrap(<BoxBuilder info={info} plan="seller1" {...paths} />);

describe("box builder: the stages (ONB-16, C-26)", () => {
  it("sends stage 2 and the review back to stage 1 until an Essentials style is picked", async () => {
    const toStage1 = "/demo/auth_stylist/auth_gsb?plan=seller1&step=pickItems&stage=1";
    params = new URLSearchParams("plan=seller1&step=pickItems&stage=2");
    builder().unmount();
    expect(replaced()).toEqual([toStage1]);
    replaceState.mockClear();
    params = new URLSearchParams("plan=seller1&step=toReview");
    boxStore.write([entry(21, 2)]);
    builder().unmount();
    expect(replaced()).toEqual([toStage1]);
    replaceState.mockClear();
    // with an Essentials style, stage 2 opens
    params = new URLSearchParams("plan=seller1&step=pickItems&stage=2");
    boxStore.write([entry(1, 1)]);
    builder();
    expect(await screen.findByRole("heading", { level: 1, name: "Exclusive" })).toBeInTheDocument();
    expect(replaced()).toEqual([]);
  });

  it("stage 1: Continue says 'Please select 1 item to continue' until a style is added in the option dialog", async () => {
    const user = userEvent.setup();
    params = new URLSearchParams("plan=seller1&step=pickItems&stage=1");
    builder();
    expect(await screen.findByRole("heading", { level: 1, name: "Essentials" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please select 1 item to continue");
    expect(pushed()).toEqual([]);
    expect(searches[0]).toMatchObject({ type: "my_box_s1", body: { page: 1, limit: 24, keyword: "" } });

    await user.click((await screen.findAllByRole("button", { name: /^add to box: Style 11/ }))[0]!);
    const dialog = screen.getByRole("dialog");
    await user.click(within(dialog).getByRole("radio", { name: "M" }));
    await user.click(within(dialog).getByRole("button", { name: "add to box" }));
    expect(boxStore.read()).toEqual([{ itemId: "gsb-11", variantId: "v-11-m", stage: 1, name: "Style 11", brand: "Brand", price: 3000, thumb: "/t.jpg", optionStr: "M" }]);
    expect(screen.getByText((_, el) => el?.tagName === "P" && el.textContent === "1 of 6 styles in your box")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(pushed()).toEqual(["/demo/auth_stylist/auth_gsb?plan=seller1&step=pickItems&stage=2"]);
  });

  it("stage 2: Continue needs minPick styles; the sixth style jumps to the review", async () => {
    const user = userEvent.setup();
    params = new URLSearchParams("plan=seller1&step=pickItems&stage=2");
    boxStore.write([entry(1, 1), entry(2, 2), entry(3, 2), entry(4, 2)]);
    builder();
    await screen.findByRole("heading", { level: 1, name: "Exclusive" });
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please select at least 6 items to continue");
    for (const name of ["Style 21", "Style 22"]) {
      await user.click(await screen.findByRole("button", { name: `add to box: ${name}` }));
      await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "add to box" }));
    }
    expect(boxStore.read()).toHaveLength(6);
    expect(pushed().at(-1)).toBe("/demo/auth_stylist/auth_gsb?plan=seller1&step=toReview");
  });

  it("finding 7: the review says how many styles are still needed, and offers Check Out only for a complete box", async () => {
    const user = userEvent.setup();
    params = new URLSearchParams("plan=seller1&step=toReview");
    boxStore.write([entry(1, 1), entry(2, 2), entry(3, 2), entry(4, 2), entry(5, 2), entry(6, 2)]);
    builder();
    const checkOut = await screen.findByRole("button", { name: "Check Out" });
    expect(checkOut).toBeEnabled();
    await user.click(screen.getByRole("button", { name: "Remove Style 6" }));
    await user.click(screen.getByRole("button", { name: "Remove Style 5" }));
    expect(boxStore.read()).toHaveLength(4);
    // the spec's guard, said before the press, with the count still needed
    expect(screen.getByText("Add 2 more styles to complete your box.")).toBeInTheDocument();
    expect(checkOut).toBeDisabled();
    expect(document.getElementById(checkOut.getAttribute("aria-describedby")!)).toHaveTextContent("Add 2 more styles to complete your box. Please select 6 items to check out");
    expect(push).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Back to Essentials" }));
    expect(pushed()).toEqual(["/demo/auth_stylist/auth_gsb?plan=seller1&step=pickItems&stage=1"]);
  });

  it("finding 7: the front says how many styles a box holds (min = max = 6: '6 styles', not 'Up to 6')", async () => {
    params = new URLSearchParams("plan=seller1");
    server.use(http.get("*/api/users/figure", () => ok(null)));
    builder();
    expect(await screen.findByText("6 styles, picked by you")).toBeInTheDocument();
    expect(screen.queryByText(/Up to 6 styles/)).not.toBeInTheDocument();
  });
});

describe("box search (ONB-17)", () => {
  const search = () => wrap(<BoxSearch info={info} plan="seller1" searchPath={"/demo/auth_stylist/auth_search" as never} builderPath={"/demo/auth_stylist/auth_gsb" as never} />);
  /** The search opened at this query: the router's copy (`useSearchParams`) and the address bar alike. */
  const at = (query: string) => {
    params = new URLSearchParams(query);
    window.history.replaceState(null, "", `/demo/auth_stylist/auth_search?${query}`);
    replaceState.mockClear();
  };

  it("waits for 3 characters, then searches 500 ms after the last key, the keyword in the URL", async () => {
    const user = userEvent.setup();
    at("plan=seller1&stage=2");
    search();
    await screen.findAllByTestId("box-item");
    await user.type(screen.getByLabelText("Search styles"), "dr");
    expect(screen.getByText("Type at least 3 characters to search")).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(replaced()).toEqual([]);
    expect(searches).toHaveLength(1);
    await user.type(screen.getByLabelText("Search styles"), "ess");
    expect(replaced()).toEqual([]);
    await waitFor(() => expect(replaced()).toEqual(["/demo/auth_stylist/auth_search?plan=seller1&stage=2&q=dress"]));
    expect(screen.queryByText("Type at least 3 characters to search")).not.toBeInTheDocument();
  });

  it("Back or Forward shows the keyword of the entry it goes to; the keyword's own URL write never overwrites the field", async () => {
    const user = userEvent.setup();
    at("plan=seller1&stage=2");
    search();
    await screen.findAllByTestId("box-item");
    const field = screen.getByLabelText("Search styles");
    await user.type(field, "dress");
    await waitFor(() => expect(replaced()).toEqual(["/demo/auth_stylist/auth_search?plan=seller1&stage=2&q=dress"]));
    // The write landed (Next follows replaceState): the field keeps what was typed, also while typing on.
    params = new URLSearchParams("plan=seller1&stage=2&q=dress");
    await user.type(field, "es");
    expect(field).toHaveValue("dresses");
    // Back to an entry with another keyword: the browser moves the URL, then fires popstate.
    window.history.replaceState(null, "", "/demo/auth_stylist/auth_search?plan=seller1&stage=2&q=skirt");
    params = new URLSearchParams("plan=seller1&stage=2&q=skirt");
    act(() => window.dispatchEvent(new PopStateEvent("popstate")));
    expect(field).toHaveValue("skirt");
  });

  it("reads every filter from the URL into the search, and a filter change is a new URL", async () => {
    const user = userEvent.setup();
    at("plan=seller1&stage=2&q=dress&sort=high-low-price&min=20&max=300&size=M&color=Black&brand=b1");
    search();
    await screen.findAllByTestId("box-item");
    expect(searches[0]).toEqual({
      type: "my_box_s2_web",
      body: { page: 1, limit: 24, keyword: "dress", sort: "high-low-price", min: 2000, max: 30000, sizes: ["M"], colors: ["Black"], must_brands: ["b1"], must_categories: [] },
    });
    expect(screen.getByLabelText("Search styles")).toHaveValue("dress");
    expect(screen.getByRole("checkbox", { name: "Black" })).toBeChecked();
    await user.click(screen.getByRole("checkbox", { name: "Navy" }));
    expect(pushed()).toEqual(["/demo/auth_stylist/auth_search?plan=seller1&stage=2&q=dress&sort=high-low-price&min=20&size=M&color=Black&color=Navy&brand=b1"]);
    // the next change starts from the URL shown: Navy stays
    await user.selectOptions(screen.getByRole("combobox", { name: "Sort" }), "newest");
    expect(pushed().at(-1)).toBe("/demo/auth_stylist/auth_search?plan=seller1&stage=2&q=dress&min=20&size=M&color=Black&color=Navy&brand=b1");
  });

  it("searches the keyword the URL shows while Next.js's router still holds the entry before it (a reload, then Back)", async () => {
    // After a reload and Back, Next.js fetches the page for the entry it went to (its router tree is the earlier
    // document's) and its `useSearchParams` can stay on 'dress' while the keyword typed meanwhile is in the URL:
    // the results must follow the URL (the flaky e2e step: 'zzzqqq' in the field and the URL, dresses listed).
    nothingFor("zzzqqq");
    const user = userEvent.setup();
    at("plan=seller1&stage=2&q=dress");
    search();
    await screen.findAllByTestId("box-item");
    const field = screen.getByLabelText("Search styles");
    await user.clear(field);
    await user.type(field, "zzzqqq");
    await waitFor(() => expect(replaced()).toEqual(["/demo/auth_stylist/auth_search?plan=seller1&stage=2&q=zzzqqq"]));
    // `params` (the router's copy) is left on q=dress, as the router left it
    expect(await screen.findByText("No results found")).toBeInTheDocument();
    expect(searches.at(-1)?.body.keyword).toBe("zzzqqq");
    expect(screen.queryByTestId("box-item")).not.toBeInTheDocument();
  });

  it("after Back or Forward, writes go through Next.js's router until one has landed; the results follow the typed keyword meanwhile", async () => {
    // After a reload and Back, Next.js fetches the page for the entry (its router state is the earlier
    // document's); a history write made meanwhile left its router waiting for good (e2e: no title, the old query).
    nothingFor("zzzqqq");
    const base = "/demo/auth_stylist/auth_search?plan=seller1&stage=2";
    const user = userEvent.setup();
    at("plan=seller1&stage=2&q=skirt");
    const view = search();
    await screen.findAllByTestId("box-item");
    // Back: the browser moves the URL, then fires popstate
    window.history.replaceState(null, "", `${base}&q=dress`);
    replaceState.mockClear();
    params = new URLSearchParams("plan=seller1&stage=2&q=dress");
    act(() => window.dispatchEvent(new PopStateEvent("popstate")));
    const field = screen.getByLabelText("Search styles");
    expect(field).toHaveValue("dress");
    await user.clear(field);
    await user.type(field, "zzzqqq");
    await waitFor(() => expect(replace).toHaveBeenCalledWith(`${base}&q=zzzqqq`, { scroll: false }));
    expect(replaced()).toEqual([]);
    // the router has not landed it yet (the address bar still says dress): the results follow the field
    expect(await screen.findByText("No results found")).toBeInTheDocument();
    expect(searches.at(-1)?.body.keyword).toBe("zzzqqq");
    // a sort chosen before then goes through the router too, with the typed keyword
    await user.selectOptions(screen.getByRole("combobox", { name: "Sort" }), "low-high-price");
    expect(push).toHaveBeenCalledWith(`${base}&q=zzzqqq&sort=low-high-price`, { scroll: false });
    expect(pushed()).toEqual([]);
    // Next.js lands it (the address bar and `useSearchParams` move): the next write is a history write again
    window.history.replaceState(null, "", `${base}&q=zzzqqq&sort=low-high-price`);
    params = new URLSearchParams("plan=seller1&stage=2&q=zzzqqq&sort=low-high-price");
    view.routerRender();
    await user.selectOptions(screen.getByRole("combobox", { name: "Sort" }), "high-low-price");
    expect(pushed()).toEqual([`${base}&q=zzzqqq&sort=high-low-price`]);
    expect(push).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledTimes(1);
    expect(field).toHaveValue("zzzqqq");
  });

  it("says 'No results found / Please try another search term.' when nothing matches", async () => {
    results = [];
    at("plan=seller1&q=zzzz");
    search();
    expect(await screen.findByText("No results found")).toBeInTheDocument();
    expect(screen.getByText("Please try another search term.")).toBeInTheDocument();
  });
});
