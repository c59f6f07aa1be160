/** Shared pieces of the replacement API tests: the seeded shopper's session, a photo, the multipart form. */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { IDEMPOTENCY_HEADER } from "@/lib/api/schemas/checkout";
import { hashToken } from "@/server/auth/session";
import * as t from "@/server/db/schema";
import type { TestApi } from "./helpers";

/**
 * A real 1×1 PNG as sharp writes it (uploads are decoded and re-encoded: server/uploads/re-encode.ts),
 * so re-encoding gives these same bytes back.
 */
export const PNG = Uint8Array.from([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 31, 21, 196, 137, 0, 0, 0, 9, 112, 72, 89, 115, 0, 0, 3, 232, 0, 0, 3, 232, 1, 181, 123, 82, 107, 0, 0, 0, 13, 73, 68, 65, 84, 8, 215, 99, 56, 17, 160, 241, 31, 0, 5, 100, 2, 64, 159, 87, 243, 64, 0, 0, 0, 0, 73, 69, 78, 68, 174, 66, 96, 130]);

/** A session of the seeded shopper (`user-shopper`, who has the order-history-* orders). */
export async function shopperSession(api: TestApi): Promise<Record<string, string>> {
  const token = `test-${randomUUID()}`;
  await api.db.insert(t.sessions).values({ id: randomUUID(), userId: "user-shopper", tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 3_600_000) });
  return { "x-access-token": token };
}

interface FormOptions {
  orderId?: string;
  items?: string[];
  upload?: Blob | null;
  fileName?: string;
  extra?: (form: FormData) => void;
}

export function replacementForm({ orderId = "order-history-1", items = ["order-history-1-item-1"], upload = new Blob([PNG], { type: "image/png" }), fileName = "photo.png", extra }: FormOptions = {}) {
  const form = new FormData();
  form.set("order_id", orderId);
  form.set("name", "Sam Shopper");
  form.set("email", "sam@example.com");
  form.set("phone", "4155550142");
  form.set("reason", "The seam came apart");
  for (const item of items) form.append("items", item);
  if (upload) form.set("upload", upload, fileName);
  extra?.(form);
  return form;
}

export const sendReplacement = (api: TestApi, form: FormData, headers: Record<string, string>, key = `replacement-${randomUUID()}`) =>
  Promise.resolve(api.app.request("/api/replacement", { method: "POST", body: form, headers: { [IDEMPOTENCY_HEADER]: key, ...headers } }));

/**
 * A paid order of `userId` with `lines` lines (copies of SF200001's first line), so that a test has
 * replaceable lines of its own on a shared database. Answers the order's id and its lines' ids.
 */
export async function paidOrderFor(api: TestApi, userId: string, lines = 1): Promise<{ orderId: string; items: string[] }> {
  const [order] = await api.db.select().from(t.orders).where(eq(t.orders.id, "order-history-1"));
  const [line] = await api.db.select().from(t.orderItems).where(eq(t.orderItems.id, "order-history-1-item-1"));
  const orderId = `order-${randomUUID()}`;
  await api.db.insert(t.orders).values({ ...order!, id: orderId, orderNumber: `SFT${randomUUID().slice(0, 8)}`, userId, idempotencyKey: null, createdAt: new Date(), paidAt: new Date() });
  const items = Array.from({ length: lines }, (_, i) => `${orderId}-item-${i + 1}`);
  await api.db.insert(t.orderItems).values(items.map((id) => ({ ...line!, id, orderId, returnMessage: "" })));
  return { orderId, items };
}
