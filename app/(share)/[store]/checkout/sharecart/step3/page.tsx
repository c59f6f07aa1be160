import { redirect } from "next/navigation";
import { shareCartStep1Path } from "@/lib/routes";

/** The shared-cart step-3 route is not used either (CHK-19, G-32): it leads to step 1. */
export default async function ShareCartStep3Page({ params }: PageProps<"/[store]/checkout/sharecart/step3">) {
  const { store } = await params;
  redirect(shareCartStep1Path(store));
}
