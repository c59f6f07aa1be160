"use server";
/**
 * MISC-02: signs in with the form's email and password (API-03) and sends the deletion with that session's
 * token (API-14). The token stays on the server and is never set as the visitor's cookie: the account it
 * opens is being deleted.
 */
import { authenticateWithPassword, requestDataDeletion } from "@/lib/api/calls/user";
import { publicApi, tokenApi } from "@/lib/api/server";
import { forwardedHeaders } from "@/lib/auth/forwarded";
import { dataDeletionSchema, type DataDeletionInput } from "./data-deletion";
import { DATA_DELETION_TEXT } from "./data-deletion-text";

type Result = { ok: true } | { ok: false; message: string };

export async function deleteAccountDataAction(input: DataDeletionInput): Promise<Result> {
  const parsed = dataDeletionSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? DATA_DELETION_TEXT.emailInvalid };
  const forwarded = await forwardedHeaders();
  const signedIn = await authenticateWithPassword(await publicApi(forwarded), parsed.data.email, parsed.data.password);
  if (!signedIn.ok) {
    // a wrong email or password gets the spec's text; a limit (429) or an outage says so itself
    const wrong = signedIn.error.kind === "http" && signedIn.error.status === 401;
    return { ok: false, message: wrong ? DATA_DELETION_TEXT.signInFailed : signedIn.error.message };
  }
  const deleted = await requestDataDeletion(await tokenApi(signedIn.data.token, forwarded));
  return deleted.ok ? { ok: true } : { ok: false, message: deleted.error.message };
}
