import type { Metadata } from "next";
import { headers } from "next/headers";
import { LandingDownloads } from "@/components/funnel/landing-downloads";
import { PageContainer } from "@/components/ui/page-container";
import { publicOrigin } from "@/lib/config/deployment";
import { serverConfig } from "@/lib/config/server";
import { detectPlatform } from "@/lib/funnel/device";
import { continueTarget, downloadButtons, LANDING_TEXT } from "@/lib/funnel/landing";

export const metadata: Metadata = { title: "Get the app", robots: { index: false } };

/**
 * MISC-03, the mobile landing page (`/landing?link=`, §2's suggestion), in the logo-only frame (NAV-11): the
 * platform from the user agent, the configured download buttons (the platform's first), each opening its store
 * after a 5 s countdown, and 'Continue in browser' to `link` when it is a page of ours, else the download page.
 */
export default async function LandingPage({ searchParams }: PageProps<"/landing">) {
  const { link } = await searchParams;
  const { env } = serverConfig();
  const platform = detectPlatform((await headers()).get("user-agent") ?? "");
  const buttons = downloadButtons(env, platform);
  const next = continueTarget(typeof link === "string" ? link : null, publicOrigin(env), env);
  return (
    <PageContainer width="reading" className="pb-20 pt-10">
      <div className="mx-auto max-w-sm space-y-6 text-center">
        <h1 className="font-serif text-3xl text-stone-950">{LANDING_TEXT.title}</h1>
        <p className="text-sm text-stone-700">Shop your stylists&apos; stores in the app: use the code WELCOME15 for 15% off your first order.</p>
        <LandingDownloads buttons={buttons} platform={platform} />
        <a href={next} className="inline-flex min-h-11 items-center text-sm text-stone-700 underline underline-offset-4 hover:text-stone-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-950">
          {LANDING_TEXT.continueInBrowser}
        </a>
      </div>
    </PageContainer>
  );
}
