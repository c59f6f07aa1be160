/**
 * Becoming known to the shop (API-01…API-03, API-05…API-07): sign-up, the existence check,
 * sign-in by password or social token, and the forgot-password mail, link check and reset.
 * Paths keep the spec's spelling, including `/Users/Forgot_Password` (Hono matches case-sensitively).
 */
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "zod";
import {
  AuthenticateRequest,
  EmailConfirmation,
  ForgotPassword,
  ForgotPasswordRequest,
  LINK_SOCIAL_ERROR_CODE,
  ResetPassword,
  ResetPasswordRequest,
  ResetTokenValidity,
  SessionToken,
  SignUpRequest,
  SignupGuide,
  SignupGuideRequest,
} from "../../lib/api/schemas/user";
import { INPUT_LIMITS, textInput } from "../../lib/api/schemas/common";
import { publicOrigin } from "../../lib/config/deployment";
import { createUser, findSocialAccount, findUserByEmail, findUserById, isUniqueViolation, isUserNameTaken, setPasswordHash } from "../auth/accounts";
import { passwordMatches } from "../auth/credentials";
import { clientKey, countClientRequest, enforce, refuseIfLimited } from "../auth/limits";
import { ACCOUNT_MESSAGES as MSG } from "../auth/messages";
import { hashPassword } from "../auth/password";
import type { ProviderIdentity } from "../auth/provider-token";
import { confirmEmail, issueEmailConfirmation } from "../auth/email-confirmations";
import { consumeResetToken, issueResetToken, resetTokenState } from "../auth/reset-tokens";
import type { AccountServices } from "../auth/services";
import { createSession, revokeUserSessions } from "../auth/session";
import type { Database } from "../db/client";
import { ApiError, ok, type AppEnv } from "../http";
import { sendMail } from "../mail/outbox";
import { passwordMail } from "../mail/password-mail";
import { verifyEmailMail } from "../mail/verify-mail";
import { activeCode } from "../plans/vip";
import { STYLIST_SIGN_UP_MESSAGES, stylistPhoneDigits } from "../../lib/stylist/sign-up";
import { badRequest, errorResponse, json, okResponse } from "./common";

/** BR-AUTH-08 and the sign-up form's year list (shopper.md §9). */
export const MIN_AGE = 18;
export const FIRST_BIRTH_YEAR = 1910;
/** An invite code the old app sent from the orders page; it names no inviter (shopper.md §5). */
const IGNORED_INVITE_CODE = "myorders";

const tags = ["accounts"];
const tooMany = { 429: errorResponse("Too many attempts; `Retry-After` says when to try again.") };

const signUp = createRoute({
  method: "post",
  path: "/users",
  tags,
  summary: "Sign up (signs in: answers a session token)",
  description:
    "Email always; a password, a Firebase ID token (social sign-up, its email must be `email`), or both. " +
    "`type: seller` is the stylist sign-up (ONB-04): firstname, lastname, a phone of ten digits and is_share_public true are required, " +
    "the user name follows ONB-05 (3–20; word characters, dash, dot); a `vip_code` must be active ('VIP Code invalid') and is kept for the plan checkout.",
  request: { body: { required: true, ...json(SignUpRequest) } },
  responses: {
    200: okResponse(SessionToken, "The new account's session."),
    ...badRequest,
    401: errorResponse("The social token is invalid."),
    409: errorResponse("The email, user name or social account is taken."),
    ...tooMany,
  },
});

const signupGuide = createRoute({
  method: "post",
  path: "/users/signup_guide",
  tags,
  summary: "Whether an account uses this email",
  request: { body: { required: true, ...json(SignupGuideRequest) } },
  responses: { 200: okResponse(SignupGuide, "exist"), ...badRequest, ...tooMany },
});

