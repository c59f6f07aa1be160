import Link from "next/link";
import type { ReactNode } from "react";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { PageContainer } from "@/components/ui/page-container";
import { currentUser } from "@/lib/auth/current-user";
import { SITE_NAME } from "@/lib/layout/site";
import { shareHomePath } from "@/lib/share-box/flow";
import type { ShareDir } from "@/lib/routes";

interface ShareFrameProps {
  dir: ShareDir;
  shareId: string;
  /** the page's width */
  width?: "form" | "account" | "wide";
  children: ReactNode;
}

/**
 * NAV-13: the share flows' frame, a black top bar with the signed-in user's email and Sign Out (which
 * returns to the share start page), then the page in `<main>`.
 */
export async function ShareFrame({ dir, shareId, width = "account", children }: ShareFrameProps) {
  const user = await currentUser();
  const home = shareHomePath(dir, shareId);
  return (
    <>
      <header className="bg-stone-950 text-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-3">
          <Link href={home} className="font-serif text-lg">
            {SITE_NAME}
          </Link>
          {user ? (
            <div className="flex items-center gap-4 text-sm">
              <span className="hidden truncate sm:inline" data-testid="share-user-email">
                {user.email}
              </span>
              <SignOutButton store={null} then={home} label="Sign Out" className="underline underline-offset-4" />
            </div>
          ) : null}
        </div>
      </header>
      <PageContainer as="main" id="main" width={width} className="py-10">
        {children}
      </PageContainer>
    </>
  );
}
