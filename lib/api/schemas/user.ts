/**
 * Accounts and sessions (features.md API-01…API-10), plus the signed-in cart whose paths the spec
 * leaves open (G-02): we design them in the spec's style under `/api/cart`.
 *
 * Request schemas are the server's input validation; the forms have their own, stricter rules with
 * the spec's verbatim messages (lib/auth/validation.ts), so these only guard the wire.
 */
import { z } from "zod";
import { Cents, centsInput, Email, Id, INPUT_LIMITS, textInput } from "./common";
import { BundleChoice, CartLineInput } from "./cart";
import { ACCOUNT_USER_NAME_MESSAGE } from "../../account/user-name";
import { isValidUserName } from "../../auth/user-name";
import { PLAN_BADGES } from "../../account/plan-badge";
import { isValidStylistPhone, STYLIST_SIGN_UP_MESSAGES as STYLIST, vipCodeFrom } from "../../stylist/sign-up";
import { isValidStylistUserName } from "../../stylist/user-name";

/** The shopper sign-up / reset rule (BR-VAL-08) is 8–20; the stylist form has no max (C-03). */
const Password = textInput(INPUT_LIMITS.password).min(8, STYLIST.password).regex(/^\S+$/, "password must not contain spaces");
/** A Firebase ID token (a JWT); its size is bounded to keep junk out. */
const ProviderToken = textInput(INPUT_LIMITS.idToken).min(10);
/** A user name as the sign-up forms normalise it (lower-case, at most 30); its rule depends on the account type. */
const UserName = textInput(INPUT_LIMITS.userName).trim().toLowerCase();

/** `data.token` of authenticate and sign-up: the access token. The browser never sees it (see lib/auth/session-actions.ts). */
export const SessionToken = z.object({ token: z.string().min(20).max(200) });
export type SessionToken = z.infer<typeof SessionToken>;

/** The shopper's user name on the wire: a letter first (the forms say it in their words, C-01). */
const SHOPPER_USER_NAME = /^[a-z][a-z0-9._-]*$/;

/**
 * POST /api/users (API-01; C-05: email is always sent, password when the form has one, token in the
 * social flow). `type: "seller"` is the stylist sign-up (ONB-04): its fields are required and checked
 * with the spec's messages (BR-VAL-11/15/16), each in the 400's issues at its field. `code` is the
 * invite / store code (G-51: the inviting stylist's user name); `vip_code` a VIP code to apply (ONB-10).
 */
export const SignUpRequest = z
  .object({
    email: textInput(INPUT_LIMITS.email).trim().toLowerCase().email(STYLIST.email),
    password: Password.optional(),
    token: ProviderToken.optional(),
    user_name: UserName,
    birth_year: z.number().int().min(1900).max(2100),
    code: textInput(INPUT_LIMITS.code).trim().optional(),
    // stylist and share sign-ups (ONB-04, SHARE-05)
    firstname: textInput(INPUT_LIMITS.firstOrLastName).trim().optional(),
    lastname: textInput(INPUT_LIMITS.firstOrLastName).trim().optional(),
    phone: textInput(INPUT_LIMITS.phone).trim().optional(),
    is_share_public: z.boolean().optional(),
    type: z.enum(["seller", "shopper"]).optional(),
    /** BR-VAL-17: trimmed and upper-cased; empty is none */
    vip_code: textInput(INPUT_LIMITS.code).transform(vipCodeFrom).optional(),
  })
  .superRefine((body, ctx) => {
    const refuse = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (body.type !== "seller") {
      if (body.user_name.length < 3) refuse("user_name", "user name must have at least 3 characters");
      else if (!SHOPPER_USER_NAME.test(body.user_name)) refuse("user_name", "user name must start with a letter");
      return;
    }
    if (!isValidStylistUserName(body.user_name)) refuse("user_name", STYLIST.userName);
    if (!body.firstname) refuse("firstname", STYLIST.firstName);
    if (!body.lastname) refuse("lastname", STYLIST.lastName);
    if (!body.phone || !isValidStylistPhone(body.phone)) refuse("phone", STYLIST.phone);
    if (body.is_share_public !== true) refuse("is_share_public", STYLIST.sharePublic);
  });
export type SignUpRequest = z.input<typeof SignUpRequest>;

/** POST /api/users/signup_guide (API-02) */
export const SignupGuideRequest = z.object({ email: Email });
export const SignupGuide = z.object({ exist: z.boolean() });
export type SignupGuide = z.infer<typeof SignupGuide>;