const authenticate = createRoute({
  method: "post",
  path: "/users/authenticate",
  tags,
  summary: "Sign in with email and password, or with a Firebase ID token",
  description:
    `Wrong password and unknown email get the same 401. Social: a linked identity signs in; an unlinked one whose email has an ` +
    `account answers 409 with error_code ${LINK_SOCIAL_ERROR_CODE} (sign in with the password, then connect_social); none → 404.`,
  request: { body: { required: true, ...json(AuthenticateRequest) } },
  responses: {
    200: okResponse(SessionToken, "A new session."),
    ...badRequest,
    401: errorResponse("Wrong credentials or an invalid social token."),
    404: errorResponse(MSG.noSocialAccount),
    409: errorResponse(`error_code ${LINK_SOCIAL_ERROR_CODE}: link the social account.`),
    ...tooMany,
  },
});

const forgotPassword = createRoute({
  method: "post",
  path: "/Users/Forgot_Password",
  tags,
  summary: "Mail a reset (or set-up) link",
  description: "Answers the same whether or not the email has an account; the link lives one hour and works once.",
  request: { body: { required: true, ...json(ForgotPasswordRequest) } },
  responses: { 200: okResponse(ForgotPassword, "Sent (if the account exists)."), ...badRequest, ...tooMany },
});

const TokenParam = z.object({ token: textInput(INPUT_LIMITS.token).min(1) });

const validateResetToken = createRoute({
  method: "get",
  path: "/users/forgot_password/validate/{token}",
  tags,
  summary: "Check a reset link before showing the form",
  request: { params: TokenParam },
  responses: {
    200: okResponse(ResetTokenValidity, "The link can be used."),
    ...badRequest,
    404: errorResponse(MSG.resetUnknown),
    410: errorResponse(MSG.resetExpired),
    ...tooMany,
  },
});

const resetPassword = createRoute({
  method: "post",
  path: "/users/reset_password",
  tags,
  summary: "Set a new password with a reset link's token; ends every session of the account",
  request: { body: { required: true, ...json(ResetPasswordRequest) } },
  responses: {
    200: okResponse(ResetPassword, "Password changed."),
    ...badRequest,
    404: errorResponse(MSG.resetUnknown),
    410: errorResponse(MSG.resetExpired),
    ...tooMany,
  },
});

const confirmEmailRoute = createRoute({
  method: "post",
  path: "/users/confirm_email/validate/{code}",
  tags,
  summary: "Verify an email with the code the sign-up mail carries (API-13)",
  description: "`success: false` for an unknown, used or expired code; such failures count against the client (20 per 15 minutes).",
  request: { params: z.object({ code: textInput(INPUT_LIMITS.token).min(1) }) },
  responses: { 200: okResponse(EmailConfirmation, "Whether the email is now verified."), ...badRequest, ...tooMany },
});

const normalisedInviteCode = (code: string | undefined) => {
  const value = code?.trim().toLowerCase();
  return value && value !== IGNORED_INVITE_CODE ? value : null;
};

/** The identity behind a social token, or 401. */
export async function verifiedIdentity(services: AccountServices, token: string): Promise<ProviderIdentity> {
  const identity = await services.verifyProviderToken(token);
  if (!identity) throw new ApiError(401, MSG.providerTokenInvalid);
  return identity;
}

/** Counts a link that cannot be used against the client (finding L1) and says why it cannot. */
async function resetTokenFailure(c: Context<AppEnv>, services: AccountServices, state: "unknown" | "expired"): Promise<ApiError> {
  await services.limits.resetFailuresPerClient.hit(clientKey(c));
  return state === "unknown" ? new ApiError(404, MSG.resetUnknown) : new ApiError(410, MSG.resetExpired);
}

/**
 * Failures count per client, and per account for each client apart: the client guessing an
 * account's password is held back on it, the owner signing in from a device of their own is not
 * (finding M7, server/auth/targeted-limit.ts).
 */
