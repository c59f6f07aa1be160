import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { AuthShell } from "@/components/auth/auth-shell";
import { SignInForm } from "@/components/auth/sign-in-form";
import { SocialSignIn } from "@/components/auth/social-sign-in";
import { isAuthContext, redirectAfterAuth, storeOf } from "@/lib/auth/contexts";
import { TEXT } from "@/lib/auth/messages";
import { searchParamsOf } from "@/lib/auth/query";
import { currentUser } from "@/lib/auth/current-user";
import { serverConfig } from "@/lib/config/server";

export const metadata: Metadata = { title: TEXT.signIn, robots: { index: false } };

/** auth-{context}-signin (AUTH-06…09). A visitor who is signed in already goes where sign-in would lead. */
export default async function SignInPage({ params, searchParams }: PageProps<"/auth/[context]/signin">) {
  const { context } = await params;
  if (!isAuthContext(context)) notFound();
  const query = searchParamsOf(await searchParams);
  if (await currentUser()) redirect(redirectAfterAuth(context, query));
  const store = storeOf(query, serverConfig().defaultStore);

  return (
    <AuthShell title={TEXT.signIn} store={store}>
      <SignInForm context={context} query={query.toString()} store={store} />
      <SocialSignIn context={context} query={query.toString()} />
    </AuthShell>
  );
}
