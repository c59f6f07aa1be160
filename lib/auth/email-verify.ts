/** MISC-01: the email verification page's texts; the failure's are the spec's, the success's ours (G-14). */
export const EMAIL_VERIFY_TEXT = {
  title: "Email verification",
  pending: "Verifying your email…",
  success: "Your email has been verified. Thank you!",
  failure: "System error, either the email has been already verified or the token has expired.",
  failureHint: "Please check your email and make sure the URL you entered is correct.",
} as const;
