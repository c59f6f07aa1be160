import { redirect } from "next/navigation";
import { SOCIAL_CONNECT_PATH } from "@/lib/auth/social-routes";

/** C-22: `plan-plan_social` is another name of plan_sign_connect. */
export default function SocialConnectAlias() {
  redirect(SOCIAL_CONNECT_PATH);
}
