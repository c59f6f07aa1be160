// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { RecommendedItem } from "@/lib/api/schemas/store";
import type { CurrentUser } from "@/lib/api/schemas/user";
import { stylistGuidePath } from "@/lib/routes";
import { STORE_MESSAGES, STORE_PICTURE_MAX_BYTES } from "@/lib/stylist/store";
import { QueryWrapper } from "../support/query-wrapper";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push, replace: vi.fn(), prefetch: vi.fn(), refresh: vi.fn() }) }));
vi.mock("@/lib/auth/actions", () => ({ signOut: vi.fn() }));

const { CreateStoreWizard } = await import("@/components/stylist/create-store-wizard");
const { StylistLand } = await import("@/components/stylist/stylist-land");

const item = (n: number): RecommendedItem => ({
  _id: `item-${n}`,
  name: `Style ${n}`,
  thumb: `/images/items/${n}.jpg`,
  brand: { name: "Brand" },
  min_price: 2500,
  max_price: 2500,
  compare_at_price: null,
  price_type: "regular",
  out_of_stock: false,
  is_preorder: false,
  is_bundle: false,
});
const RECOMMENDATIONS = Array.from({ length: 8 }, (_, i) => item(i + 1));

let created: FormData | null = null;
let answer: () => Response = () => HttpResponse.json({ success: true, data: {} });
const server = setupServer(
  http.post("*/api/store/create", async ({ request }) => {
    created = await request.formData();
    return answer();
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  push.mockReset();
  created = null;
  URL.createObjectURL = vi.fn(() => "blob:preview");
  URL.revokeObjectURL = vi.fn();
  answer = () =>
    HttpResponse.json({
      success: true,
      data: { id: "s1", user_name: "dana", name: "Dana's Edit", description: "", palette_number: 3, banner: null, items: ["item-1"], store_opened: true },
    });
});

async function toProfile(user: ReturnType<typeof userEvent.setup>) {
  render(<CreateStoreWizard recommendations={RECOMMENDATIONS} next={stylistGuidePath("demo")} />, { wrapper: QueryWrapper });
  await user.click(screen.getByRole("button", { name: "Start" }));
  expect(screen.getByRole("heading", { name: "Your store" })).toHaveFocus();
}

describe("create-store wizard (ONB-06, BR-VAL-33)", () => {
  it("refuses an empty or too long store name and a bio over 500", async () => {
    const user = userEvent.setup();
    await toProfile(user);
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("store name invalid")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Store name/), "a".repeat(51));
    await user.click(screen.getByLabelText(/About you/));
    await user.paste("b".repeat(501));
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("store name invalid")).toBeInTheDocument();
    expect(screen.getByText(STORE_MESSAGES.description)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Your store" })).toBeInTheDocument();
  });

  it("refuses a picture that is not an image or too large, and previews an accepted one", async () => {
    const user = userEvent.setup({ applyAccept: false });
    await toProfile(user);
    const input = screen.getByLabelText(/Store picture/);
    await user.upload(input, new File(["%PDF"], "cv.pdf", { type: "application/pdf" }));
    expect(screen.getByText(STORE_MESSAGES.pictureNotImage)).toBeInTheDocument();
    const big = new File(["x"], "big.png", { type: "image/png" });
    Object.defineProperty(big, "size", { value: STORE_PICTURE_MAX_BYTES + 1 });
    await user.upload(input, big);
    expect(screen.getByText(STORE_MESSAGES.pictureTooLarge)).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: "Your store picture" })).not.toBeInTheDocument();
    await user.upload(input, new File(["png"], "me.png", { type: "image/png" }));
    expect(screen.queryByText(STORE_MESSAGES.pictureTooLarge)).not.toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Your store picture" })).toBeInTheDocument();
  });

  it("picks at most six items ('Please select 6 items most.'), goes back and forth, and opens the store as multipart", async () => {
    const user = userEvent.setup();
    await toProfile(user);
    await user.type(screen.getByLabelText(/Store name/), "  Dana's Edit ");
    await user.type(screen.getByLabelText(/About you/), "Stylist in Austin");
    await user.upload(screen.getByLabelText(/Store picture/), new File(["png"], "me.png", { type: "image/png" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("heading", { name: "Pick your first items" })).toHaveFocus();
    for (const n of [1, 2, 3, 4, 5, 6, 7]) await user.click(screen.getByRole("button", { name: new RegExp(`Style ${n}\\b`) }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please select 6 items most.");
    expect(screen.getByRole("button", { name: /Style 7\b/ })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByText("6 of 6 picked")).toBeInTheDocument();
    // a tap on a pick drops it; the message goes
    await user.click(screen.getByRole("button", { name: /Style 6\b/ }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    // Back keeps what was typed
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByLabelText(/Store name/)).toHaveValue("  Dana's Edit ");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("5 of 6 picked")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Open my store" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/demo/auth_stylist/auth_home/guide"));
    expect(created!.get("name")).toBe("Dana's Edit");
    expect(created!.get("description")).toBe("Stylist in Austin");
    expect(created!.get("palette_number")).toBe("3");
    expect([0, 1, 2, 3, 4].map((i) => created!.get(`items[${i}]`))).toEqual(["item-1", "item-2", "item-3", "item-4", "item-5"]);
    // (jsdom's File loses its name and bytes on the way through the test's fetch; its type arrives)
    expect(created!.get("picture")).toMatchObject({ type: "image/png" });
  });

  it("shows the server's refusal and lets the stylist try again", async () => {
    const user = userEvent.setup();
    answer = () => HttpResponse.json({ success: false, message: "You already have a store." }, { status: 409 });
    await toProfile(user);
    await user.type(screen.getByLabelText(/Store name/), "Dana");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(await screen.findByRole("button", { name: "Open my store" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("You already have a store.");
    expect(screen.getByRole("button", { name: "Open my store" })).toBeEnabled();
    expect(push).not.toHaveBeenCalled();
  });
});

describe("welcome-back landing (ONB-07)", () => {
  const stylist = {
    email: "dana@example.com",
    store: { id: "s1", user_name: "dana", name: "Dana's Edit" },
    store_opened: true,
    plan_name: "Basic",
    is_show_buy_plan: false,
    can_buy_box: true,
  } satisfies Partial<CurrentUser>;

  it("shows the email, the active store and the plan, continue setup, the store's page and sign out", () => {
    render(<StylistLand user={stylist} store="demo" />);
    expect(screen.getByText("dana@example.com")).toBeInTheDocument();
    expect(screen.getByText("Active")).toBeInTheDocument();
    expect(screen.getByText("Basic")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Continue setup" })).toHaveAttribute("href", "/demo/auth_stylist/auth_plan");
    expect(screen.getByRole("link", { name: "Visit my store" })).toHaveAttribute("href", "/dana");
    expect(screen.getByRole("button", { name: "Sign Out" })).toBeInTheDocument();
    expect(screen.queryByText("Your ordered Box is in progress")).not.toBeInTheDocument();
  });

  it("offers continue setup when a plan is to be bought, even with a box in progress", () => {
    render(<StylistLand user={{ ...stylist, plan_name: null, is_show_buy_plan: true, can_buy_box: false }} store="demo" />);
    expect(screen.getByText("No plan yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Continue setup" })).toBeInTheDocument();
  });

  it("says 'Your ordered Box is in progress' when there is nothing left to set up", () => {
    render(<StylistLand user={{ ...stylist, is_show_buy_plan: false, can_buy_box: false }} store="demo" />);
    expect(screen.getByRole("status")).toHaveTextContent("Your ordered Box is in progress");
    expect(screen.queryByRole("link", { name: "Continue setup" })).not.toBeInTheDocument();
  });
});
