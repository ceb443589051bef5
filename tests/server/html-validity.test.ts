// Every main page of the production build, served with the real embedded API, through the Nu HTML
// Checker (vnu.jar, a Java program): one checker run over all pages, and no page may have an error
// (warnings and info messages are allowed). KEEP_HTML=1 keeps the fetched pages in the temp dir.
import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { airports, parkings } from '../../backend/db/schema';
import { addAboutPage, call, customer, daysFromNow, orderThroughApi, parkingLine } from '../backend/harness';
import { serverWithRealBackend } from '../setup/real-backend';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const VNU_JAR = path.join(ROOT, 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');
const NO_JAVA =
  'The HTML validity test runs the Nu HTML Checker, a Java program, and `java` is not on PATH: install a Java ' +
  'runtime (Debian/Ubuntu: apt-get install default-jre-headless — .ci/run does this when it is missing).';

const setup = serverWithRealBackend();

interface PageCase {
  name: string;
  path: string;
  status: number;
  init?: RequestInit;
}

const VnuMessageSchema = z.object({
  type: z.string(),
  subType: z.string().optional(),
  url: z.string().optional(),
  lastLine: z.number().optional(),
  firstColumn: z.number().optional(),
  message: z.string(),
  extract: z.string().optional(),
});
const VnuReportSchema = z.object({ messages: z.array(VnuMessageSchema) });
type VnuMessage = z.output<typeof VnuMessageSchema>;

const OrderSchema = z.object({ orderId: z.string(), orderNumber: z.string(), paymentUrl: z.string() });
const PostsSchema = z.object({ docs: z.array(z.object({ slug: z.string() })).min(1) });

/** A page with a known error, checked in the same run: proves the checker ran and its report is read. */
const CANARY = {
  name: 'canary',
  html: '<!DOCTYPE html><html lang="pl"><head><title>Próba</title></head><body><p><s aria-label="Cena">10 zł</s></p></body></html>',
};

const stay = { arrivalAt: daysFromNow(10), departureAt: daysFromNow(24) };
const stayQuery = new URLSearchParams(stay).toString();

let dir: string;
let cases: PageCase[] = [];
/** Each page's checker messages, by page name. */
const messagesByPage = new Map<string, VnuMessage[]>();

/** A Warszawa-Chopin car park with a discount a 14-day stay earns: its checkout shows a struck-through price. */
async function discountedWarsawParking() {
  const db = setup.db();
  const [waw] = await db.select().from(airports).where(eq(airports.code, 'WAW'));
  const rows = await db
    .select()
    .from(parkings)
    .where(and(eq(parkings.airportId, waw.id), eq(parkings.active, true)))
    .orderBy(parkings.id);
  const parking = rows.find((row) => row.discounts.some((discount) => discount.minDays <= 14));
  if (!parking) throw new Error('The seed has no discounted car park at Warszawa-Chopin');
  return parking;
}

async function mainPages(): Promise<PageCase[]> {
  const parking = await discountedWarsawParking();
  const placed = await orderThroughApi(setup.real, [parkingLine(parking.id, stay)]);
  expect(placed.status, placed.text).toBe(201);
  const order = OrderSchema.parse(placed.body);
  const post = PostsSchema.parse((await call(setup.real, '/api/posts?where[status][equals]=published&limit=1')).body)
    .docs[0];
  const checkout = new URLSearchParams({ parkingId: String(parking.id), ...stay });
  const booking = `/moja-rezerwacja/${order.orderNumber}/`;
  const manageCookie = await bookingCookie(order.orderNumber);
  return [
    { name: 'home', path: '/', status: 200 },
    { name: 'listing', path: `/parking-lotnisko-warszawa-chopin/?${stayQuery}`, status: 200 },
    { name: 'parking-detail', path: `/parking-lotnisko-warszawa-chopin/${parking.slug}/?${stayQuery}`, status: 200 },
    { name: 'checkout', path: `/rezerwacja/?${checkout}`, status: 200 },
    { name: 'payment-status', path: `/platnosc/?${new URLSearchParams({ orderId: order.orderId })}`, status: 200 },
    { name: 'payment-success', path: '/platnosc/sukces/', status: 200 },
    { name: 'payment-failure', path: '/platnosc/niepowodzenie/', status: 200 },
    { name: 'sandbox-payment', path: new URL(order.paymentUrl).pathname, status: 200 },
    { name: 'blog', path: '/blog/', status: 200 },
    { name: 'blog-post', path: `/blog/${post.slug}/`, status: 200 },
    { name: 'faq', path: '/faq/', status: 200 },
    { name: 'how-it-works', path: '/jak-to-dziala/', status: 200 },
    { name: 'contact', path: '/kontakt/', status: 200 },
    { name: 'add-parking', path: '/dodaj-parking/', status: 200 },
    {
      name: 'add-parking-invalid',
      path: '/dodaj-parking/',
      status: 400,
      init: {
        method: 'POST',
        body: new URLSearchParams({ companyName: 'Parking Pod Skrzydłami', email: 'ewa(at)example', spaces: '0' }),
      },
    },
    { name: 'add-parking-sent', path: '/dodaj-parking/?wyslano=1', status: 200 },
    { name: 'terms', path: '/regulamin/', status: 200 },
    { name: 'privacy', path: '/polityka-prywatnosci/', status: 200 },
    { name: 'cms-page', path: '/o-nas/', status: 200 },
    { name: 'not-found', path: '/nie-ma-takiej-strony/', status: 404 },
    { name: 'manage-lookup', path: '/moja-rezerwacja/', status: 200 },
    {
      name: 'manage-lookup-invalid',
      path: '/moja-rezerwacja/',
      status: 400,
      init: { method: 'POST', body: new URLSearchParams({ reference: 'PK-1', email: 'anna(at)example' }) },
    },
    { name: 'manage-no-access', path: booking, status: 403 },
    { name: 'manage-booking', path: booking, status: 200, init: { headers: { Cookie: manageCookie } } },
    { name: 'manage-change', path: `${booking}zmien/`, status: 200, init: { headers: { Cookie: manageCookie } } },
    { name: 'manage-cancel', path: `${booking}anuluj/`, status: 200, init: { headers: { Cookie: manageCookie } } },
  ];
}

/** The manage cookie "Znajdź rezerwację" sets for a booking (what the browser sends its pages). */
async function bookingCookie(reference: string): Promise<string> {
  const response = await fetch(`${setup.server.url}/moja-rezerwacja/`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ reference, email: customer.email }),
  });
  expect(response.status).toBe(303);
  return (response.headers.getSetCookie()[0] ?? '').split(';', 1)[0];
}

