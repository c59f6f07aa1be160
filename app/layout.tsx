import type { Metadata, Viewport } from "next";
import { Analytics } from "@/components/analytics/analytics";
import { Providers } from "@/components/providers";
import { publicOrigin } from "@/lib/config/deployment";
import { SITE_DESCRIPTION, SITE_NAME } from "@/lib/layout/site";
import { bodySans, displaySerif } from "@/styles/fonts";
import "@/styles/globals.css";

export const metadata: Metadata = {
  // Relative og:image and canonical URLs resolve against the shop's public origin (SITE_URL).
  metadataBase: new URL(publicOrigin()),
  title: { default: SITE_NAME, template: `%s · ${SITE_NAME}` },
  description: SITE_DESCRIPTION,
  applicationName: SITE_NAME,
  openGraph: { siteName: SITE_NAME, type: "website" },
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#ffffff",
};

export default function RootLayout({ children }: LayoutProps<"/">) {
  return (
    <html lang="en" className={`${bodySans.variable} ${displaySerif.variable}`}>
      <body>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50 focus:bg-stone-950 focus:px-4 focus:py-3 focus:text-sm focus:font-semibold focus:text-white"
        >
          Skip to content
        </a>
        <Providers>{children}</Providers>
        <Analytics />
      </body>
    </html>
  );
}
