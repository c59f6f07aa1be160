import { redirect } from "next/navigation";
import { checkoutStep1Path } from "@/lib/routes";

/** The step-3 route exists but is not used (CHK-01, G-32): it leads to step 1. */
export default async function CheckoutStep3Page({ params }: PageProps<"/[store]/checkout/step3">) {
  const { store } = await params;
  redirect(checkoutStep1Path(store));
}
