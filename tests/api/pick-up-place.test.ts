/** Finding 15.12: 'pick up (Free)' says where and when: the option carries the shop's pick-up place and hours. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { ShippingOptionList } from "@/lib/api/schemas/cart";
import * as t from "@/server/db/schema";
import { migrationsFolder } from "@/server/db/client";
import { DEMO_PICK_UP_PLACE } from "@/server/seed";
import { data, fileTestApi } from "./helpers";

const api = fileTestApi();

const options = async () => data(await api.get("/api/users/shipping_options?support_pick_up=true"), ShippingOptionList);

describe("the pick-up place", () => {
  it("15.12: the pick-up option says where and when orders are collected; the others say nothing of it", async () => {
    const list = await options();
    expect(list.find((o) => o._id === "pick-up")?.pick_up_place).toEqual({
      name: "Stylist Studio",
      address: "120 Market Street, Suite 300, San Francisco, CA 94105",
      hours: "Mon–Sat 10 am – 7 pm, Sun 11 am – 5 pm",
    });
    expect(list.filter((o) => o._id !== "pick-up").map((o) => o.pick_up_place)).toEqual([undefined, undefined]);
  });

  it("15.12: a place is only ever sent with the 'pick up' option", async () => {
    await api.db.update(t.shippingOptions).set({ pickUpPlace: DEMO_PICK_UP_PLACE }).where(eq(t.shippingOptions.id, "basic-shipping"));
    try {
      expect((await options()).find((o) => o._id === "basic-shipping")).toEqual({ _id: "basic-shipping", name: "Standard Shipping", price: 800 });
    } finally {
      await api.db.update(t.shippingOptions).set({ pickUpPlace: null }).where(eq(t.shippingOptions.id, "basic-shipping"));
    }
  });

  it("15.12: a demo database seeded before the field gets the seed's place from its migration", async () => {
    await api.db.update(t.shippingOptions).set({ pickUpPlace: null }).where(eq(t.shippingOptions.id, "pick-up"));
    const statements = readFileSync(path.join(migrationsFolder(), "0004_pick_up_place.sql"), "utf8").split("--> statement-breakpoint");
    await api.db.execute(sql.raw(statements[1]!));
    expect((await options()).find((o) => o._id === "pick-up")?.pick_up_place).toEqual(DEMO_PICK_UP_PLACE);
  });
});
