// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { changeSharedCartLines, clearSharedCart, saveSharedCart, SHARED_CART_KEY, sharedCart, type SharedCart } from "@/lib/share-cart/shared-cart";
import { useSharedCart } from "@/hooks/use-shared-cart";

const cart: SharedCart = {
  share_id: "share-1",
  store: "demo",
  store_id: "store-demo",
  sharer_user_name: "dana",
  lines: [{ local_id: "share-line-001", item_id: "tee", store_id: "store-demo", variant_id: "tee-m", units: 2 }],
};

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe("the shared-cart store", () => {
  it("saves, changes lines and clears, and the hook follows", () => {
    const { result } = renderHook(() => useSharedCart());
    expect(result.current).toBeNull();

    act(() => void saveSharedCart(cart));
    expect(result.current).toEqual(cart);
    expect(JSON.parse(window.localStorage.getItem(SHARED_CART_KEY)!)).toEqual(cart);

    act(() => void changeSharedCartLines((lines) => lines.map((l) => ({ ...l, units: 5 }))));
    expect(result.current?.lines[0]?.units).toBe(5);
    expect(result.current?.share_id).toBe("share-1");

    act(() => clearSharedCart());
    expect(result.current).toBeNull();
    expect(sharedCart.read()).toBeNull();
  });

  it("changes nothing when there is no shared cart", () => {
    expect(changeSharedCartLines((lines) => lines)).toBe(false);
    expect(window.localStorage.getItem(SHARED_CART_KEY)).toBeNull();
  });

  it("answers false when the browser refuses to store it", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(saveSharedCart(cart)).toBe(false);
    expect(() => clearSharedCart()).not.toThrow();
  });

  it("drops a stored value that is not a shared cart", () => {
    window.localStorage.setItem(SHARED_CART_KEY, JSON.stringify({ share_id: "x" }));
    expect(sharedCart.read()).toBeNull();
  });
});
