// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import type { ReactNode } from "react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CART_PREFS_KEY } from "@/lib/cart/cart-prefs";
import type { LocalCartLine } from "@/lib/cart/cart-lines";
import { LOCAL_CART_KEY } from "@/lib/cart/local-cart";
import { SHARECART_COUPONS_KEY } from "@/lib/checkout/share-cart-coupons";
import { SHARED_CART_KEY, type SharedCart } from "@/lib/share-cart/shared-cart";
import { useCheckoutCart } from "@/hooks/use-checkout-cart";

const line: LocalCartLine = { local_id: "0001-a", item_id: "dress", store_id: "s-emma", variant_id: "dress-s", units: 2 };
const shared: SharedCart = { share_id: "sh1", store: "emma", store_id: "s-emma", sharer_user_name: "jo", lines: [{ ...line, local_id: "share-line-001" }] };
let serverCartLoads = 0;

const server = setupServer(
  http.get("*/api/cart", () => {
    serverCartLoads += 1;
    return HttpResponse.json({ success: true, data: { items: serverCartLoads > 1 ? [] : [{ cart_item_id: "srv-1", item_id: "dress", store_id: "s-emma", variant_id: "dress-s", units: 1 }] } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
afterEach(() => {
  window.localStorage.clear();
  document.cookie = "sf_signed_in=; path=/; max-age=0";
  serverCartLoads = 0;
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{children}</QueryClientProvider>;
}
const stored = (key: string) => JSON.parse(window.localStorage.getItem(key) ?? "null") as unknown;

describe("useCheckoutCart", () => {
  it("regular, guest: the browser cart with the cart page's coupons; reset empties both", async () => {
    window.localStorage.setItem(LOCAL_CART_KEY, JSON.stringify([line]));
    window.localStorage.setItem(CART_PREFS_KEY, JSON.stringify({ coupons: { "s-emma": "WELCOME15" }, shipping_method_id: "std" }));
    const { result } = renderHook(() => useCheckoutCart("regular"), { wrapper });
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current).toMatchObject({ kind: "regular", lines: [line], coupons: { "s-emma": "WELCOME15" }, shareCartId: null });

    act(() => result.current.setCoupon("s-emma", "SPRING"));
    expect(result.current.coupons).toEqual({ "s-emma": "SPRING" });

    await act(() => result.current.reset());
    expect(result.current.lines).toEqual([]);
    expect(stored(LOCAL_CART_KEY)).toEqual([]);
    // The coupons are used up; the preferred shipping method stays.
    expect(stored(CART_PREFS_KEY)).toEqual({ coupons: {}, shipping_method_id: "std" });
  });

  it("regular, signed in: the server cart, reloaded by reset", async () => {
    document.cookie = "sf_signed_in=1; path=/";
    const { result } = renderHook(() => useCheckoutCart("regular"), { wrapper });
    await waitFor(() => expect(result.current.lines).toHaveLength(1));
    expect(result.current.lines[0]).toMatchObject({ local_id: "srv-1", units: 1 });
    await act(() => result.current.reset());
    await waitFor(() => expect(result.current.lines).toEqual([]));
    expect(serverCartLoads).toBe(2);
  });

  it("sharecart, signed in: the account's own cart is never loaded", async () => {
    document.cookie = "sf_signed_in=1; path=/";
    window.localStorage.setItem(SHARED_CART_KEY, JSON.stringify(shared));
    const { result } = renderHook(() => useCheckoutCart("sharecart"), { wrapper });
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.lines).toEqual(shared.lines);
    // give a query that should not run the time to run
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(serverCartLoads).toBe(0);
  });

  it("sharecart: the shared cart with its own coupons, tied to the share; reset forgets both", async () => {
    window.localStorage.setItem(LOCAL_CART_KEY, JSON.stringify([line]));
    window.localStorage.setItem(SHARED_CART_KEY, JSON.stringify(shared));
    window.localStorage.setItem(CART_PREFS_KEY, JSON.stringify({ coupons: { "s-emma": "MINE" }, shipping_method_id: null }));
    const { result } = renderHook(() => useCheckoutCart("sharecart"), { wrapper });
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current).toMatchObject({ kind: "sharecart", shareCartId: "sh1", lines: shared.lines, coupons: {} });

    act(() => result.current.setCoupon("s-emma", "SHARED10"));
    expect(result.current.coupons).toEqual({ "s-emma": "SHARED10" });
    // The shopper's own cart keeps its own coupon.
    expect(stored(CART_PREFS_KEY)).toMatchObject({ coupons: { "s-emma": "MINE" } });

    await act(async () => {
      await result.current.remove("share-line-001");
    });
    expect(result.current.lines).toEqual([]);

    await act(() => result.current.reset());
    expect(result.current.shareCartId).toBeNull();
    expect(stored(SHARED_CART_KEY)).toBeNull();
    expect(stored(SHARECART_COUPONS_KEY)).toEqual({ share_id: null, coupons: {} });
    // The shopper's own cart is untouched.
    expect(stored(LOCAL_CART_KEY)).toEqual([line]);
  });
});
