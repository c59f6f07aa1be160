import type { Metadata } from "next";
import { PasswordTokenView } from "@/components/auth/password-token-view";
import { storeOf } from "@/lib/auth/contexts";
import { TEXT } from "@/lib/auth/messages";
import { searchParamsOf } from "@/lib/auth/query";
import { serverConfig } from "@/lib/config/server";

export const metadata: Metadata = { title: TEXT.setupTitle, robots: { index: false } };

/** service-setup_password-reset_page (AUTH-15): `reset_page` is the token from the mail. */
export default async function SetUpPasswordPage({ params, searchParams }: PageProps<"/service/setup_password/[reset_page]">) {
  const { reset_page: token } = await params;
  return <PasswordTokenView kind="setup" token={token} store={storeOf(searchParamsOf(await searchParams), serverConfig().defaultStore)} />;
}
