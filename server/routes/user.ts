/**
 * The signed-in user (API-04, API-08…API-10, and our sign-out). Every call that reads or changes
 * an account acts on the session's own user only: no route takes a user id from the request.
 */
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  ConnectSocial,
  ConnectSocialRequest,
  CurrentUser,
  InviteSearchPage,
  InviteSearchParams,
  InviteSearchQuery,
  SignOut,
  UpdateUserRequest,
  UserProfile,
  UserProfileQuery,
} from "../../lib/api/schemas/user";
import { currentUserView, findSocialAccount, isUniqueViolation, isUserNameTaken, linkSocialAccount, renameUser, userProfile } from "../auth/accounts";
import { ACCOUNT_MESSAGES as MSG } from "../auth/messages";
import type { AccountServices } from "../auth/services";
import { revokeSession, SIGN_IN_REQUIRED, tokenFrom, userForToken } from "../auth/session";
import { ApiError, ok, type AppEnv } from "../http";
import { STORE_ADDRESS_RENAME_MESSAGES } from "../../lib/stylist/store";
import { storeAddressRefusal } from "../stores/address";
import { searchStoresByInvite } from "../stores/invite-search";
import { verifiedIdentity } from "./auth";
import { badRequest, errorResponse, json, okResponse } from "./common";

const tags = ["accounts"];
const unauthorized = { 401: errorResponse(SIGN_IN_REQUIRED) };

const me = createRoute({
  method: "get",
  path: "/user",
  tags,
  summary: "The signed-in user",
  responses: { 200: okResponse(CurrentUser, "The user."), ...unauthorized },
});

const profile = createRoute({
  method: "get",
  path: "/user/profile",
  tags,
  summary: "A user's public profile by user name (resolves an inviting stylist's store)",
  request: { query: UserProfileQuery },
  responses: { 200: okResponse(UserProfile, "The profile."), ...badRequest, 404: errorResponse(MSG.userNotFound) },
});

const inviteSearch = createRoute({
  method: "get",
  path: "/users/invite/{code}",
  tags,
  summary: "Stores by invite code (API-15, the store search home)",
  description: "Open stores whose owner's user name (their invite code) starts with `code`, by user name; `has_store=false` lists none.",
  request: { params: InviteSearchParams, query: InviteSearchQuery },
  responses: { 200: okResponse(InviteSearchPage, "One page of stores."), ...badRequest },
});

const update = createRoute({
  method: "put",
  path: "/user",
  tags,
  summary: "Change the signed-in user's user name (a store owner's store URL follows)",
  request: { body: { required: true, ...json(UpdateUserRequest) } },
  responses: {
    200: okResponse(CurrentUser, "The user."),
    ...badRequest,
    ...unauthorized,
    409: errorResponse(`${MSG.userNameTaken}, or for a store owner ${STORE_ADDRESS_RENAME_MESSAGES.reserved} or a look-alike of another store's address`),
  },
});

const connectSocial = createRoute({
  method: "post",
  path: "/user/connect_social",
  tags,
  summary: "Link a social sign-in (Firebase ID token) to the signed-in user",
  request: { body: { required: true, ...json(ConnectSocialRequest) } },
  responses: {
    200: okResponse(ConnectSocial, "Linked (or already linked to this user)."),
    ...badRequest,
    401: errorResponse(`${SIGN_IN_REQUIRED} Or the social token is invalid.`),
    409: errorResponse(MSG.socialTaken),
  },
});

const signOut = createRoute({
  method: "post",
  path: "/user/sign_out",
  tags,
  summary: "End the current session",
  responses: { 200: okResponse(SignOut, "Signed out."), ...unauthorized },
});

/** The session's user, or 401. */
async function signedIn(c: Context<AppEnv>, services: AccountServices) {
  const db = await c.var.db();
  const token = tokenFrom(c);
  const user = await userForToken(db, token, services.now());
  if (!user || !token) throw new ApiError(401, SIGN_IN_REQUIRED);
  return { db, user, token };
}

export function registerUser(app: OpenAPIHono<AppEnv>, services: AccountServices) {
  app.openapi(me, async (c) => {
    const { db, user } = await signedIn(c, services);
    return ok(c, CurrentUser, await currentUserView(db, user, services.now()));
  });

  app.openapi(profile, async (c) => {
    const found = await userProfile(await c.var.db(), c.req.valid("query").user_name);
    if (!found) throw new ApiError(404, MSG.userNotFound);
    return ok(c, UserProfile, found);
  });

  app.openapi(inviteSearch, async (c) => {
    const { code } = c.req.valid("param");
    const { has_store: hasStore, page, limit } = c.req.valid("query");
    return ok(c, InviteSearchPage, await searchStoresByInvite(await c.var.db(), code, hasStore === "true", page, limit));
  });

  app.openapi(update, async (c) => {
    const { db, user } = await signedIn(c, services);
    const { user_name: userName } = c.req.valid("json");
    if (userName !== user.userName) {
      if (await isUserNameTaken(db, userName, user.id)) throw new ApiError(409, MSG.userNameTaken);
      // A store owner's name is the store's address (finding N23): no reserved word, no look-alike of another store's.
      const refusal = user.storeOpened ? await storeAddressRefusal(db, userName, user.id) : null;
      if (refusal) throw new ApiError(409, refusal.kind === "reserved" ? STORE_ADDRESS_RENAME_MESSAGES.reserved : STORE_ADDRESS_RENAME_MESSAGES.lookalike(refusal.address));
      try {
        await renameUser(db, user.id, userName);
      } catch (error) {
        if (isUniqueViolation(error)) throw new ApiError(409, MSG.userNameTaken);
        throw error;
      }
    }
    return ok(c, CurrentUser, await currentUserView(db, { ...user, userName }, services.now()));
  });

  app.openapi(connectSocial, async (c) => {
    const { db, user } = await signedIn(c, services);
    const identity = await verifiedIdentity(services, c.req.valid("json").token);
    const existing = await findSocialAccount(db, identity);
    if (existing && existing.userId !== user.id) throw new ApiError(409, MSG.socialTaken);
    if (!existing) {
      try {
        await linkSocialAccount(db, user.id, identity);
      } catch (error) {
        if (isUniqueViolation(error)) throw new ApiError(409, MSG.socialTaken);
        throw error;
      }
    }
    return ok(c, ConnectSocial, { provider: identity.provider });
  });

  app.openapi(signOut, async (c) => {
    const { db, token } = await signedIn(c, services);
    await revokeSession(db, token, services.now());
    return ok(c, SignOut, { signed_out: true });
  });
}
