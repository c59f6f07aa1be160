import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthPanel } from "@/components/auth/auth-shell";
import { GuestEntryForm } from "@/components/auth/guest-entry-form";
import { redirectAfterAuth } from "@/lib/auth/contexts";
import { currentUser } from "@/lib/auth/current-user";
import { GUEST_ENTRY_TEXT, guestEntryContext } from "@/lib/auth/guest-entry";
import { searchParamsOf } from "@/lib/auth/query";

export const metadata: Metadata = { title: GUEST_ENTRY_TEXT.title, robots: { index: false } };

/**
 * The guest checkout entry (AUTH-16). A signed-in visitor goes where a sign-in would lead (My Account, or
 * the gift-box page with `?subpage=`), as on every guest route (stylist.md §1).
 */
export default async function GuestCheckoutPage({ params, searchParams }: PageProps<"/[store]/checkout/guest">) {
  const { store } = await params;
  const query = searchParamsOf(await searchParams);
  query.set("store", store);
  const context = guestEntryContext(query);
  if (await currentUser()) redirect(redirectAfterAuth(context, query));
  return (
    <AuthPanel title={GUEST_ENTRY_TEXT.title}>
      <GuestEntryForm store={store} context={context} query={query.toString()} />
    </AuthPanel>
  );
}
