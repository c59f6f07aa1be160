// @vitest-environment jsdom
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createApiClient } from "@/lib/api/http";
import type { ItemDetail, Variant } from "@/lib/api/schemas/item";
import ItemPage, { generateMetadata } from "@/app/(shop)/[store]/item/[store_id]/[item_detail]/page";
import { ItemSelectionProvider } from "@/components/item/item-selection";
import { PurchasePanel } from "@/components/item/purchase-panel";
import { QueryWrapper } from "../support/query-wrapper";

vi.mock("@/lib/api/server", () => ({ publicApi: async () => createApiClient({ baseUrl: "http://api.test" }) }));
vi.mock("@/lib/toast", () => ({ notify: { success: vi.fn(), info: vi.fn(), error: vi.fn() } }));
vi.mock("qrcode", () => ({ toCanvas: vi.fn(async () => undefined) }));
const { notify } = await import("@/lib/toast");
const QRCode = await import("qrcode");

// jsdom lacks layout, media queries, canvas and modal dialogs; stand-ins for what the page calls.
Element.prototype.scrollTo = vi.fn();
window.matchMedia = vi.fn(() => ({ matches: false }) as MediaQueryList);
const ctx = { fillRect: vi.fn(), drawImage: vi.fn(), fillText: vi.fn(), measureText: (t: string) => ({ width: t.length * 20 }) };
HTMLCanvasElement.prototype.getContext = vi.fn(() => ctx) as unknown as HTMLCanvasElement["getContext"];
HTMLCanvasElement.prototype.toBlob = function toBlob(cb: BlobCallback) {
  cb(new Blob(["png"], { type: "image/png" }));
};

const variant = (id: string, color: string, stock: number, image: string | null = null): Variant => ({
  id, options: [{ name: "Color", option: color }], stock, retail_stock: stock, price: 8900, compare_at_price: 12000, image, sku: id,
});

const detail: ItemDetail = {
  _id: "item-9",
  item_src_id: "src-9",
  name: "Pleated Midi Skirt",
  code: "PMS-001",
  brand: { name: "Atelier Nord" },
  category: { name: "Skirts" },
  description: "Soft pleats that move with you.\nFully lined.\n\n<b>Dry clean</b> only.",
  store: { id: "store-7", name: "Emma's Closet", open_id: "op_77", user_name: "emma", user_id: "u7" },
  thumb: "/api/images/skirt-thumb.svg",
  files: ["/api/images/skirt-1.svg", "/api/images/skirt-2.svg"],
  influencer_images: ["/api/images/skirt-look.svg"],
  min_price: 8900,
  max_price: 8900,
  compare_at_price: 12000,
  min_retail_price: 8900,
  max_retail_price: 8900,
  price_type: "regular",
  is_preorder: false,
  drop_date: null,
  offer_ends: null,
  is_bundle: false,
  bundle: null,
  out_of_stock: false,
  variants: [variant("navy", "Navy", 4), variant("sage", "Sage", 2, "/api/images/skirt-sage.svg")],
};

