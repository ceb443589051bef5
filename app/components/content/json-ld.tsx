import { serializeJsonLd } from '~/lib/json-ld';

/** Structured data for search engines; the JSON is escaped so it cannot end the script element. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
