/**
 * The invite code of the sign-up form (BR-VAL-17): optional, trimmed, and `myorders` is ignored
 * (it is the my-orders pseudo store that can end up in `?code=`, not a stylist).
 */
export const IGNORED_INVITE_CODE = "myorders";

export function inviteCodeFrom(raw: string | null | undefined): string | undefined {
  const code = raw?.trim();
  if (!code || code.toLowerCase() === IGNORED_INVITE_CODE) return undefined;
  return code;
}
