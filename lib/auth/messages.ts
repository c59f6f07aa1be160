/**
 * The account screens' user-visible texts, verbatim from the spec (shopper.md §5 and §8, features.md
 * AUTH-xx), typos and casing included. Other forms have their own wording (C-02, C-21): keep them apart.
 */
export const MSG = {
  emailInvalid: "email invalid",
  forgotEmailInvalid: "email format invalid",
  loginPassword: "password required (at least 8 letters)",
  userName: "Please use a name start with letters, and can only contains numbers, underscores and dots.",
  signUpPassword: "Please set a valid password (8~20 characters, no space)",
  passwordRepeat: "password repeat does not match",
  birthYear: "the birthday must be 18 years or older",
  confirm18: "Please check to ensure you are at least 18 years old and accept our Terms and conditions",
  resetSent: "A reset email has been sent to your inbox, please allow few minutes before it arrives.",
  resetExpired:
    "Your password reset link has expired. Please check your inbox for the latest reset link email, or reset again to generate a new link.",
  resetFailed: "Request failed, please check your email and ensure the URL you entered is correct.",
  passwordUpdated: "Password updated, please sign in again with new password.",
  socialFailed: "Sign in fail please try again.",
} as const;

/** Screen texts (AUTH-01, AUTH-06, AUTH-14/15, C-21). */
export const TEXT = {
  signUp: "Sign Up",
  signIn: "Sign In",
  toSignIn: "Already have an account? Sign In",
  forgotPassword: "forgot password",
  resetTitle: "Reset Your Password",
  setupTitle: "Set up your password",
  userNameLabel: "3~30",
} as const;

/** MISC-06: the set-up request page; the button is the spec's 'Verify My Email', the rest ours. */
export const SETUP_REQUEST_TEXT = {
  title: "Set up your password",
  intro: "Signed up with Google, Facebook or Apple? Enter your email and we'll send you a link to set a password.",
  submit: "Verify My Email",
} as const;
