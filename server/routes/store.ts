/**
 * POST /api/store/create (API-39, ONB-06): a multipart form (name, description, palette_number,
 * items[i], an optional picture). Signed-in only; the store is the session user's, at their user name:
 * no field names a user, so nobody opens a store in another's name. Its body cap is
 * STORE_CREATE_BODY_BYTES, in place of the global 1 MiB one (server/request-guards.ts). The logic is
 * server/stores/create.ts. There is no store-edit route yet (TOOLS-* will add one, owner-only).
 * The store picture is public: GET /api/images/stores/{store_id}/{file} serves it.
 */
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { CreatedStore, CreateStoreFields } from "../../lib/api/schemas/store";
import { STORE_MESSAGES } from "../../lib/stylist/store";
import { SIGN_IN_REQUIRED, tokenFrom, userForToken } from "../auth/session";
import type { AccountServices } from "../auth/services";
import { ApiError, ok, type AppEnv } from "../http";
import { createStore } from "../stores/create";
import { checkStorePicture, MAX_STORE_PICTURE_BYTES, PICTURE_FILE, readStorePicture, storePictureUrl } from "../stores/picture";
import { findStoreById } from "../catalog/queries";
import { badRequest, errorResponse, IdParam, okResponse } from "./common";

const PICTURE_NOT_FOUND = "Image not found.";

export const STORE_CREATE_PATH = "/api/store/create";
/** The picture's cap plus room for the text fields. */
export const STORE_CREATE_BODY_BYTES = MAX_STORE_PICTURE_BYTES + 64 * 1024;

const create = createRoute({
  method: "post",
  path: "/store/create",
  tags: ["stores"],
  summary: "Open the signed-in user's store at their user name, with up to 6 starter items (multipart)",
  description:
    "`x-api-version: 4.3`. `items` may come as `items[0]`, `items[1]`… (the spec's `items[i]`), `items[]` or a repeated `items`; each must be " +
    "one of `POST /api/items?type=recommend_for_store`'s. The store opens at once at `/{user_name}`; a shopper becomes a seller.",
  request: { body: { required: true, content: { "multipart/form-data": { schema: CreateStoreFields } } } },
  responses: {
    200: okResponse(CreatedStore, "The new store, open."),
    ...badRequest,
    401: errorResponse(SIGN_IN_REQUIRED),
    409: errorResponse(`${STORE_MESSAGES.alreadyOpen} / ${STORE_MESSAGES.addressTaken}`),
    413: errorResponse(STORE_MESSAGES.pictureTooLarge),
    415: errorResponse(STORE_MESSAGES.pictureNotImage),
  },
});

/** Public and immutable: a changed picture gets a new address. */
const PICTURE_CACHE = "public, max-age=31536000, immutable";

const picture = createRoute({
  method: "get",
  path: "/images/stores/{store_id}/{file}",
  tags: ["images"],
  summary: "A store's picture (its banner), as uploaded when the store was created",
  request: { params: z.object({ store_id: IdParam, file: z.string().max(60).regex(PICTURE_FILE, "not a store picture") }) },
  responses: {
    200: { description: "The picture.", content: { "image/jpeg": { schema: z.string() }, "image/png": { schema: z.string() }, "image/webp": { schema: z.string() } } },
    ...badRequest,
    404: errorResponse(PICTURE_NOT_FOUND),
  },
});

export function registerStore(app: OpenAPIHono<AppEnv>, services: AccountServices) {
  app.openapi(create, async (c) => {
    const db = await c.var.db();
    const now = services.now();
    const user = await userForToken(db, tokenFrom(c), now);
    if (!user) throw new ApiError(401, SIGN_IN_REQUIRED);
    const fields = c.req.valid("form");
    const checked = fields.picture ? await checkStorePicture(fields.picture) : null;
    return ok(c, CreatedStore, await createStore(db, user, fields, checked, now));
  });

  app.openapi(picture, async (c) => {
    const { store_id: storeId, file } = c.req.valid("param");
    // Only the picture an active store shows: no key of the upload store can be read by guessing.
    const found = await findStoreById(await c.var.db(), storeId);
    const image = found?.store.banner === storePictureUrl(storeId, file) ? await readStorePicture(storeId, file) : null;
    if (!image) throw new ApiError(404, PICTURE_NOT_FOUND);
    return c.body(image.bytes.slice().buffer, 200, {
      "content-type": image.contentType,
      "cache-control": PICTURE_CACHE,
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'",
    });
  });
}
