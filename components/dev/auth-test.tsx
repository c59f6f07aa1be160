import Link from "next/link";
import { authPath } from "@/lib/auth/contexts";
import { currentUser } from "@/lib/auth/current-user";

/** MISC-10: who the session cookie says the visitor is (API-04), read on the server: the token itself never shows. */
export async function AuthTest() {
  const user = await currentUser();
  if (!user) {
    return (
      <p className="text-sm text-stone-800">
        Not signed in.{" "}
        <Link href={authPath("sign", "signin", "store=demo")} className="underline underline-offset-4">
          Sign in
        </Link>
      </p>
    );
  }
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="font-medium">Email</dt>
      <dd>{user.email}</dd>
      <dt className="font-medium">User name</dt>
      <dd>{user.user_name}</dd>
      <dt className="font-medium">Account</dt>
      <dd>{user.account_type}</dd>
    </dl>
  );
}