const server = setupServer(
  http.get("http://api.test/api/items/:item/:store/details", ({ params }) =>
    params.item === detail._id && params.store === detail.store.id
      ? HttpResponse.json({ success: true, data: detail })
      : HttpResponse.json({ success: false, message: "item not found" }, { status: 404 }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
  vi.clearAllMocks();
  vi.useRealTimers();
});

const params = (item = detail._id, storeId = detail.store.id) => ({ params: Promise.resolve({ store: "emma", store_id: storeId, item_detail: item }), searchParams: Promise.resolve({}) });

async function renderPage() {
  render(await ItemPage(params()), { wrapper: QueryWrapper });
}

describe("item page", () => {
  it("shows store, brand, name, code, price and the description as text", async () => {
    await renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Pleated Midi Skirt" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Emma's Closet" })).toHaveAttribute("href", "/emma");
    expect(screen.getByText("Atelier Nord")).toBeInTheDocument();
    expect(screen.getByText("PMS-001")).toBeInTheDocument();
    expect(screen.getByText("$ 89.00")).toBeInTheDocument();
    expect(screen.getByText("$ 120.00")).toHaveClass("line-through");
    const description = screen.getByRole("region", { name: "Description" });
    expect(within(description).getAllByRole("paragraph")).toHaveLength(2);
    expect(description).toHaveTextContent("<b>Dry clean</b> only.");
    expect(description.querySelector("b")).toBeNull();
  });

  it("is not found for an unknown item", async () => {
    await expect(ItemPage(params("nope"))).rejects.toMatchObject({ digest: expect.stringContaining("404") });
  });

  it("has a title, a description and an og:image", async () => {
    const meta = await generateMetadata(params());
    expect(meta.title).toBe("Pleated Midi Skirt · Atelier Nord");
    expect(meta.description).toBe("Soft pleats that move with you. Fully lined. <b>Dry clean</b> only.");
    // Link previews take the embedded API's PNG rendering of its SVG drawing (lib/seo/share-image.ts).
    expect(meta.openGraph?.images).toEqual([{ url: "/api/images/skirt-1.png", alt: "Pleated Midi Skirt" }]);
  });

  it("has a carousel of files and influencer images with thumbnails and a lightbox", async () => {
    const user = userEvent.setup();
    await renderPage();
    const carousel = screen.getByRole("region", { name: "Pleated Midi Skirt images" });
    expect(within(carousel).getAllByRole("group")).toHaveLength(3);
    expect(within(carousel).getByRole("button", { name: "Previous image" })).toBeDisabled();
    await user.click(within(carousel).getByRole("button", { name: "Show image 3" }));
    expect(Element.prototype.scrollTo).toHaveBeenCalled();

    await user.click(within(carousel).getByRole("button", { name: "Pleated Midi Skirt, image 2, view full screen" }));
    // the viewer loads when a picture is first opened (components/item/image-carousel.tsx)
    const lightbox = await screen.findByRole("dialog", { name: /Pleated Midi Skirt/ });
    expect(lightbox).toHaveTextContent("(2 / 3)");
    await user.keyboard("{ArrowRight}");
    expect(lightbox).toHaveTextContent("(3 / 3)");
    expect(within(lightbox).getByRole("img")).toHaveAttribute("alt", "Pleated Midi Skirt, image 3");
    await user.keyboard("{ArrowLeft}{ArrowLeft}{ArrowLeft}");
    expect(lightbox).toHaveTextContent("(1 / 3)");
    await user.click(within(lightbox).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("shows the chosen variant's own image in the carousel", async () => {
    const user = userEvent.setup();
    await renderPage();
    const carousel = screen.getByRole("region", { name: "Pleated Midi Skirt images" });
    await user.click(screen.getByRole("radio", { name: "Sage" }));
    expect(within(carousel).getAllByRole("group")).toHaveLength(4);
    expect(within(carousel).getAllByRole("img")[0]).toHaveAttribute("src", "/api/images/skirt-sage.svg");
  });

  it("copies the share link with the sharer's open id and user name", async () => {
    const user = userEvent.setup();
    await renderPage();
    const menuButton = screen.getByRole("button", { name: "SHARE TO EARN REWARDS" });
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute("aria-expanded", "true");
    const menu = screen.getByRole("menu");
    expect(within(menu).getByRole("menuitem", { name: "Copy item link" })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(within(menu).getByRole("menuitem", { name: "Share item QR" })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    await user.keyboard("{Enter}");
    expect(await navigator.clipboard.readText()).toBe("http://localhost:3000/emma/item/store-7/item-9?open_id=op_77&user_name=emma");
    expect(notify.success).toHaveBeenCalledWith("Item URL copied.");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it("closes the share menu with Escape", async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByRole("button", { name: "SHARE TO EARN REWARDS" }));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "SHARE TO EARN REWARDS" })).toHaveFocus();
  });

  it("draws the share QR card and saves it as a PNG", async () => {
    const user = userEvent.setup();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    URL.createObjectURL = vi.fn(() => "blob:qr");
    URL.revokeObjectURL = vi.fn();
    await renderPage();
    await user.click(screen.getByRole("button", { name: "SHARE TO EARN REWARDS" }));
    await user.click(screen.getByRole("menuitem", { name: "Share item QR" }));
    // the QR card loads when first asked for (components/item/share-menu.tsx)
    const dialog = await screen.findByRole("dialog", { name: "Share item QR" });
    const save = within(dialog).getByRole("button", { name: "Save Image" });
    await vi.waitFor(() => expect(save).toBeEnabled());
    expect(QRCode.toCanvas).toHaveBeenCalledWith(expect.anything(), "http://localhost:3000/emma/item/store-7/item-9?open_id=op_77&user_name=emma", expect.objectContaining({ width: 720 }));
    expect(within(dialog).getByRole("img", { name: "QR code for Pleated Midi Skirt" })).toHaveAttribute("width", "1056");
    expect(ctx.fillText).toHaveBeenCalledWith("Emma's Closet", expect.any(Number), expect.any(Number), expect.any(Number));
    await user.click(save);
    expect(click).toHaveBeenCalled();
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe("pleated-midi-skirt-qr.png");
    click.mockRestore();
  });
});

describe("pre-order countdown", () => {
  const start = new Date("2026-05-01T12:00:00Z").getTime();
  const preorder: ItemDetail = { ...detail, is_preorder: true, offer_ends: start / 1000 + 2 * 86_400 + 5, drop_date: "2026-06-15" };

  function renderPreorder(item: ItemDetail, renderedAt: number) {
    render(
      <ItemSelectionProvider variants={item.variants}>
        <PurchasePanel item={item} store="emma" renderedAt={renderedAt} />
      </ItemSelectionProvider>,
      { wrapper: QueryWrapper },
    );
  }

  it("ticks every second and disables the add button with 'Offer ended' at zero", () => {
    vi.useFakeTimers({ now: start });
    renderPreorder(preorder, start);
    expect(screen.getByText("offer ends in")).toBeInTheDocument();
    expect(screen.getByText("Jun 15, 2026")).toBeInTheDocument();
    const timer = screen.getByRole("timer");
    expect(timer).toHaveTextContent("02days00hours00mins05secs");
    act(() => vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent("02days00hours00mins04secs");
    expect(screen.getByRole("button", { name: "add to cart" })).toBeEnabled();
    act(() => vi.advanceTimersByTime(2 * 86_400_000 + 3000));
    expect(timer).toHaveTextContent("00days00hours00mins01secs");
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole("button", { name: "Offer ended" })).toBeDisabled();
    expect(screen.queryByRole("timer")).not.toBeInTheDocument();
  });

  it("15.8: is ended on load when the offer is already past, with no zero countdown", () => {
    vi.useFakeTimers({ now: start });
    renderPreorder({ ...preorder, offer_ends: start / 1000 - 60 }, start);
    expect(screen.getByRole("button", { name: "Offer ended" })).toBeDisabled();
    expect(screen.queryByRole("timer")).not.toBeInTheDocument();
    expect(screen.queryByText("offer ends in")).not.toBeInTheDocument();
    // the drop date still tells when the pieces ship
    expect(screen.getByText("Jun 15, 2026")).toBeInTheDocument();
  });
});
