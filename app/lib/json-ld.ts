/**
 * JSON for a `<script type="application/ld+json">`: `<` is escaped so no text from the CMS can
 * close the script element (`</script>`) or open a comment; U+2028/9 are escaped for old parsers.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