/** POST /api/users/authenticate/ (email form) or /api/users/authenticate (social token) (API-03, C-36) */
export const AuthenticateRequest = z.union([
  z.object({ email: Email, password: textInput(INPUT_LIMITS.password).min(1), create_default_store: z.boolean().default(false) }),
  z.object({ token: ProviderToken, create_default_store: z.boolean().default(false) }),
]);
export type AuthenticateRequest = z.input<typeof AuthenticateRequest>;

/** Error code of authenticate: the provider email belongs to a password account not yet linked (BR-AUTH-01). */
export const LINK_SOCIAL_ERROR_CODE = 101001;

/** POST /api/user/connect_social/ (API-04) */
export const ConnectSocialRequest = z.object({ token: ProviderToken });
export const ConnectSocial = z.object({ provider: z.string() });

/** POST /api/Users/Forgot_Password (API-05, C-44) */
export const ForgotPasswordRequest = z.object({ email: Email, for_setup: z.boolean().default(false) });
/** The same answer whether or not the email has an account. */
export const ForgotPassword = z.object({ sent: z.literal(true) });

/**
 * GET /api/users/forgot_password/validate/{token} (API-06, G-43): 200 valid, 410 expired (or used),
 * 404 unknown. The page shows a different text for expired and unknown links.
 */
export const ResetTokenValidity = z.object({ valid: z.literal(true) });
export const RESET_TOKEN_EXPIRED_STATUS = 410;

/** POST /api/users/reset_password/ (API-07) */
export const ResetPasswordRequest = z.object({ token: textInput(INPUT_LIMITS.token).min(10), password: Password.max(20) });
export const ResetPassword = z.object({ reset: z.literal(true) });

export const UserStore = z.object({ id: Id, user_name: z.string(), name: z.string() });

/** A box order of the user's own still in progress (ONB-07: 'Your ordered Box is in progress'). */
export const BoxOrderState = z.object({ id: Id, order_number: z.string(), paid_at: z.string() });
export type BoxOrderState = z.infer<typeof BoxOrderState>;

/**
 * GET /api/user (API-08, AUTH-17): the signed-in user and the state the shop keeps about them; the
 * stylist root router and the welcome-back landing read their onboarding state here too (ONB-01/07/09,
 * G-03; rules in lib/stylist/onboarding.ts).
 */
export const CurrentUser = z.object({
  id: Id,
  user_name: z.string(),
  email: z.string(),
  open_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  birth_year: z.number().int().nullable(),
  /** the user's own store, when they have created one; `user_name` is its address (`/{user_name}`) */
  store: UserStore.nullable(),
  /** the store is open: created through onboarding (or seeded) and active, so `/{user_name}` shows it */
  store_opened: z.boolean(),
  account_type: z.enum(["seller", "shopper"]),
  /** the running plan's name (a plan whose renewal was stopped runs to its period end) */
  plan_name: z.string().nullable(),
  /** the running plan's key (seller1, …), null without one */
  plan_id: z.string().nullable(),
  /** `level-sublevel` of the running plan, else of the account (PLAN-15); 0-0 without either */
  plan_tier: z.string(),
  /** the running plan's badge (ACCT-17; level mapping G-62, lib/account/plan-badge.ts) */
  plan_badge: z.enum(PLAN_BADGES).nullable(),
  /** a plan may be bought: the tier is 0-0 (PLAN-11, the same rule as the plan checkout's) */
  is_show_buy_plan: z.boolean(),
  /** the VIP code applied to the account and not yet used by a plan checkout (ONB-10) */
  vip_code: z.string().nullable(),
  /** the plan that code is for, while the code is active (ONB-09 picks it); null otherwise */
  vip_plan_id: z.string().nullable(),
  /**
   * BROWSE-22: the invite code given at sign-up (the inviting stylist's user name, credited with the sign-up);
   * null without one. Optional: a remote API that does not send it reads as none.
   */
  invite_code: z.string().nullable().optional(),
  /** the box can be ordered: the store is open and no box order of the user's is in progress (G-03) */
  can_buy_box: z.boolean(),
  /** the user's own box order in progress, paid within the last 30 days; null if none */
  box_order: BoxOrderState.nullable(),
  internal_user: z.boolean(),
  /** reward balance in cents */
  blings: Cents,
  /** social providers linked to the account, e.g. ["google.com"] */
  providers: z.array(z.string()),
});
export type CurrentUser = z.infer<typeof CurrentUser>;

