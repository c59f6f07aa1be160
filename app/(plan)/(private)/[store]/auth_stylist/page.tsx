import { redirect } from "next/navigation";
import { currentUser } from "@/lib/auth/current-user";
import { stylistRootDestination } from "@/lib/stylist/step-guard";

/**
 * store-auth_stylist (ONB-01, C-23): the stylist root only routes. Signed out → the home step, signed
 * in with an open store → the welcome-back landing, without one → the create-store step.
 */
export default async function StylistRootPage({ params }: PageProps<"/[store]/auth_stylist">) {
  const { store } = await params;
  redirect(stylistRootDestination(await currentUser(), store));
}
