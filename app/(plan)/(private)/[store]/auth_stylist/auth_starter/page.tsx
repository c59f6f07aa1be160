import { redirect } from "next/navigation";
import { stylistBoxPath } from "@/lib/routes";

/**
 * auth_starter (ONB-13, G-50): the starter pack is the welcome box, whose sizes are the box builder's
 * first survey; so this step is the box builder (docs/decisions.md, Stylist onboarding screens).
 */
export default async function StylistStarterPage({ params }: PageProps<"/[store]/auth_stylist/auth_starter">) {
  const { store } = await params;
  redirect(stylistBoxPath(store));
}