/** GET api/user/profile?user_name= (API-09): public, resolves an inviting stylist's store. */
export const UserProfileQuery = z.object({ user_name: textInput(INPUT_LIMITS.userName).trim().toLowerCase().min(1) });
export const UserProfile = z.object({ user_name: z.string(), store: UserStore.nullable() });
export type UserProfile = z.infer<typeof UserProfile>;

/** POST /api/users/confirm_email/validate/{code} (API-13): false for an unknown, used or expired code. */
export const EmailConfirmation = z.object({ success: z.boolean() });

/** API-14 `POST google/deletion`: the spec names no answer; ours says it is done. */
export const DataDeletion = z.object({ deleted: z.literal(true) });
/** API-14's headers: the token, and the API version the app sent. */
export const DATA_DELETION_API_VERSION = "4.3";

/** API-15 asks pages of 50; the API answers no more. */
export const INVITE_SEARCH_LIMIT_MAX = 50;

/** GET api/users/invite/{code}?has_store=true&page=&limit=50 (API-15): stores whose invite code (the owner's user name) starts with `code`. */
export const InviteSearchParams = z.object({ code: textInput(INPUT_LIMITS.code).trim().toLowerCase().min(1) });
export const InviteSearchQuery = z.object({
  /** only `true` is asked by the shop: users without an open store are never listed */
  has_store: z.enum(["true", "false"]).default("true"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(INVITE_SEARCH_LIMIT_MAX).default(INVITE_SEARCH_LIMIT_MAX),
});
export const InviteSearchResult = z.object({
  cover: z.string().nullable(),
  /** the store's title (docs/decisions.md "The store search home") */
  commission: z.object({ title: z.string() }),
  user_name: z.string(),
});
export type InviteSearchResult = z.infer<typeof InviteSearchResult>;
export const InviteSearchPage = z.object({ datas: z.array(InviteSearchResult), has_more: z.boolean() });
export type InviteSearchPage = z.infer<typeof InviteSearchPage>;

/**
 * PUT api/user (API-10): the account editor's fields. The user name follows ACCT-16's rule with its
 * verbatim message (in the 400's issues); the bound is loose so a long name gets that message too.
 */
export const UpdateUserRequest = z.object({
  user_name: textInput(2 * INPUT_LIMITS.userName).trim().toLowerCase().refine(isValidUserName, ACCOUNT_USER_NAME_MESSAGE),
});

/** POST /api/user/sign_out (ours: the spec names no sign-out call, NAV-14): revokes the session's token. */
export const SignOut = z.object({ signed_out: z.literal(true) });

// ───────────── the signed-in cart (BR-AUTH-05; paths are ours, G-02) ─────────────

/**
 * A line as the server keeps it: the same shape the cart calc takes (`cart_item_id` sorts in the
 * order lines were added, BR-CHK-10), so a server cart can be priced as it is.
 */
export const ServerCartLine = CartLineInput;
export type ServerCartLine = z.infer<typeof ServerCartLine>;

/** GET /api/cart, and the answer of every change below. */
export const ServerCart = z.object({ items: z.array(ServerCartLine) });
export type ServerCart = z.infer<typeof ServerCart>;

/** POST /api/cart: adds a line; the same item, variant and bundle choice raises the units instead. */
export const AddCartLineRequest = ServerCartLine.omit({ cart_item_id: true });
export type AddCartLineRequest = z.input<typeof AddCartLineRequest>;

/** PUT /api/cart/{cart_item_id}: units 0 removes the line. */
export const UpdateCartLineRequest = z.object({
  units: z.number().int().min(0).max(99).optional(),
  variant_id: Id.nullable().optional(),
  bundle: z.array(BundleChoice).max(20).optional(),
  seen_price: centsInput().optional(),
});
export type UpdateCartLineRequest = z.input<typeof UpdateCartLineRequest>;

/**
 * POST /api/cart/merge: the guest cart at sign-in. Each guest line carries its browser id, and the
 * server remembers which ids it has merged, so a retried merge never doubles a line.
 */
export const MergeCartRequest = z.object({ items: z.array(ServerCartLine).max(100) });
export type MergeCartRequest = z.input<typeof MergeCartRequest>;

/** A guest line the merge could not keep, wholly or in part (finding 15.2): the item's name and why. */
export const NotKeptLine = z.object({ cart_item_id: Id, name: z.string(), message: z.string() });
export type NotKeptLine = z.infer<typeof NotKeptLine>;

/** The answer of POST /api/cart/merge: the cart, and the guest lines it could not keep. */
export const MergedCart = ServerCart.extend({ not_kept: z.array(NotKeptLine).default([]) });
export type MergedCart = z.infer<typeof MergedCart>;
