// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { ItemSummary } from "@/lib/api/schemas/item";
import type { EditCatalogueItem } from "@/lib/api/schemas/store-tools";
import { ArrangeItems } from "@/components/store-tools/arrange-items";
import { DeleteItems } from "@/components/store-tools/delete-items";
import { ItemPicker } from "@/components/store-tools/item-picker";
import { QueryWrapper } from "../support/query-wrapper";

const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), refresh }) }));

const tile = (id: string, name: string, storeId = "store-demo"): ItemSummary => ({
  _id: id,
  store_id: storeId,
  name,
  thumb: `/api/images/item/${id}.png`,
  brand: { name: "Brand" },
  min_price: 2800,
  max_price: 2800,
  compare_at_price: null,
  price_type: "regular",
  out_of_stock: false,
  is_preorder: false,
  offer_ends: null,
  is_bundle: false,
});
const catalogueTile = (id: string, name: string, category: string): EditCatalogueItem => ({ ...tile(id, name, "store-chloe"), category: { id: category, name: category } });

const TEE = tile("itm-014", "Everyday Cotton Tee");
const JEANS = tile("itm-022", "Straight-Leg Jeans");
const DRESS = tile("itm-001", "Rosewood Wrap Dress");
const CARDIGAN = catalogueTile("itm-053", "Mohair Cardigan", "tops");
const CUFF = catalogueTile("itm-060", "Gold Cuff Bracelet", "jewelry");

/** The server's store: the editor listing reads it, the writes change it. */
let store: ItemSummary[] = [];
const known = new Map([TEE, JEANS, DRESS, CARDIGAN, CUFF].map((item) => [item._id, item]));
const writes: { method: string; path: string; items?: string[] }[] = [];
const catalogueRequests: { url: URL; body: { keyword?: string; must_categories?: string[] } }[] = [];
let refuseDelete: string | null = null;

