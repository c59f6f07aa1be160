import type { Metadata } from "next";
import { cookies } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { AuthShell } from "@/components/auth/auth-shell";
import { SignUpForm } from "@/components/auth/sign-up-form";
import { SocialSignIn } from "@/components/auth/social-sign-in";
import { isAuthContext, redirectAfterAuth, storeOf } from "@/lib/auth/contexts";
import { inviteCodeFrom } from "@/lib/auth/invite-code";
import { INVITE_COOKIE } from "@/lib/auth/invite-cookie";
import { TEXT } from "@/lib/auth/messages";
import { searchParamsOf } from "@/lib/auth/query";
import { currentUser } from "@/lib/auth/current-user";
import { serverConfig } from "@/lib/config/server";

export const metadata: Metadata = { title: TEXT.signUp, robots: { index: false } };

/** auth-{context}-signup (AUTH-01…05, AUTH-09: a signed-in visitor is redirected by route). */
export default async function SignUpPage({ params, searchParams }: PageProps<"/auth/[context]/signup">) {
  const { context } = await params;
  if (!isAuthContext(context)) notFound();
  const query = searchParamsOf(await searchParams);
  if (await currentUser()) redirect(redirectAfterAuth(context, query));
  // BROWSE-22: without a code of its own, the one an owner's shared item link left (proxy.ts)
  const inviteCode = inviteCodeFrom(query.get("code") ?? (await cookies()).get(INVITE_COOKIE)?.value);

  return (
    <AuthShell title={TEXT.signUp} store={storeOf(query, serverConfig().defaultStore)}>
      <SignUpForm context={context} query={query.toString()} inviteCode={inviteCode} />
      <SocialSignIn context={context} query={query.toString()} />
    </AuthShell>
  );
}
