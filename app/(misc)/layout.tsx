import { LogoBar } from "@/components/layout/logo-bar";

/**
 * The misc pages' frame (NAV-11): the logo and the page, no menu, no cart. The store search home, email
 * verification, the data deletion request and the small pages of MISC-04…12 live here.
 */
export default function MiscLayout({ children }: LayoutProps<"/">) {
  return (
    <>
      <LogoBar />
      <main id="main" className="min-h-[60vh]">
        {children}
      </main>
    </>
  );
}
