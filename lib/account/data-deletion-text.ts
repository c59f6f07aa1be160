/** MISC-02: the Google Play data deletion page's texts, verbatim; without zod, so the page's first load needs none (issue 27). */
export const DATA_DELETION_TEXT = {
  /** ours: the spec names the page, not its title */
  title: "Delete your account data",
  intro: "Sign in to ask us to delete the personal data of your account. Your orders are kept for our accounting records.",
  submit: "Sign in and delete my data",
  emailInvalid: "please enter valid email",
  passwordInvalid: "password format invalid",
  signInFailed: "sign in fail, please check your account sign in information",
  done: "Request completed, related informations from google play are removed.",
} as const;
