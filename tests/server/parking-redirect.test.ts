// `/parking/` over HTTP: the results link target and the no-JS search form's action (spec §2).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysToKey, dateKey, nextFullHour, parseIsoDateTime, toIsoWithOffset } from '../../core/warsaw-time';
import { createFakeBackend, startTestServer, type TestServer } from '../setup/server-harness';

let server: TestServer;
const get = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** A Warsaw day `days` from today, so the dates stay in the future whenever the test runs. */
const dayFromToday = (days: number) => addDaysToKey(dateKey(new Date()), days);

async function redirectOf(path: string) {
  const response = await get(path);
  expect(response.status).toBe(302);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const location = response.headers.get('location') ?? '';
  const url = new URL(location, server.url);
  expect(url.origin).toBe(new URL(server.url).origin);
  return { location, url, params: url.searchParams };
}

describe('/parking/ redirects to the airport listing', () => {
  it('an airport code with ISO dates keeps the dates as they are', async () => {
    const arrivalAt = `${dayFromToday(10)}T08:30:00+01:00`;
    const departureAt = `${dayFromToday(14)}T19:00:00+01:00`;
    const { url, params } = await redirectOf(
      `/parking/?airport=KRK&arrivalAt=${encodeURIComponent(arrivalAt)}&departureAt=${encodeURIComponent(departureAt)}`,
    );
    expect(url.pathname).toBe('/parking-lotnisko-krakow-balice/');
    expect(parseIsoDateTime(params.get('arrivalAt'))?.getTime()).toBe(Date.parse(arrivalAt));
    expect(parseIsoDateTime(params.get('departureAt'))?.getTime()).toBe(Date.parse(departureAt));
  });

  it.each([
    ['WAW', '/parking-lotnisko-warszawa-chopin/'],
    ['gdn', '/parking-lotnisko-gdansk/'],
    ['krakow-balice', '/parking-lotnisko-krakow-balice/'],
    ['parking-lotnisko-wroclaw', '/parking-lotnisko-wroclaw/'],
  ])('finds the airport %s', async (airport, pathname) => {
    const { url } = await redirectOf(`/parking/?airport=${airport}`);
    expect(url.pathname).toBe(pathname);
  });

  it('takes the native form fields (the no-JS search form)', async () => {
    const form = new URLSearchParams({
      airport: 'WMI',
      arrivalDate: dayFromToday(3),
      arrivalTime: '06:30',
      departureDate: dayFromToday(5),
      departureTime: '22:00',
    });
    const { url, params } = await redirectOf(`/parking/?${form}`);
    expect(url.pathname).toBe('/parking-lotnisko-warszawa-modlin/');
    const arrival = parseIsoDateTime(params.get('arrivalAt'));
    const departure = parseIsoDateTime(params.get('departureAt'));
    expect(arrival && [dateKey(arrival), toIsoWithOffset(arrival).slice(11, 16)]).toEqual([dayFromToday(3), '06:30']);
    expect(departure && [dateKey(departure), toIsoWithOffset(departure).slice(11, 16)]).toEqual([
      dayFromToday(5),
      '22:00',
    ]);
    // The raw form fields are consumed, not carried on.
    expect([...params.keys()].sort()).toEqual(['arrivalAt', 'departureAt']);
  });

  it('keeps every other query parameter', async () => {
    const { params } = await redirectOf(
      `/parking/?airport=WAW&filters=${encodeURIComponent('["a","b"]')}&sort=distance&page=2`,
    );
    expect(params.get('filters')).toBe('["a","b"]');
    expect(params.get('sort')).toBe('distance');
    expect(params.get('page')).toBe('2');
    expect(params.get('airport')).toBeNull();
  });

  it('without parameters: WAW, the next full hour and 7 days later', async () => {
    const before = nextFullHour(new Date()).getTime();
    const { url, params } = await redirectOf('/parking/');
    expect(url.pathname).toBe('/parking-lotnisko-warszawa-chopin/');
    const arrival = parseIsoDateTime(params.get('arrivalAt'));
    const departure = parseIsoDateTime(params.get('departureAt'));
    expect(arrival?.getTime()).toBeGreaterThanOrEqual(before);
    expect(arrival && dateKey(arrival) <= dayFromToday(1)).toBe(true);
    expect(departure && arrival && dateKey(departure)).toBe(arrival && addDaysToKey(dateKey(arrival), 7));
  });

  it('/parking without the slash first gets the trailing slash, keeping the query', async () => {
    const response = await get('/parking?airport=KRK');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/parking/?airport=KRK');
  });
});

describe('/parking/ with garbage never fails', () => {
  it.each(['XXX', '', '<script>alert(1)</script>', '../../etc/passwd', '%00', 'a'.repeat(2000)])(
    'an unknown airport %s goes to the default WAW listing',
    async (airport) => {
      const { url } = await redirectOf(`/parking/?airport=${encodeURIComponent(airport)}`);
      expect(url.pathname).toBe('/parking-lotnisko-warszawa-chopin/');
    },
  );

  it.each([
    'arrivalAt=jutro&departureAt=pojutrze',
    'arrivalAt=2026-02-30T12:00:00Z&departureAt=9999',
    'arrivalDate=2026-13-45&arrivalTime=99:99&departureDate=x',
    'arrivalAt=2001-01-01T12:00:00Z&departureAt=2001-01-08T12:00:00Z',
    'arrivalDate=&departureDate=&arrivalTime=&departureTime=',
  ])('bad or past dates (%s) become the corrected defaults', async (query) => {
    const before = nextFullHour(new Date()).getTime();
    const { params } = await redirectOf(`/parking/?airport=KRK&${query}`);
    const arrival = parseIsoDateTime(params.get('arrivalAt'));
    const departure = parseIsoDateTime(params.get('departureAt'));
    expect(arrival?.getTime()).toBeGreaterThanOrEqual(before);
    expect(departure && arrival && departure.getTime() > arrival.getTime()).toBe(true);
  });

  it('a departure before the arrival becomes arrival + 7 days', async () => {
    const form = new URLSearchParams({ arrivalDate: dayFromToday(10), departureDate: dayFromToday(4) });
    const { params } = await redirectOf(`/parking/?${form}`);
    const departure = parseIsoDateTime(params.get('departureAt'));
    expect(departure && dateKey(departure)).toBe(dayFromToday(17));
  });

  it('a repeated airport parameter uses the first', async () => {
    const { url } = await redirectOf('/parking/?airport=GDN&airport=KRK');
    expect(url.pathname).toBe('/parking-lotnisko-gdansk/');
  });

  it('answers loader data requests with a Remix redirect', async () => {
    const response = await get('/parking/?airport=KRK&_data=routes%2Fparking');
    expect(response.status).toBe(204);
    expect(response.headers.get('x-remix-redirect')).toMatch(/^\/parking-lotnisko-krakow-balice\/\?arrivalAt=/);
  });
});

describe('/parking/ when the API cannot name the airports', () => {
  it('answers 404 (not 500) when no airport exists', async () => {
    const empty = await startTestServer({ backend: createFakeBackend().backend });
    try {
      const response = await fetch(`${empty.url}/parking/?airport=WAW`, { redirect: 'manual' });
      expect(response.status).toBe(404);
    } finally {
      await empty.close();
    }
  });
});
