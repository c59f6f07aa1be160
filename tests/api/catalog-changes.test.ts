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
});
