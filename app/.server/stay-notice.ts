import { createCookie } from '@remix-run/node';
import { z } from 'zod';
import { cookieOptions, type CookieSite, readCookie } from '~/.server/cookies';
import { type Stay, STAY_CORRECTIONS, type StayCorrection, stayToParams } from '~/lib/search-state';

/*
 * Why the listing shows another stay than the address it was opened at (an old link: an arrival already
 * past, a departure before the arrival…). The listing redirects such an address to the corrected stay
 * (spec §4/§5); this one-minute cookie, scoped to that airport's listing and HttpOnly, tells the page the
 * redirect lands on, which then says so once. A cookie rather than a query parameter: the corrected
 * address stays the canonical, shareable one.
 */
const noticeCookie = createCookie('parkolot_termin');
const NOTICE_MAX_AGE_SECONDS = 60;

const NoticeSchema = z.object({
  correction: z.enum(STAY_CORRECTIONS),
  arrivalAt: z.string().max(40),
  departureAt: z.string().max(40),
});
type StayNotice = z.infer<typeof NoticeSchema>;

/** Set on the redirect to the corrected stay. */
export function setStayNotice(site: CookieSite, path: string, correction: StayCorrection, stay: Stay): Promise<string> {
  const notice: StayNotice = { correction, ...stayToParams(stay) };
  return noticeCookie.serialize(notice, { ...cookieOptions(site, path), maxAge: NOTICE_MAX_AGE_SECONDS });
}

/** The correction to tell about, when the request carries one for exactly the stay the page shows. */
export async function readStayNotice(request: Request, stay: Stay): Promise<StayCorrection | null> {
  const parsed = NoticeSchema.safeParse(await readCookie(noticeCookie, request));
  if (!parsed.success) return null;
  const shown = stayToParams(stay);
  const same = parsed.data.arrivalAt === shown.arrivalAt && parsed.data.departureAt === shown.departureAt;
  return same ? parsed.data.correction : null;
}

/** Sent with the page that told it: the notice shows once. */
export function clearStayNotice(site: CookieSite, path: string): Promise<string> {
  return noticeCookie.serialize('', { ...cookieOptions(site, path), maxAge: 0 });
}
