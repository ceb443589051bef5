/**
 * A request's path as the logs keep it. Paths name car parks, posts and booking references, but anyone can
 * type anything into one (`/moja-rezerwacja/anna@example.pl/`): a segment holding an e-mail address or a
 * phone number is replaced, so no log line carries a traveller's contact whatever was asked for.
 */
const EMAIL_SEGMENT = /@|%40/i;
const PHONE_SEGMENT = /^(?:\+|%2B)?[\d ()%20-]{9,}$/i;

export function loggablePath(path: string): string {
  return path
    .split('/')
    .map((segment) => {
      if (EMAIL_SEGMENT.test(segment)) return '<email>';
      if (PHONE_SEGMENT.test(segment) && (segment.match(/\d/g)?.length ?? 0) >= 9) return '<number>';
      return segment;
    })
    .join('/');
}