async function passwordSignIn(c: Context<AppEnv>, services: AccountServices, db: Database, email: string, password: string) {
  const { limits } = services;
  const client = clientKey(c);
  await enforce(c, limits.signInPerClient, client);
  const own = await limits.signInPerAccount.check(email, client);
  refuseIfLimited(c, own);
  const user = await findUserByEmail(db, email);
  if (!user || !(await passwordMatches(password, user.passwordHash))) {
    await Promise.all([limits.signInPerClient.hit(client), limits.signInPerAccount.hit(email, client)]);
    throw new ApiError(401, MSG.wrongCredentials);
  }
  // Nothing to forgive when this client had not failed on the account (the usual sign-in: no query).
  if (own.tried) await limits.signInPerAccount.forgive(email, client);
  return createSession(db, user.id, services.now());
}

async function socialSignIn(c: Context<AppEnv>, services: AccountServices, db: Database, token: string) {
  const client = clientKey(c);
  await enforce(c, services.limits.signInPerClient, client);
  const identity = await services.verifyProviderToken(token);
  if (!identity) {
    await services.limits.signInPerClient.hit(client);
    throw new ApiError(401, MSG.providerTokenInvalid);
  }
  const linked = await findSocialAccount(db, identity);
  if (linked) return createSession(db, linked.userId, services.now());
  if (identity.email && (await findUserByEmail(db, identity.email))) {
    throw new ApiError(409, MSG.linkRequired, undefined, LINK_SOCIAL_ERROR_CODE);
  }
  throw new ApiError(404, MSG.noSocialAccount);
}

