import { serializeJsonLd, type JsonLd as JsonLdData } from "@/lib/seo/json-ld";

/**
 * Structured data for search engines. A `application/ld+json` script is a data block the browser
 * never executes, so the CSP's script rules (lib/security/csp.ts) do not apply to it.
 */
export function JsonLd({ data }: { data: JsonLdData }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
