// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { QUIET } from "@/lib/queries/meta";
import type { LocalCartLine } from "@/lib/cart/cart-lines";
import { LOCAL_CART_KEY, localCart } from "@/lib/cart/local-cart";
import { storeMenu } from "@/lib/layout/menu";
import { storePath } from "@/lib/routes";
import { TopBar } from "@/components/layout/top-bar";
import { QueryWrapper } from "../support/query-wrapper";


const menu = storeMenu({ slug: "demo", canShareBox: true, subscriptionBrands: [{ code: "gfb", name: "Gift Box" }] });
const line = (units: number): LocalCartLine => ({ local_id: `l${units}`, item_id: "itm-1", store_id: "store-demo", variant_id: "v1", units });

function renderBar() {
  return render(<TopBar store="demo" storeName="Dana's Edit" homeHref={storePath("demo")} menu={menu} />, { wrapper: QueryWrapper });
}

beforeEach(() => {
  window.localStorage.clear();
});

describe("TopBar", () => {
  it("links the logo to the store home and the cart icon to the cart, with the unit count", async () => {
    window.localStorage.setItem(LOCAL_CART_KEY, JSON.stringify([line(2), { ...line(1), local_id: "x", variant_id: "v2" }]));
    renderBar();
    expect(screen.getByRole("link", { name: /Dana's Edit home/ })).toHaveAttribute("href", "/demo");
    // the count loads after the bar (components/layout/cart-count.tsx), so the icon starts at empty
    expect(screen.getByRole("link", { name: "Cart, empty" })).toHaveAttribute("href", "/demo/cart");
    expect(await screen.findByRole("link", { name: "Cart, 3 items" })).toHaveAttribute("href", "/demo/cart");
  });

  it("updates the count when the cart changes", async () => {
    window.localStorage.setItem(LOCAL_CART_KEY, JSON.stringify([line(2)]));
    renderBar();
    expect(await screen.findByRole("link", { name: "Cart, 2 items" })).toBeInTheDocument();
    act(() => localCart.write([line(1)]));
    expect(screen.getByRole("link", { name: "Cart, 1 item" })).toBeInTheDocument();
  });

  it("leaves out the cart icon and the menu when its route group's layout says so", () => {
    const { rerender } = render(<TopBar store="demo" storeName="Dana's Edit" homeHref={storePath("demo")} menu={menu} withCartIcon={false} />, { wrapper: QueryWrapper });
    expect(screen.queryByRole("link", { name: /^Cart/ })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open menu" })).toBeInTheDocument();

    rerender(<TopBar store="demo" storeName="Dana's Edit" homeHref={storePath("demo")} menu={menu} withMenu={false} />);
    expect(screen.queryByRole("button", { name: "Open menu" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: /^Cart/ })).toBeInTheDocument();
  });

  it("has no cart icon outside a known store", () => {
    render(<TopBar store={null} storeName={null} homeHref="/" menu={[]} />, { wrapper: QueryWrapper });
    expect(screen.queryByRole("link", { name: /^Cart/ })).not.toBeInTheDocument();
  });

  it("opens the labelled menu with the guest entries and closes it with Escape, returning focus", async () => {
    const user = userEvent.setup();
    renderBar();
    const opener = screen.getByRole("button", { name: "Open menu" });
    await user.click(opener);

    // the menu's chunk loads after the bar (components/layout/top-bar.tsx); a tap before that opens it once there
    const dialog = await screen.findByRole("dialog", { name: "Menu" });
    expect(opener).toHaveAttribute("aria-expanded", "true");
    expect(within(dialog).getAllByRole("link").map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Home", "/demo"],
      ["Get Styled Box", "/skd/demo"],
      ["Gift Box", "/demo/sub/gfb"],
      ["Sign In", "/auth/sign/signin?store=demo"],
      ["Sign Up", "/auth/sign/signup?store=demo"],
      ["Check your order", "/demo/orders/lookup"],
    ]);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard("{Escape}");
    expect(dialog).not.toHaveAttribute("open");
    expect(opener).toHaveAttribute("aria-expanded", "false");
    expect(opener).toHaveFocus();
  });

  it("shows the loading spinner while a query runs, except quiet ones", async () => {
    const queryClient = new QueryClient();
    render(
      <QueryClientProvider client={queryClient}>
        <TopBar store="demo" storeName="Dana's Edit" homeHref={storePath("demo")} menu={menu} />
      </QueryClientProvider>,
    );
    const status = screen.getByRole("status");
    expect(status).not.toHaveTextContent("Loading");
    let finish!: () => void;
    act(() => {
      void queryClient.fetchQuery({ queryKey: ["slow"], queryFn: () => new Promise<null>((resolve) => (finish = () => resolve(null))) });
    });
    await waitFor(() => expect(status).toHaveTextContent("Loading"));
    await act(async () => finish());
    await waitFor(() => expect(status).not.toHaveTextContent("Loading"));

    // Quiet background work (lib/queries/meta.ts) never shows it.
    act(() => {
      void queryClient.fetchQuery({ queryKey: ["quiet"], queryFn: () => new Promise<null>(() => {}), meta: QUIET });
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(queryClient.isFetching()).toBe(1);
    expect(status).not.toHaveTextContent("Loading");
  });
});