export function registerAuth(app: OpenAPIHono<AppEnv>, services: AccountServices) {
  app.openapi(signUp, async (c) => {
    await countClientRequest(c, services.limits.signUpPerClient);
    const body = c.req.valid("json");
    const db = await c.var.db();
    const now = services.now();
    if (!body.password && !body.token) throw new ApiError(400, MSG.passwordOrToken, [{ path: "password", message: "Required" }]);
    if (body.birth_year > now.getUTCFullYear() - MIN_AGE) throw new ApiError(400, MSG.tooYoung, [{ path: "birth_year", message: MSG.tooYoung }]);
    if (body.birth_year < FIRST_BIRTH_YEAR) throw new ApiError(400, MSG.birthYearTooEarly, [{ path: "birth_year", message: MSG.birthYearTooEarly }]);

    let identity: ProviderIdentity | null = null;
    if (body.token) {
      identity = await verifiedIdentity(services, body.token);
      if (!identity.email) throw new ApiError(400, MSG.providerNoEmail);
      if (identity.email !== body.email) throw new ApiError(400, MSG.providerEmailMismatch);
      if (await findSocialAccount(db, identity)) throw new ApiError(409, MSG.socialTaken);
    }
    if (await findUserByEmail(db, body.email)) throw new ApiError(409, MSG.emailTaken);
    if (await isUserNameTaken(db, body.user_name)) throw new ApiError(409, MSG.userNameTaken);
    // ONB-10: a VIP code given at sign-up is applied there, so an unknown one is refused before any account exists.
    if (body.vip_code && !(await activeCode(db, body.vip_code))) {
      throw new ApiError(400, STYLIST_SIGN_UP_MESSAGES.vipCode, [{ path: "vip_code", message: STYLIST_SIGN_UP_MESSAGES.vipCode }]);
    }
    const seller = body.type === "seller";

    let userId: string;
    try {
      const user = await createUser(
        db,
        {
          email: body.email,
          userName: body.user_name,
          passwordHash: body.password ? await hashPassword(body.password) : null,
          birthYear: body.birth_year,
          inviteCode: normalisedInviteCode(body.code),
          firstName: body.firstname ?? "",
          lastName: body.lastname ?? "",
          phone: seller ? stylistPhoneDigits(body.phone ?? "") : (body.phone ?? ""),
          isSharePublic: body.is_share_public ?? false,
          accountType: seller ? "seller" : "shopper",
          vipCode: body.vip_code ?? null,
          createdAt: now,
        },
        identity,
      );
      userId = user.id;
    } catch (error) {
      // a concurrent sign-up won the race for the email, user name or social identity
      if (isUniqueViolation(error)) throw new ApiError(409, MSG.registered);
      throw error;
    }
    // MISC-01: the verification mail goes through the outbox (and SMTP when set)
    const code = await issueEmailConfirmation(db, userId, now);
    await sendMail(db, verifyEmailMail({ to: body.email, userName: body.user_name, origin: publicOrigin(), code }), now);
    return ok(c, SessionToken, { token: await createSession(db, userId, now) });
  });

  app.openapi(signupGuide, async (c) => {
    const { email } = c.req.valid("json");
    await countClientRequest(c, services.limits.emailChecksPerClient);
    return ok(c, SignupGuide, { exist: Boolean(await findUserByEmail(await c.var.db(), email)) });
  });

  app.openapi(authenticate, async (c) => {
    const body = c.req.valid("json");
    const db = await c.var.db();
    // create_default_store is always false from the shop (BR-AUTH-02); store creation is not ours to do here.
    const token = "email" in body ? await passwordSignIn(c, services, db, body.email, body.password) : await socialSignIn(c, services, db, body.token);
    return ok(c, SessionToken, { token });
  });

  app.openapi(forgotPassword, async (c) => {
    const { email, for_setup: forSetup } = c.req.valid("json");
    const { limits } = services;
    const client = clientKey(c);
    await enforce(c, limits.forgotPerClient, client);
    refuseIfLimited(c, await limits.forgotPerEmail.check(email, client));
    await Promise.all([limits.forgotPerClient.hit(client), limits.forgotPerEmail.hit(email, client)]);

    const db = await c.var.db();
    const user = await findUserByEmail(db, email);
    if (user) {
      const now = services.now();
      const token = await issueResetToken(db, user.id, now);
      await sendMail(db, passwordMail({ to: user.email, userName: user.userName, origin: publicOrigin(), token, forSetup }), now);
    }
    return ok(c, ForgotPassword, { sent: true });
  });

  app.openapi(confirmEmailRoute, async (c) => {
    const { code } = c.req.valid("param");
    const client = clientKey(c);
    await enforce(c, services.limits.verifyFailuresPerClient, client);
    const success = await confirmEmail(await c.var.db(), code, services.now());
    if (!success) await services.limits.verifyFailuresPerClient.hit(client);
    return ok(c, EmailConfirmation, { success });
  });

  app.openapi(validateResetToken, async (c) => {
    const { token } = c.req.valid("param");
    await enforce(c, services.limits.resetFailuresPerClient, clientKey(c));
    const result = await resetTokenState(await c.var.db(), token, services.now());
    if (result.state !== "valid") throw await resetTokenFailure(c, services, result.state);
    return ok(c, ResetTokenValidity, { valid: true });
  });

  app.openapi(resetPassword, async (c) => {
    const { token, password } = c.req.valid("json");
    const db = await c.var.db();
    const now = services.now();
    const client = clientKey(c);
    await enforce(c, services.limits.resetFailuresPerClient, client);
    // A link that cannot be used is refused before the slow hash, so guessing tokens costs us no scrypt.
    const before = await resetTokenState(db, token, now);
    if (before.state !== "valid") throw await resetTokenFailure(c, services, before.state);
    // Hash, then spend the token: it is spent only once the new password is ready to store.
    const passwordHash = await hashPassword(password);
    const result = await consumeResetToken(db, token, now);
    if (result.state !== "valid") throw await resetTokenFailure(c, services, result.state);
    await setPasswordHash(db, result.userId, passwordHash);
    await revokeUserSessions(db, result.userId, now);
    // The mailbox owner has proven who they are: forgive this device's failed sign-ins on the account.
    const user = await findUserById(db, result.userId);
    if (user) await services.limits.signInPerAccount.forgive(user.email, client);
    return ok(c, ResetPassword, { reset: true });
  });
}
