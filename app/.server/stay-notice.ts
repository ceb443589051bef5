import { createCookie } from '@remix-run/node';
import { z } from 'zod';
import { cookieOptions, type CookieSite, readCookie } from '~/.server/cookies';
import { type Stay, STAY_CORRECTIONS, type StayCorrection, stayToParams } from '~/lib/search-state';

/*
 * Why a page shows another stay than the one asked for: the listing (an old link: an arrival already
 * past, a departure before the arrival…; the search form without JS) and a car park's page (its booking
 * form without JS, a time in the hour the clocks skip: decision 0047). The page redirects to the corrected
 * stay (spec §4/§5); this one-minute cookie, HttpOnly and scoped to the page's path, tells the page the
 * redirect lands on, which then says so once. It names that path too: a browser also sends a listing's
 * cookie to the car park pages under it, which must not tell the listing's reason. A cookie rather than a
 * query parameter: the corrected address stays the canonical, shareable one.
 */
const noticeCookie = createCookie('parkolot_termin');
const NOTICE_MAX_AGE_SECONDS = 60;

const NoticeSchema = z.object({
  correction: z.enum(STAY_CORRECTIONS),
  path: z.string().max(300),
  arrivalAt: z.string().max(40),
  departureAt: z.string().max(40),
});
type StayNotice = z.infer<typeof NoticeSchema>;

/** Set on the redirect to the corrected stay. */
export function setStayNotice(site: CookieSite, path: string, correction: StayCorrection, stay: Stay): Promise<string> {
  const notice: StayNotice = { correction, path, ...stayToParams(stay) };
  return noticeCookie.serialize(notice, { ...cookieOptions(site, path), maxAge: NOTICE_MAX_AGE_SECONDS });
}

/** The correction to tell about, when the request carries one for exactly this page and the stay it shows. */
export async function readStayNotice(request: Request, stay: Stay): Promise<StayCorrection | null> {
  const parsed = NoticeSchema.safeParse(await readCookie(noticeCookie, request));
  if (!parsed.success) return null;
  const shown = stayToParams(stay);
  const same =
    parsed.data.path === new URL(request.url).pathname &&
    parsed.data.arrivalAt === shown.arrivalAt &&
    parsed.data.departureAt === shown.departureAt;
  return same ? parsed.data.correction : null;
}

/** Sent with the page that told it: the notice shows once. */
export function clearStayNotice(site: CookieSite, path: string): Promise<string> {
  return noticeCookie.serialize('', { ...cookieOptions(site, path), maxAge: 0 });
}
