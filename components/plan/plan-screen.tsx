import type { ReactNode } from "react";
import { PageContainer } from "@/components/ui/page-container";

/**
 * The column of the signed-in plan pages (My Plan Detail, Change Plan, Stop Auto-renewal) with its
 * heading, inside the plan layout's `<main>`.
 */
export function PlanScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PageContainer width="account" className="py-10">
      <h1 className="mb-8 font-serif text-3xl text-stone-950">{title}</h1>
      {children}
    </PageContainer>
  );
}
