import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import { ShippingOptionList } from "../../lib/api/schemas/cart";
import { PICK_UP_NAME } from "../cart/price-cart";
import { shippingOptions } from "../db/schema";
import { ok, type AppEnv } from "../http";
import { badRequest, okResponse } from "./common";

const Query = z.object({
  support_pick_up: z
    .enum(["true", "false", "1", "0"])
    .optional()
    .transform((v) => v === "true" || v === "1"),
});

const list = createRoute({
  method: "get",
  path: "/users/shipping_options",
  tags: ["checkout"],
  summary: "Shipping options; 'pick up' (with its place and hours, when set) only with support_pick_up=true",
  request: { query: Query },
  responses: { 200: okResponse(ShippingOptionList, "Options in display order."), ...badRequest },
});

export function registerShipping(app: OpenAPIHono<AppEnv>) {
  app.openapi(list, async (c) => {
    const { support_pick_up } = c.req.valid("query");
    const db = await c.var.db();
    const rows = await db.select().from(shippingOptions).where(eq(shippingOptions.active, true)).orderBy(asc(shippingOptions.position), asc(shippingOptions.id));
    const options = rows
      .filter((r) => support_pick_up || r.name.trim().toLowerCase() !== PICK_UP_NAME)
      .map((r) => {
        const pickUp = r.name.trim().toLowerCase() === PICK_UP_NAME;
        return { _id: r.id, name: r.name, price: r.price, ...(pickUp && r.pickUpPlace ? { pick_up_place: r.pickUpPlace } : {}) };
      });
    return ok(c, ShippingOptionList, options);
  });
}