const ids = () => store.map((item) => item._id);
const server = setupServer(
  http.get("*/api/store/:id/items", () => HttpResponse.json({ success: true, data: { datas: store, length: store.length, has_more: false } })),
  http.post("*/api/items", async ({ request }) => {
    const url = new URL(request.url);
    const body = (await request.json()) as { keyword?: string; must_categories?: string[] };
    catalogueRequests.push({ url, body });
    const datas = body.keyword ? [CUFF].filter((i) => i.name.toLowerCase().includes(body.keyword!.split(" ")[0]!)) : body.must_categories?.length ? [CARDIGAN].filter((i) => body.must_categories!.includes(i.category!.id)) : [CARDIGAN, CUFF];
    return HttpResponse.json({ success: true, data: { datas, has_more: false, total: datas.length } });
  }),
  http.put("*/api/store/items", async ({ request }) => {
    const { items } = (await request.json()) as { items: string[] };
    writes.push({ method: "PUT", path: "items", items });
    store = items.map((id) => known.get(id)!);
    return HttpResponse.json({ success: true, data: { items: ids() } });
  }),
  http.put("*/api/store/rearrange", async ({ request }) => {
    const { items } = (await request.json()) as { items: string[] };
    writes.push({ method: "PUT", path: "rearrange", items });
    store = items.map((id) => known.get(id)!);
    return HttpResponse.json({ success: true, data: { items: ids() } });
  }),
  http.delete("*/api/store/items/:id", ({ params }) => {
    writes.push({ method: "DELETE", path: String(params.id) });
    if (refuseDelete === params.id) return HttpResponse.json({ success: false, message: "Please sign in to continue." }, { status: 401 });
    if (!store.some((item) => item._id === params.id)) return HttpResponse.json({ success: false, message: "This item is not in your store." }, { status: 404 });
    store = store.filter((item) => item._id !== params.id);
    return HttpResponse.json({ success: true, data: { items: ids() } });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  store = [TEE, JEANS, DRESS];
  writes.length = 0;
  catalogueRequests.length = 0;
  refuseDelete = null;
  refresh.mockClear();
  document.cookie = "sf_arrange_tip_hidden=; max-age=0; path=/";
});

const CATEGORIES = [
  { id: "jewelry", name: "Jewelry", cover: null, icon: null, exclusive: true, active: true },
  { id: "tops", name: "Tops", cover: null, icon: null, exclusive: false, active: true },
];

describe("the item picker (TOOLS-03…05)", () => {
  const renderPicker = () => render(<ItemPicker storeId="store-demo" slug="demo" items={store} categories={CATEGORIES} />, { wrapper: QueryWrapper });

  it("Edit mode: category tabs filter the grid; a tick picks; the page size follows the width; Preview puts new picks first; Save sends the selection", async () => {
    const user = userEvent.setup();
    renderPicker();
    expect(screen.getByText("selected items (3)")).toBeInTheDocument();
    const all = await screen.findByRole("list", { name: "All items" });
    // jsdom's window is 1024 px wide: 50 a page (TOOLS-03)
    expect(catalogueRequests[0]!.url.searchParams.get("limit")).toBe("50");
    expect(catalogueRequests[0]!.url.searchParams.get("type")).toBe("edit");
    expect(within(all).getAllByRole("listitem")).toHaveLength(2);

    await user.click(screen.getByRole("button", { name: "Tops" }));
    const tops = await screen.findByRole("list", { name: "Tops" });
    expect(catalogueRequests.at(-1)!.body.must_categories).toEqual(["tops"]);
    const cardigan = within(tops).getByRole("button", { name: /Mohair Cardigan/, pressed: false });
    await user.click(cardigan);
    expect(cardigan).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText("selected items (4)")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "preview & save" }));
    expect(screen.getByRole("heading", { name: "YOUR SELECTION" })).toHaveFocus();
    const selection = screen.getByRole("list", { name: "YOUR SELECTION" });
    expect(within(selection).getAllByRole("button").map((b) => b.getAttribute("aria-label"))).toEqual([
      "Remove Mohair Cardigan",
      "Remove Everyday Cotton Tee",
      "Remove Straight-Leg Jeans",
      "Remove Rosewood Wrap Dress",
    ]);
    // a tap takes an item out
    await user.click(within(selection).getByRole("button", { name: "Remove Straight-Leg Jeans" }));
    expect(screen.getByText("selected items (3)")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Saved: your store shows these items.")).toBeInTheDocument();
    expect(writes).toEqual([{ method: "PUT", path: "items", items: ["itm-053", "itm-014", "itm-001"] }]);
    expect(screen.getByRole("link", { name: "See your store" })).toHaveAttribute("href", "/demo");
    expect(refresh).toHaveBeenCalled();
    // saved: nothing left to save
    await waitFor(() => expect(screen.getByRole("button", { name: "Save" })).toBeDisabled());
    // Back goes to the grid it came from
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(await screen.findByRole("list", { name: "Tops" })).toBeInTheDocument();
  });

  it("Search mode: below 3 characters it asks for more and searches nothing; from 3, 500 ms after the last key", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderPicker();
      await screen.findByRole("list", { name: "All items" });
      await user.click(screen.getByRole("button", { name: "Search" }));
      const box = screen.getByRole("searchbox", { name: "Search items" });
      expect(screen.getByText("Type at least 3 characters to search")).toBeInTheDocument();
      await user.type(box, "go");
      expect(screen.getByText("Type at least 3 characters to search")).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(600));
      expect(catalogueRequests.some((r) => r.body.keyword)).toBe(false);
      await user.type(box, "ld");
      expect(screen.queryByText("Type at least 3 characters to search")).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(400));
      expect(catalogueRequests.some((r) => r.body.keyword)).toBe(false);
      await act(() => vi.advanceTimersByTimeAsync(200));
      const results = await screen.findByRole("list", { name: "Search results" });
      expect(catalogueRequests.filter((r) => r.body.keyword).map((r) => r.body.keyword)).toEqual(["gold"]);
      await user.click(within(results).getByRole("button", { name: /Gold Cuff Bracelet/, pressed: false }));
      expect(screen.getByText("selected items (4)")).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("the magnify opens the detail dialog, whose button picks the item", async () => {
    server.use(
      http.get("*/api/items/:item/:store/details", ({ params }) =>
        HttpResponse.json({
          success: true,
          data: {
            ...CARDIGAN,
            item_src_id: params.item,
            code: "SF-1053",
            category: { name: "Tops" },
            description: "Fluffy mohair blend, cropped.",
            store: { id: params.store, name: "Chloe's Closet", open_id: "o", user_name: "chloe", user_id: "u" },
            files: ["/api/images/item/a.png"],
            influencer_images: [],
            min_retail_price: 10500,
            max_retail_price: 10500,
            drop_date: null,
            bundle: null,
            variants: [],
          },
        }),
      ),
    );
    const user = userEvent.setup();
    renderPicker();
    await user.click(await screen.findByRole("button", { name: "Details of Mohair Cardigan" }));
    const dialog = await screen.findByRole("dialog", { name: "Mohair Cardigan" });
    expect(await within(dialog).findByText("Fluffy mohair blend, cropped.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Pick" }));
    expect(within(dialog).getByRole("button", { name: "Picked" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText("selected items (4)")).toBeInTheDocument();
  });

  it("shows the server's refusal of a save and keeps the selection", async () => {
    server.use(http.put("*/api/store/items", () => HttpResponse.json({ success: false, message: "This item cannot be added to your store." }, { status: 400 })));
    const user = userEvent.setup();
    renderPicker();
    await user.click(await screen.findByRole("button", { name: /Gold Cuff Bracelet/, pressed: false }));
    await user.click(screen.getByRole("button", { name: "preview & save" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This item cannot be added to your store.");
    expect(screen.getAllByRole("button", { name: /^Remove / })).toHaveLength(4);
  });
});

describe("the arrange page (TOOLS-06)", () => {
  const renderArrange = (tipHidden = false) => render(<ArrangeItems storeId="store-demo" slug="demo" items={store} tipHidden={tipHidden} />, { wrapper: QueryWrapper });
  const order = () => within(screen.getByRole("list", { name: "Your store's items, in order" })).getAllByRole("listitem").map((li) => li.textContent);

  it("moves items with the keyboard's buttons, keeps the focus on the moved item's button, announces the place, saves the order", async () => {
    const user = userEvent.setup();
    renderArrange();
    const save = screen.getByRole("button", { name: "Save" });
    expect(save).toBeDisabled();
    expect(screen.getByRole("button", { name: "Move Everyday Cotton Tee up" })).toBeDisabled();
    const down = screen.getByRole("button", { name: "Move Everyday Cotton Tee down" });
    down.focus();
    await user.keyboard("{Enter}");
    expect(order()[0]).toContain("Straight-Leg Jeans");
    expect(order()[1]).toContain("Everyday Cotton Tee");
    expect(screen.getByRole("button", { name: "Move Everyday Cotton Tee down" })).toHaveFocus();
    expect(screen.getByText("Everyday Cotton Tee: position 2 of 3")).toBeInTheDocument();
    // to the bottom: its down button disables, the focus moves to its up button
    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "Move Everyday Cotton Tee up" })).toHaveFocus();
    await user.click(save);
    expect(await screen.findByText("Saved: your store shows the items in this order.")).toBeInTheDocument();
    expect(writes).toEqual([{ method: "PUT", path: "rearrange", items: ["itm-022", "itm-001", "itm-014"] }]);
  });

  it("drags a row by a long press on its handle (150 ms), not by a short one", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderArrange();
      const rows = within(screen.getByRole("list", { name: "Your store's items, in order" })).getAllByRole("listitem");
      // jsdom lays nothing out: each row gets a box 60 px high
      rows.forEach((row, i) => {
        row.getBoundingClientRect = () => ({ top: i * 60, height: 60, bottom: i * 60 + 60, left: 0, right: 300, width: 300, x: 0, y: i * 60, toJSON: () => ({}) });
      });
      const handle = rows[2]!.querySelector("span[title]")!;
      (handle as HTMLElement).setPointerCapture = vi.fn();
      // a short press that moves is a scroll, not a drag
      fireEvent.pointerDown(handle, { button: 0, pointerId: 1, clientY: 150 });
      fireEvent.pointerMove(handle, { pointerId: 1, clientY: 10 });
      act(() => void vi.advanceTimersByTime(200));
      fireEvent.pointerUp(handle, { pointerId: 1 });
      expect(order()[0]).toContain("Everyday Cotton Tee");

      fireEvent.pointerDown(handle, { button: 0, pointerId: 2, clientY: 150 });
      act(() => void vi.advanceTimersByTime(160));
      fireEvent.pointerMove(handle, { pointerId: 2, clientY: 10 });
      fireEvent.pointerUp(handle, { pointerId: 2 });
      expect(order()[0]).toContain("Rosewood Wrap Dress");
      expect(order()[1]).toContain("Everyday Cotton Tee");
      expect(screen.getByRole("button", { name: "Save" })).toBeEnabled();
    } finally {
      vi.useRealTimers();
    }
  });

  it("hides the tip for a year with a cookie, and shows none when the page says it was hidden", async () => {
    const user = userEvent.setup();
    const { unmount } = renderArrange();
    expect(screen.getByText(/Press and hold an item/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Hide this tip" }));
    expect(screen.queryByText(/Press and hold an item/)).not.toBeInTheDocument();
    expect(document.cookie).toContain("sf_arrange_tip_hidden=1");
    unmount();
    renderArrange(true);
    expect(screen.queryByText(/Press and hold an item/)).not.toBeInTheDocument();
  });
});

