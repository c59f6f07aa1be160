import type { Metadata } from "next";
import { PasswordTokenView } from "@/components/auth/password-token-view";
import { storeOf } from "@/lib/auth/contexts";
import { TEXT } from "@/lib/auth/messages";
import { searchParamsOf } from "@/lib/auth/query";
import { serverConfig } from "@/lib/config/server";

export const metadata: Metadata = { title: TEXT.resetTitle, robots: { index: false } };

/** service-reset_password-reset_page (AUTH-14): `reset_page` is the token from the mail. */
export default async function ResetPasswordPage({ params, searchParams }: PageProps<"/service/reset_password/[reset_page]">) {
  const { reset_page: token } = await params;
  return <PasswordTokenView kind="reset" token={token} store={storeOf(searchParamsOf(await searchParams), serverConfig().defaultStore)} />;
}
