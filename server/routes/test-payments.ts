/**
 * The browser side of the built-in test payment provider (server/payments/test-provider.ts): what
 * Stripe.js does against Stripe, here against our own API. Both calls answer 404 when Stripe is
 * configured, exactly like a route that does not exist, and 403 when the shop refuses orders (in
 * production without PAYMENTS_TEST_MODE=1, finding M8): the card form shows that message.
 */
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { TestCardRequest, TestCardToken, TestConfirmRequest, TestIntent } from "../../lib/api/schemas/checkout";
import { tokenFrom, userForToken } from "../auth/session";
import { notFound, ok, type AppEnv } from "../http";
import { ORDER_MESSAGES } from "../orders/messages";
import { refuseUnlessTakingOrders, type OrderServices } from "../orders/services";
import { confirmTestIntent, createTestToken, TEST_INTENT_CANCELED, TEST_INTENT_NOT_FOUND } from "../payments/test-provider";
import { TEST_CARD_MESSAGES } from "../payments/test-cards";
import { badRequest, errorResponse, IdParam, json, okResponse } from "./common";

const tags = ["test payments"];

const tokens = createRoute({
  method: "post",
  path: "/payments/test/tokens",
  tags,
  summary: "Tokenise a test card (test provider only)",
  description:
    "Token optional: a token made signed in pays only for that user's orders (and only they can save it); a guest's token pays for one order. " +
    "Stripe's test numbers: 4242 4242 4242 4242 and 5555 5555 5555 4444 pay; 4000 0000 0000 0002 is declined; 4000 0000 0000 9995 has insufficient funds; " +
    "4000 0025 0000 3155 needs authentication (confirm again with action approve or deny). Any other Luhn-valid number pays.",
  request: { body: { required: true, ...json(TestCardRequest) } },
  responses: {
    200: okResponse(TestCardToken, "A reusable token `tok_test_…`."),
    ...badRequest,
    402: errorResponse(`${TEST_CARD_MESSAGES.incorrectNumber} / ${TEST_CARD_MESSAGES.expired} / ${TEST_CARD_MESSAGES.incorrectCvc}`),
    403: errorResponse(ORDER_MESSAGES.notTakingOrders),
    404: errorResponse("Stripe is configured: the test provider is off."),
  },
});

const confirm = createRoute({
  method: "post",
  path: "/payments/test/intents/{id}/confirm",
  tags,
  summary: "Confirm a test payment intent with its client secret (test provider only)",
  request: { params: z.object({ id: IdParam }), body: { required: true, ...json(TestConfirmRequest) } },
  responses: {
    200: okResponse(TestIntent, "The intent after confirming: succeeded, failed (with the card's message) or requires_action."),
    ...badRequest,
    403: errorResponse(ORDER_MESSAGES.notTakingOrders),
    404: errorResponse(TEST_INTENT_NOT_FOUND),
    409: errorResponse(TEST_INTENT_CANCELED),
  },
});

export function registerTestPayments(app: OpenAPIHono<AppEnv>, services: OrderServices) {
  const enabled = services.payments.name === "test";

  app.openapi(tokens, async (c) => {
    if (!enabled) return notFound(c);
    refuseUnlessTakingOrders(services);
    const db = await c.var.db();
    const user = await userForToken(db, tokenFrom(c), services.now());
    return ok(c, TestCardToken, await createTestToken(db, c.req.valid("json"), services.now(), user?.id ?? null));
  });

  app.openapi(confirm, async (c) => {
    if (!enabled) return notFound(c);
    refuseUnlessTakingOrders(services);
    const { client_secret, action } = c.req.valid("json");
    return ok(c, TestIntent, await confirmTestIntent(await c.var.db(), c.req.valid("param").id, client_secret, action, services.now()));
  });
}
