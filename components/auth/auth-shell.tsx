import type { ReactNode } from "react";
import { Logo } from "@/components/layout/logo";
import { storePath } from "@/lib/routes";

interface AuthShellProps {
  title: string;
  /** the store the visitor came from: the logo leads back to it */
  store: string;
  children: ReactNode;
}

/** The frame of the account screens, which sit outside the shop layout (features.md §2). */
export function AuthShell({ title, store, children }: AuthShellProps) {
  return (
    <>
      <header className="flex h-14 items-center justify-center border-b border-stone-200 desktop:h-16">
        <Logo href={storePath(store)} storeName={null} />
      </header>
      <main id="main" className="mx-auto w-full max-w-md px-5 py-10">
        <h1 className="mb-8 text-center font-serif text-3xl text-stone-950">{title}</h1>
        {children}
      </main>
    </>
  );
}