/** Runs vnu.jar once over every file; its JSON report goes to stdout (exit 0 even with errors). */
async function runChecker(files: string[]): Promise<VnuMessage[]> {
  const { stdout } = await promisify(execFile)(
    'java',
    ['-jar', VNU_JAR, '--format', 'json', '--stdout', '--exit-zero-always', ...files],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return VnuReportSchema.parse(JSON.parse(stdout)).messages;
}

beforeAll(async () => {
  if (spawnSync('java', ['-version']).error) throw new Error(NO_JAVA);
  // A CMS page that no route of its own claims: the catch-all shows it.
  await addAboutPage(setup.real, { paragraph: 'Parkolot porównuje parkingi przy lotniskach.' });
  cases = await mainPages();
  dir = await mkdtemp(path.join(tmpdir(), 'parkolot-html-'));
  const files = [path.join(dir, `${CANARY.name}.html`)];
  await writeFile(files[0], CANARY.html);
  for (const page of cases) {
    const response = await fetch(`${setup.server.url}${page.path}`, { redirect: 'manual', ...page.init });
    const html = await response.text();
    expect(response.status, `${page.name} ${page.path}`).toBe(page.status);
    expect(response.headers.get('content-type'), page.name).toContain('text/html');
    const file = path.join(dir, `${page.name}.html`);
    await writeFile(file, html);
    files.push(file);
  }
  for (const message of await runChecker(files)) {
    const name = message.url ? path.basename(new URL(message.url).pathname, '.html') : 'unknown';
    messagesByPage.set(name, [...(messagesByPage.get(name) ?? []), message]);
  }
}, 180_000);

afterAll(async () => {
  if (dir && !process.env.KEEP_HTML) await rm(dir, { recursive: true, force: true });
});

const isError = (message: VnuMessage) => message.type === 'error' || message.type === 'non-document-error';
const describeMessage = (page: string, m: VnuMessage) =>
  `${page}:${m.lastLine ?? '?'}:${m.firstColumn ?? '?'} ${m.message}\n    ${(m.extract ?? '').replace(/\s+/g, ' ')}`;

describe('HTML validity (Nu HTML Checker)', () => {
  it('checks every main page, and reports nothing it could not place', () => {
    expect(cases.length).toBeGreaterThanOrEqual(20);
    const canary = (messagesByPage.get(CANARY.name) ?? []).filter(isError);
    expect(canary.map((m) => m.message).join('\n')).toContain('aria-label');
    const unplaced = messagesByPage.get('unknown') ?? [];
    expect(unplaced.map((m) => describeMessage('unknown', m))).toEqual([]);
  });

  it('the checkout shows its discounted price struck through (the markup that once carried aria-label on <s>)', async () => {
    const checkout = cases.find((page) => page.name === 'checkout');
    const html = await (await fetch(`${setup.server.url}${checkout?.path ?? ''}`)).text();
    expect(html).toMatch(/<span class="sr-only">Cena przed rabatem: <\/span><s [^>]*>/);
  });

  it.each([
    'home',
    'listing',
    'parking-detail',
    'checkout',
    'payment-status',
    'payment-success',
    'payment-failure',
    'sandbox-payment',
    'blog',
    'blog-post',
    'faq',
    'how-it-works',
    'contact',
    'add-parking',
    'add-parking-invalid',
    'add-parking-sent',
    'terms',
    'privacy',
    'cms-page',
    'not-found',
    'manage-lookup',
    'manage-lookup-invalid',
    'manage-no-access',
    'manage-booking',
    'manage-change',
    'manage-cancel',
  ])('%s has no HTML errors', (name) => {
    expect(cases.map((page) => page.name)).toContain(name);
    const errors = (messagesByPage.get(name) ?? []).filter(isError);
    expect(
      errors.map((m) => describeMessage(name, m)),
      `${name}: ${errors.length} HTML error(s)`,
    ).toEqual([]);
  });
});
