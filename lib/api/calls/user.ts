/** Accounts (API-01…15): sign-up, sign-in, passwords, the current user, email verification, invite search. */
import type { ApiClient } from "../http";
import {
  ConnectSocial,
  CurrentUser,
  DATA_DELETION_API_VERSION,
  DataDeletion,
  EmailConfirmation,
  ForgotPassword,
  INVITE_SEARCH_LIMIT_MAX,
  InviteSearchPage,
  ResetPassword,
  ResetTokenValidity,
  SessionToken,
  SignOut,
  SignupGuide,
  UserProfile,
  type SignUpRequest,
} from "../schemas/user";
import { seg } from "./path-segment";

export const signUp = (api: ApiClient, body: SignUpRequest) => api.request("POST", "/api/users", SessionToken, { body });

export const signupGuide = (api: ApiClient, email: string) => api.request("POST", "/api/users/signup_guide", SignupGuide, { body: { email } });

/** The email form keeps the trailing slash, the social form does not (C-36). */
export const authenticateWithPassword = (api: ApiClient, email: string, password: string) =>
  api.request("POST", "/api/users/authenticate/", SessionToken, { body: { email, password, create_default_store: false } });

export const authenticateWithProvider = (api: ApiClient, token: string) =>
  api.request("POST", "/api/users/authenticate", SessionToken, { body: { token, create_default_store: false } });

export const connectSocial = (api: ApiClient, token: string) => api.request("POST", "/api/user/connect_social/", ConnectSocial, { body: { token } });

export const forgotPassword = (api: ApiClient, email: string, forSetup = false) =>
  api.request("POST", "/api/Users/Forgot_Password", ForgotPassword, { body: { email, for_setup: forSetup } });

export const validateResetToken = (api: ApiClient, token: string) =>
  api.request("GET", `/api/users/forgot_password/validate/${seg(token)}`, ResetTokenValidity);

export const resetPassword = (api: ApiClient, token: string, password: string) =>
  api.request("POST", "/api/users/reset_password/", ResetPassword, { body: { token, password } });

export const getCurrentUser = (api: ApiClient) => api.request("GET", "/api/user", CurrentUser);

export const getUserProfile = (api: ApiClient, userName: string) =>
  api.request("GET", "/api/user/profile", UserProfile, { query: { user_name: userName } });

/** API-14: the Google Play data deletion of the signed-in account (`api` carries its token); no `/api` prefix (G-47). */
export const requestDataDeletion = (api: ApiClient) =>
  api.request("POST", "google/deletion", DataDeletion, { headers: { "x-api-version": DATA_DELETION_API_VERSION } });

/** API-13: verifies the email whose sign-up mail carried `code`. */
export const confirmEmail = (api: ApiClient, code: string) =>
  api.request("POST", `/api/users/confirm_email/validate/${seg(code)}`, EmailConfirmation);

/** API-15: the store search home's page `page` of stores by invite code. */
export const searchStoresByInvite = (api: ApiClient, code: string, page: number) =>
  api.request("GET", `api/users/invite/${seg(code)}`, InviteSearchPage, { query: { has_store: "true", page, limit: INVITE_SEARCH_LIMIT_MAX } });

export const updateUser = (api: ApiClient, userName: string) =>
  api.request("PUT", "/api/user", CurrentUser, { body: { user_name: userName }, headers: { "x-api-version": "3.0" } });

export const signOut = (api: ApiClient) => api.request("POST", "/api/user/sign_out", SignOut);
