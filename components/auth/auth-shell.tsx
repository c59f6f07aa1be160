import type { ReactNode } from "react";
import { TopBar } from "@/components/layout/top-bar";
import { PageContainer } from "@/components/ui/page-container";
import { storeChrome } from "@/lib/layout/store-chrome";

interface AuthPanelProps {
  title: string;
  children: ReactNode;
  /** `main` when the panel is the page's main content (AuthShell); inside a layout's `<main>`, a section */
  as?: "main" | "section";
}

/** The account screens' column: the title and the form. The plan screens render it inside the plan layout. */
export function AuthPanel({ title, children, as = "section" }: AuthPanelProps) {
  return (
    <PageContainer as={as} id={as === "main" ? "main" : undefined} width="form" className="py-10">
      <h1 className="mb-8 text-center font-serif text-3xl text-stone-950">{title}</h1>
      {children}
    </PageContainer>
  );
}

interface AuthShellProps {
  title: string;
  /** the store the visitor came from: its top bar (menu, cart, logo back to it) stays */
  store: string;
  children: ReactNode;
}

/**
 * The frame of the account screens, which sit outside the shop layout (features.md §2) but keep the
 * store's top bar, so a shopper who came to sign in still has the store's menu, cart and way back
 * (finding 15.14).
 */
export async function AuthShell({ title, store, children }: AuthShellProps) {
  const chrome = await storeChrome(store);
  return (
    <>
      <TopBar {...chrome} />
      <AuthPanel as="main" title={title}>
        {children}
      </AuthPanel>
    </>
  );
}
