import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AddressBook } from "@/components/account/address-book";
import { CreditCardManager } from "@/components/account/credit-card-manager";
import { PlanBadge } from "@/components/account/plan-badge";
import { UserEditor } from "@/components/account/user-editor";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { secondaryButton } from "@/components/ui/button-styles";
import { PageContainer } from "@/components/ui/page-container";
import { authPath } from "@/lib/auth/contexts";
import { currentUser } from "@/lib/auth/current-user";

export const metadata: Metadata = { title: "My Account", robots: { index: false } };

/**
 * store-user-profile: where sign-in leads (AUTH-08). The user editor (ACCT-16), the email, the plan
 * with its badge (ACCT-15, ACCT-17), the address book (ACCT-18) and the saved cards (ACCT-19). Guests
 * go to sign-in for this store.
 */
export default async function ProfilePage({ params }: PageProps<"/[store]/user/profile">) {
  const { store } = await params;
  const user = await currentUser();
  if (!user) redirect(authPath("sign", "signin", new URLSearchParams({ store })));

  return (
    <PageContainer as="section" width="account" className="py-10">
      <h1 className="mb-8 font-serif text-3xl text-stone-950">My Account</h1>
      <div className="mb-10 space-y-4">
        <UserEditor userName={user.user_name} />
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-[15px]">
          <dt className="text-stone-600">Email</dt>
          <dd className="text-stone-950">{user.email}</dd>
          <dt className="text-stone-600">Plan</dt>
          <dd>
            <PlanBadge user={user} />
          </dd>
        </dl>
      </div>
      <div className="mb-12 space-y-12">
        <AddressBook />
        <CreditCardManager />
      </div>
      <SignOutButton store={store} className={secondaryButton} />
    </PageContainer>
  );
}
