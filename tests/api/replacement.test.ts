/**
 * POST /api/replacement (API-62, ACCT-09) on the seeded shopper's orders: the session, another
 * user's order, lines outside the order, uploads checked by content and size, where the photo goes,
 * and a double submit.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { IDEMPOTENCY_HEADER } from "@/lib/api/schemas/checkout";
import { AccountOrderDetail } from "@/lib/api/schemas/order-history";
import { REPLACEMENT_MESSAGES, ReplacementResult } from "@/lib/api/schemas/replacement";
import * as t from "@/server/db/schema";
import { REPLACEMENT_MAIL_KIND, REPLACEMENT_REQUESTED } from "@/server/orders/replacement";
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from "@/server/orders/replacement-upload";
import { data, failure, fileTestApi } from "./helpers";
import { signedInShopper, withTempOutbox } from "./orders-support";
import { PNG, replacementForm, sendReplacement, shopperSession as replacementSession } from "./replacement-support";

const api = fileTestApi();
withTempOutbox();

let uploads = "";
beforeAll(async () => {
  uploads = await mkdtemp(path.join(os.tmpdir(), "replacement-uploads-"));
  process.env.UPLOADS_DIR = uploads;
});
afterAll(() => rm(uploads, { recursive: true, force: true }));

const shopperSession = () => replacementSession(api);
const send = (form: FormData, headers: Record<string, string>, key?: string) => sendReplacement(api, form, headers, key);

describe("POST /api/replacement", () => {
  it("answers 401 without a session", async () => {
    await failure(await send(replacementForm(), {}), 401);
  });

  it("answers 404 for another user's order", async () => {
    const { headers } = await signedInShopper(api);
    await failure(await send(replacementForm(), headers), 404);
  });

  it("refuses a line of another order, and a line already being replaced or returned", async () => {
    const headers = await shopperSession();
    expect((await failure(await send(replacementForm({ items: ["order-history-2-item-1"] }), headers), 400)).message).toBe("An item is not part of this order.");
    // SF200007's first line has a return in progress: its return_message is not empty.
    const returned = await failure(await send(replacementForm({ orderId: "order-history-7", items: ["order-history-7-item-1"] }), headers), 409);
    expect(returned.message).toMatch(/cannot be replaced/);
  });

  it("answers the spec's messages for missing fields", async () => {
    const headers = await shopperSession();
    const form = new FormData();
    form.set("order_id", "order-history-1");
    form.set("name", "S");
    form.set("email", "nope");
    form.set("phone", "(415) 555");
    const body = await failure(await send(form, headers), 400);
    expect(body.issues?.map((i) => i.message)).toEqual(
      expect.arrayContaining([REPLACEMENT_MESSAGES.name, REPLACEMENT_MESSAGES.email, REPLACEMENT_MESSAGES.phone, REPLACEMENT_MESSAGES.items, REPLACEMENT_MESSAGES.photo]),
    );
  });

  it("refuses a NUL or an over-long value in any text field with 400, never 500 (M4, M6)", async () => {
    const headers = await shopperSession();
    for (const field of ["order_id", "name", "email", "phone", "reason", "items"]) {
      for (const spoiled of ["Sam\u0000", "x".repeat(20_000)]) {
        const response = await send(replacementForm({ extra: (form) => form.set(field, spoiled) }), headers);
        expect(response.status, `${field} ${spoiled.length}`).toBe(400);
      }
    }
  });

  it("refuses a file that is not an image by its content, whatever its name and type", async () => {
    const headers = await shopperSession();
    const fake = new Blob(["<svg onload=alert(1)>"], { type: "image/png" });
    expect((await failure(await send(replacementForm({ upload: fake, fileName: "photo.png" }), headers), 415)).message).toBe(UPLOAD_MESSAGES.notImage);
  });

  it("refuses two photos", async () => {
    const headers = await shopperSession();
    const form = replacementForm({ extra: (f) => f.append("upload", new Blob([PNG], { type: "image/png" }), "second.png") });
    expect((await failure(await send(form, headers), 400)).issues?.map((i) => i.message)).toContain(REPLACEMENT_MESSAGES.onePhoto);
  });

  it("answers 413 past the upload cap, and keeps the 1 MiB cap on JSON routes", async () => {
    const headers = await shopperSession();
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(PNG);
    await failure(await send(replacementForm({ upload: new Blob([big], { type: "image/png" }) }), headers), 413);
    // Just under the route's body cap but over the photo's own cap: refused by the photo check.
    const overPhoto = new Uint8Array(MAX_UPLOAD_BYTES + 10);
    overPhoto.set(PNG);
    expect((await failure(await send(replacementForm({ upload: new Blob([overPhoto]) }), headers), 413)).message).toMatch(/too large/);
    // The larger cap is the replacement route's only.
    const json = await api.post("/api/return", { padding: "x".repeat(2 * 1024 * 1024) }, { ...headers, [IDEMPOTENCY_HEADER]: `return-${randomUUID()}` });
    expect((await failure(json, 413)).message).toContain("1 MiB");
  });

  it("stores the photo under the uploads directory, marks the lines, mails the shopper; a double submit makes one", async () => {
    const headers = await shopperSession();
    const key = `replacement-${randomUUID()}`;
    const [first, second] = await Promise.all([send(replacementForm(), headers, key), send(replacementForm(), headers, key)]);
    const a = await data(first, ReplacementResult);
    const b = await data(second, ReplacementResult);
    expect(b.id).toBe(a.id);
    expect(a).toMatchObject({ order_id: "order-history-1", order_item_ids: ["order-history-1-item-1"], status: "requested" });

    const rows = await api.db.select().from(t.replacements).where(eq(t.replacements.orderId, "order-history-1"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "Sam Shopper", email: "sam@example.com", phone: "4155550142", reason: "The seam came apart" });
    expect(rows[0]!.photo).toMatch(/^replacements\/[0-9a-f-]+\.png$/);
    expect(await readFile(path.join(uploads, rows[0]!.photo!))).toEqual(Buffer.from(PNG));

    const order = await data(await api.get("/api/order/order-history-1", headers), AccountOrderDetail);
    const line = order.stores.flatMap((s) => s.items).find((i) => i.id === "order-history-1-item-1")!;
    expect(line.return_message).toBe(REPLACEMENT_REQUESTED);
    // Asked again with a new key, the same line is refused.
    await failure(await send(replacementForm(), headers), 409);

    const mails = await api.db.select().from(t.outboxMail).where(eq(t.outboxMail.kind, REPLACEMENT_MAIL_KIND));
    expect(mails).toHaveLength(1);
  });
});

it("is in the OpenAPI document as a multipart form with a binary photo", async () => {
  const doc = (await (await api.get("/api/openapi.json")).json()) as { paths: Record<string, { post?: { requestBody?: { content?: Record<string, { schema: { properties: Record<string, unknown> } }> } } }> };
  const form = doc.paths["/api/replacement"]?.post?.requestBody?.content?.["multipart/form-data"];
  expect(form?.schema.properties.upload).toMatchObject({ type: "string", format: "binary" });
});

it("the seed has SF200009 with a replacement requested for its first line (docs/seed.md)", async () => {
  const order = await data(await api.get("/api/order/order-history-9", await shopperSession()), AccountOrderDetail);
  expect(order.order_number).toBe("SF200009");
  expect(order.stores.flatMap((s) => s.items).map((i) => i.return_message)).toEqual([REPLACEMENT_REQUESTED, ""]);
});

describe("the photo is re-encoded before it is stored", () => {
  it("keeps a phone photo without its EXIF (no GPS position), upright; refuses an HEIC, which cannot be cleaned here", async () => {
    const headers = await shopperSession();
    const { default: sharp } = await import("sharp");
    const photo = await sharp({ create: { width: 300, height: 100, channels: 3, background: "#3050c8" } })
      .jpeg()
      .withExif({ IFD0: { Make: "PhoneCo" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 2372/100" } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    const form = replacementForm({ orderId: "order-history-3", items: ["order-history-3-item-1"], upload: new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), fileName: "IMG_0001.jpg" });
    const result = await data(await send(form, headers), ReplacementResult);
    const [row] = await api.db.select().from(t.replacements).where(eq(t.replacements.id, result.id));
    expect(row!.photo).toMatch(/^replacements\/[0-9a-f-]+\.jpg$/);
    const stored = await readFile(path.join(uploads, row!.photo!));
    const kept = await sharp(stored).metadata();
    expect(kept.exif).toBeUndefined();
    expect(stored.includes("PhoneCo")).toBe(false);
    expect(kept).toMatchObject({ width: 100, height: 300 });

    const heic = new Blob([Uint8Array.from([0, 0, 0, 24, ...new TextEncoder().encode("ftypheic"), 0, 0, 0, 0])], { type: "image/heic" });
    expect((await failure(await send(replacementForm({ orderId: "order-history-3", items: ["order-history-3-item-2"], upload: heic, fileName: "IMG_0002.heic" }), headers), 415)).message).toBe(
      UPLOAD_MESSAGES.notImage,
    );
  });
});
