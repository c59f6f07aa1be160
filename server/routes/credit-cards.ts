/**
 * Saved cards (API-16…19): list, save (the provider describes and keeps the card), make default,
 * delete. Every call needs a session, acts on the session's user only, and answers the whole list.
 */
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "zod";
import { AddCreditCardRequest, CreditCardList, SetDefaultCardRequest } from "../../lib/api/schemas/checkout";
import { SIGN_IN_REQUIRED, tokenFrom, userForToken } from "../auth/session";
import type { Database } from "../db/client";
import { ApiError, ok, type AppEnv } from "../http";
import type { OrderServices } from "../orders/services";
import { addCard, CARD_NOT_FOUND, deleteCard, listCards, setDefaultCard } from "../payments/cards";
import { isPaymentError } from "../payments/errors";
import { badRequest, errorResponse, IdParam, json, okResponse } from "./common";

const tags = ["cards"];
const unauthorized = { 401: errorResponse(SIGN_IN_REQUIRED) };
const answer = okResponse(CreditCardList, "The user's cards: the default first, then in the order they were saved.");

/** What the shopper sees when the provider cannot take a card that is not refused as such. */
export const CARD_NOT_SAVED = "Please enter a valid credit card.";

const list = createRoute({ method: "get", path: "/users/credit_cards", tags, summary: "The signed-in user's saved cards", responses: { 200: answer, ...unauthorized } });

const add = createRoute({
  method: "post",
  path: "/users/credit_cards",
  tags,
  summary: "Save a card from a provider token; the first card becomes the default",
  request: { body: { required: true, ...json(AddCreditCardRequest) } },
  responses: { 200: answer, ...badRequest, ...unauthorized, 402: errorResponse("The provider refused the card (its own message).") },
});

const setDefault = createRoute({
  method: "put",
  path: "/users/credit_cards",
  tags,
  summary: "Make a card the default",
  request: { body: { required: true, ...json(SetDefaultCardRequest) } },
  responses: { 200: answer, ...badRequest, ...unauthorized, 404: errorResponse(CARD_NOT_FOUND) },
});

const remove = createRoute({
  method: "delete",
  path: "/users/credit_cards/{id}",
  tags,
  summary: "Delete a card; the oldest remaining card becomes the default if it was",
  request: { params: z.object({ id: IdParam }) },
  responses: { 200: answer, ...unauthorized, 404: errorResponse(CARD_NOT_FOUND) },
});

export function registerCreditCards(app: OpenAPIHono<AppEnv>, services: OrderServices) {
  const signedIn = async (c: Context<AppEnv>) => {
    const db = await c.var.db();
    const user = await userForToken(db, tokenFrom(c), services.now());
    if (!user) throw new ApiError(401, SIGN_IN_REQUIRED);
    return { db, user };
  };
  const listOf = async (c: Context<AppEnv>, db: Database, userId: string) => ok(c, CreditCardList, await listCards(db, userId, services.now()));

  app.openapi(list, async (c) => {
    const { db, user } = await signedIn(c);
    return listOf(c, db, user.id);
  });

  app.openapi(add, async (c) => {
    const { db, user } = await signedIn(c);
    const { token, is_default } = c.req.valid("json");
    try {
      await addCard(db, services.payments.open(db), user, token, is_default, services.now());
    } catch (error) {
      if (!isPaymentError(error) || error.kind === "unavailable") throw error;
      // A refused card keeps the provider's words; a token it does not know is the form's problem.
      throw error.kind === "card" ? new ApiError(402, error.message) : new ApiError(400, CARD_NOT_SAVED);
    }
    return listOf(c, db, user.id);
  });

  app.openapi(setDefault, async (c) => {
    const { db, user } = await signedIn(c);
    await setDefaultCard(db, user.id, c.req.valid("json").id);
    return listOf(c, db, user.id);
  });

  app.openapi(remove, async (c) => {
    const { db, user } = await signedIn(c);
    await deleteCard(db, services.payments.open(db), user.id, c.req.valid("param").id);
    return listOf(c, db, user.id);
  });
}
