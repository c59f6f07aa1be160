/**
 * My Measurements (API-27…30, ACCT-20…24): the size survey and the style / store picks of the
 * session's own user. No route takes a user id: a user only ever reads and writes their own.
 */
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { FigurePutRequest, FigureQuery, PreferenceOptions, UserFigure } from "../../lib/api/schemas/figure";
import { preferenceOptions, readFigure, savePreferences, saveSizes } from "../account/figure";
import { SIGN_IN_REQUIRED, tokenFrom, userForToken } from "../auth/session";
import { ApiError, ok, type AppEnv } from "../http";
import { badRequest, errorResponse, json, okResponse } from "./common";

const tags = ["accounts"];
const unauthorized = { 401: errorResponse(SIGN_IN_REQUIRED) };

const getFigure = createRoute({
  method: "get",
  path: "/users/figure",
  tags,
  summary: "The signed-in user's size survey and style / store picks (empty before the first save)",
  responses: { 200: okResponse(UserFigure, "The saved survey."), ...unauthorized },
});

const putFigure = createRoute({
  method: "put",
  path: "/users/figure",
  tags,
  summary: "Save the size survey, or with `?type=preferred-styles|preferred-stores` one group of picks",
  description:
    "Size survey: gender F|M, 1–2 chart labels for each of that gender's categories, height-ft 1–9, fits lower-case. " +
    "Picks: 1–3 option values under the group's name. A survey that breaks a rule answers 400 with the reason.",
  request: { query: FigureQuery, body: { required: true, ...json(FigurePutRequest) } },
  responses: { 200: okResponse(UserFigure, "The saved survey."), ...badRequest, ...unauthorized },
});

const getOptions = createRoute({
  method: "get",
  path: "/user/preference/options",
  tags,
  summary: "The style and store/brand options of the surveys, with the user's saved picks",
  responses: { 200: okResponse(PreferenceOptions, "The option groups."), ...unauthorized },
});

async function signedInUser(c: Context<AppEnv>) {
  const db = await c.var.db();
  const user = await userForToken(db, tokenFrom(c));
  if (!user) throw new ApiError(401, SIGN_IN_REQUIRED);
  return { db, user };
}

export function registerFigure(app: OpenAPIHono<AppEnv>) {
  app.openapi(getFigure, async (c) => {
    const { db, user } = await signedInUser(c);
    return ok(c, UserFigure, await readFigure(db, user.id));
  });

  app.openapi(putFigure, async (c) => {
    const { db, user } = await signedInUser(c);
    const { type } = c.req.valid("query");
    const body = c.req.valid("json");
    if (type) return ok(c, UserFigure, await savePreferences(db, user.id, type, body[type]));
    if (!body.gender) throw new ApiError(400, "gender: F or M is required");
    return ok(c, UserFigure, await saveSizes(db, user.id, { ...body, gender: body.gender }));
  });

  app.openapi(getOptions, async (c) => {
    const { db, user } = await signedInUser(c);
    return ok(c, PreferenceOptions, await preferenceOptions(db, user.id));
  });
}
