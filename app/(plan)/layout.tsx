import { PlanBar } from "@/components/plan/plan-bar";

/**
 * The plan pages' frame (NAV-12): the white bar with the profile menu, the page in `<main>`. It reads
 * no cookie and no query: the marketing pages under it are cached (`(marketing)`), the sign-in,
 * checkout and setting pages render per request (`(private)`'s layout).
 */
export default function PlanLayout({ children }: LayoutProps<"/">) {
  return (
    <>
      <PlanBar />
      <main id="main" className="min-h-[60vh]">
        {children}
      </main>
    </>
  );
}
