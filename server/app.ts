/**
 * The embedded REST API: one Hono app under `/api`, every route declared with @hono/zod-openapi
 * against the contract schemas in lib/api/schemas, and `/api/openapi.json` generated from them.
 *
 * createApp takes the database as a promise or a getter, so tests inject their own PGlite and the
 * app never opens anything at import time. It runs no scheduled job: those are the worker's
 * (server/jobs/shop-jobs.ts), in this process only when its role says so (lib/config/runtime.ts).
 */
import { OpenAPIHono } from "@hono/zod-openapi";
import { adminApiToken } from "../lib/config/deployment";
import { noStoreForSessions } from "./cache-control";
import { announceCatalogChanges } from "./catalog/announce";
import type { Database } from "./db/client";
import { accountServices, type AccountOptions } from "./auth/services";
import { notFound, onError, validationHook, type AppEnv } from "./http";
import { withRequestId } from "../lib/log";
import { REQUEST_ID_HEADER, requestIdFrom } from "../lib/log/request-id";
import { orderServices, type OrderOptions } from "./orders/services";
import { planServices, type PlanOptions } from "./plans/services";
import { registerAddresses } from "./routes/addresses";
import { registerAdmin, type AdminOptions } from "./routes/admin";
import { registerAuth } from "./routes/auth";
import { registerCart } from "./routes/cart";
import { registerCreditCards } from "./routes/credit-cards";
import { registerDataDeletion } from "./routes/data-deletion";
import { registerFigure } from "./routes/figure";
import { registerGoldbox } from "./routes/goldbox";
import { registerHealth } from "./routes/health";
import { registerImages } from "./routes/images";
import { registerItems } from "./routes/items";
import { registerNotifyMe } from "./routes/notify-me";
import { registerOrderHistory } from "./routes/order-history";
import { registerOrders } from "./routes/orders";
import { registerPlans } from "./routes/plans";
import { REPLACEMENT_BODY_BYTES, REPLACEMENT_PATH, registerReplacement } from "./routes/replacement";
import { registerShareCart } from "./routes/share-cart";
import { registerShipping } from "./routes/shipping";
import { registerShop } from "./routes/shop";
import { registerStore, STORE_CREATE_BODY_BYTES, STORE_CREATE_PATH } from "./routes/store";
import { registerStoreTools } from "./routes/store-tools";
import { registerSubscription } from "./routes/subscription";
import { registerSubscriptionAccount } from "./routes/subscription-account";
import { registerTestPayments } from "./routes/test-payments";
import { registerUser } from "./routes/user";
import { registerUserCart } from "./routes/user-cart";
import { limitBodySize, refuseNul } from "./request-guards";
import { giftBufferDays } from "./subscriptions/scheduler";

export type DatabaseSource = Promise<Database> | (() => Promise<Database>);

/** Options are for tests: a fake social-token verifier, a clock, rate limits they can reset, a payment provider, the admin token. */
export type AppOptions = AccountOptions & OrderOptions & PlanOptions & AdminOptions;

export function createApp(source: DatabaseSource, options: AppOptions = {}) {
  const db = typeof source === "function" ? source : () => source;
  const accounts = accountServices(db, options);
  const orders = orderServices(db, options, accounts.limits);
  const plans = planServices(options, orders);
  // `strict: false`: `/api/banners` and `/api/banners/` are the same route (the spec writes both).
  const app = new OpenAPIHono<AppEnv>({ strict: false, defaultHook: validationHook }).basePath("/api");

  app.use(async (c, next) => {
    c.set("db", db);
    // The caller's request id (proxy.ts sets one on every request), or a new one: every log line of
    // this request carries it, and the answer names it.
    const id = requestIdFrom(c.req.header(REQUEST_ID_HEADER));
    await withRequestId(id, next);
    c.header(REQUEST_ID_HEADER, id);
  });
  // Before every route: no-store on personal answers, then the body cap and the NUL net (server/request-guards.ts).
  app.use(noStoreForSessions());
  // A storefront on another host learns of a catalogue change from the answer (issue 22).
  app.use(announceCatalogChanges());
  app.use(limitBodySize({ [`POST ${REPLACEMENT_PATH}`]: REPLACEMENT_BODY_BYTES, [`POST ${STORE_CREATE_PATH}`]: STORE_CREATE_BODY_BYTES }));
  app.use(refuseNul());

  registerHealth(app);
  registerShop(app);
  registerItems(app);
  registerShipping(app);
  registerCart(app, accounts.limits);
  registerAuth(app, accounts);
  registerUser(app, accounts);
  registerDataDeletion(app, accounts, plans);
  registerUserCart(app);
  registerImages(app);
  registerOrders(app, orders);
  registerTestPayments(app, orders);
  registerCreditCards(app, orders);
  registerAddresses(app);
  registerShareCart(app, db);
  registerNotifyMe(app);
  registerOrderHistory(app, orders);
  registerReplacement(app, orders);
  registerFigure(app);
  registerPlans(app, plans, orders);
  registerGoldbox(app, orders, plans);
  registerStore(app, accounts);
  registerAdmin(app, db, options.adminApiToken === undefined ? adminApiToken() : options.adminApiToken, options.adminFailureLimit);
  registerStoreTools(app);
  registerSubscription(app, orders);
  // Last: its `/subscription/{id}` must not shadow the fixed `/subscription/...` paths registered before it.
  registerSubscriptionAccount(app, orders, giftBufferDays());

  app.doc31("/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "Stylist storefront embedded API",
      version: "1.0.0",
      description:
        "Success: 2xx `{ success: true, data }`. Failure: non-2xx `{ success: false, message, error_code?, issues? }`. " +
        "Money is integer cents. Token (optional or required per call): `x-access-token` header or the `sf_session` cookie.",
    },
  });

  app.notFound(notFound);
  app.onError(onError);
  return app;
}

export type App = ReturnType<typeof createApp>;
