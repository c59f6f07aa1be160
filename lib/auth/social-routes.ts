/** The social screens (features.md §2, C-22): link an existing account, or sign up a new one. */
export const SOCIAL_CONNECT_PATH = "/plan/plan_sign_connect";
export const SOCIAL_NEW_USER_PATH = "/plan/plan_sign_newuser";