describe("the delete page (TOOLS-07)", () => {
  const renderDelete = () => render(<DeleteItems storeId="store-demo" items={store} />, { wrapper: QueryWrapper });

  it("asks for a selection first, then removes the ticked items one call each and lists what is left", async () => {
    const user = userEvent.setup();
    renderDelete();
    await user.click(screen.getByRole("button", { name: "Remove selected items" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Select items to remove first");
    expect(writes).toEqual([]);

    await user.click(screen.getByRole("checkbox", { name: /Everyday Cotton Tee/ }));
    await user.click(screen.getByRole("checkbox", { name: /Rosewood Wrap Dress/ }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove selected items" }));
    expect(await screen.findByText("2 items removed from your store.")).toBeInTheDocument();
    expect(writes).toEqual([
      { method: "DELETE", path: "itm-014" },
      { method: "DELETE", path: "itm-001" },
    ]);
    await waitFor(() => expect(screen.getAllByRole("checkbox")).toHaveLength(1));
    expect(screen.getByRole("checkbox", { name: /Straight-Leg Jeans/ })).not.toBeChecked();
  });

  it("counts an item already gone as removed; stops at another refusal, says so and shows what went", async () => {
    const user = userEvent.setup();
    renderDelete();
    store = store.filter((item) => item._id !== "itm-014");
    refuseDelete = "itm-001";
    for (const name of [/Everyday Cotton Tee/, /Straight-Leg Jeans/, /Rosewood Wrap Dress/]) await user.click(screen.getByRole("checkbox", { name }));
    await user.click(screen.getByRole("button", { name: "Remove selected items" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please sign in to continue.");
    expect(writes.map((w) => w.path)).toEqual(["itm-014", "itm-022", "itm-001"]);
    await waitFor(() => expect(screen.getAllByRole("checkbox")).toHaveLength(1));
    expect(screen.getByRole("checkbox", { name: /Rosewood Wrap Dress/ })).toBeInTheDocument();
  });
});
