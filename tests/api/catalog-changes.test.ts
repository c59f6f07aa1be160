import { onCatalogChange } from "@/server/embedded";
import { fileTestApi } from "./helpers";
import { orderBody, orderSteps, setStock, stockOf, TOTE, withTempOutbox } from "./orders-support";

withTempOutbox();
const api = fileTestApi();

/** The cached store and item pages re-render when an order takes an item's last unit (lib/cache/catalog.ts). */
describe("catalogue changes announced by orders", () => {
  it("an order leaving units in stock announces nothing; the one taking the last unit announces a change", async () => {
    const changed = vi.fn();
    onCatalogChange(changed);
    await setStock(api, TOTE.variant_id, 2);
    const steps = orderSteps(api);

    await steps.created(orderBody(await steps.token()));
    expect(await stockOf(api, TOTE.variant_id)).toBe(1);
    expect(changed).not.toHaveBeenCalled();

    await steps.created(orderBody(await steps.token(), { email: "second@example.com" }));
    expect(await stockOf(api, TOTE.variant_id)).toBe(0);
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it("issue 22: the answer to the order that took the last unit says so (x-catalog-changed), for a storefront on another host; the others do not", async () => {
    await setStock(api, TOTE.variant_id, 2);
    const steps = orderSteps(api);
    // other clients than the test above's: its orders are still unpaid, and unpaid orders are capped per client
    const first = await steps.create(orderBody(await steps.token()), undefined, { "x-forwarded-for": "198.51.100.21" });
    expect(first.status).toBe(200);
    expect(first.headers.get("x-catalog-changed")).toBeNull();
    const last = await steps.create(orderBody(await steps.token(), { email: "third@example.com" }), undefined, { "x-forwarded-for": "198.51.100.22" });
    expect(last.status).toBe(200);
    expect(last.headers.get("x-catalog-changed")).toBe("1");
  });
});
