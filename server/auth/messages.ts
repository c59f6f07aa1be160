/**
 * Server messages of the account endpoints. Where the spec has a text for the situation (shopper.md
 * §5 and §8) the server answers with it verbatim, so the page can show the server's message as is.
 */
export const ACCOUNT_MESSAGES = {
  wrongCredentials: "email or password incorrect.",
  emailTaken: "This email is already registered, please sign in.",
  userNameTaken: "This user name is already taken, please choose another.",
  registered: "This email or user name is already registered.",
  passwordOrToken: "Invalid request body: password: a password or a social sign-in token is required.",
  tooYoung: "the birthday must be 18 years or older",
  birthYearTooEarly: "Invalid request body: birth_year: choose a year from 1910.",
  providerTokenInvalid: "Sign in fail please try again.",
  providerEmailMismatch: "The email does not match the social account's email.",
  providerNoEmail: "The social account shares no email address; please sign up with your email.",
  linkRequired:
    "This email is already registered. Please sign in with your email and password to enable social sign-in for it.",
  noSocialAccount: "No account uses this social sign-in yet, please sign up.",
  socialTaken: "This social account is already linked to another user.",
  userNotFound: "User not found.",
  resetUnknown: "Request failed, please check your email and ensure the URL you entered is correct.",
  resetExpired:
    "Your password reset link has expired. Please check your inbox for the latest reset link email, or reset again to generate a new link.",
} as const;
