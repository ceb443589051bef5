// Limits that cannot be walked around (issue 12): a promo code counts wherever it is priced (the URL,
// a re-quote, 'Zastosuj', the API's offers), proposals count through the page and the API together,
// and an IPv6 client is its /64. Clients are told apart by X-Forwarded-For (TRUST_PROXY=true).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Backend } from '../../backend/index';
import { parkingLine, startBackend } from '../backend/harness';
import { startTestServer, type TestServer } from '../setup/server-harness';
import { stayAhead } from './booking';

let real: Backend;
let server: TestServer;
const PROMO_PER_HOUR = 3;

beforeAll(async () => {
  real = await startBackend();
  server = await startTestServer({
    backend: real,
    env: {
      RATE_LIMITS: 'on',
      TRUST_PROXY: 'true',
      RATE_LIMIT_PROMO_PER_HOUR: String(PROMO_PER_HOUR),
      RATE_LIMIT_PROPOSALS_PER_HOUR: '1',
      RATE_LIMIT_CHECKOUT_PER_MINUTE: '1000',
      RATE_LIMIT_API_WRITES_PER_MINUTE: '1000',
      RATE_LIMIT_PAGES_PER_MINUTE: '1000',
    },
  });
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const stay = stayAhead(20, 3);
const as = (client: string) => ({ 'x-forwarded-for': client });

/** A checkout post as the page sends it (intent=quote re-prices with the applied `promoCode`). */
const checkoutPost = (client: string, fields: Record<string, string>) =>
  fetch(`${server.url}/rezerwacja/?parkingId=1&_data=routes/rezerwacja`, {
    method: 'POST',
    headers: { ...as(client), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ parkingId: '1', ...stay, 'licensePlates[0]': 'WA 12345', ...fields }),
  });
const apiOffer = (client: string, promoCode: string) =>
  fetch(`${server.url}/api/v1/offers`, {
    method: 'POST',
    headers: { ...as(client), 'content-type': 'application/json' },
    body: JSON.stringify({ offerLines: [parkingLine(1, stay)], promoCode }),
  });

const PageQuoteSchema = z.object({
  quote: z.object({ status: z.literal('ok'), quote: z.object({ promo: z.object({ code: z.string() }).nullable() }) }),
});

describe('promo codes: one limit for every path that prices a code', () => {
  it("a re-quote (intent=quote) carrying a new code counts, and so does the API's POST /offers: together they hit one limit", async () => {
    const client = '203.0.113.10';
    expect((await checkoutPost(client, { intent: 'quote', promoCode: 'zgadnij1' })).status).toBe(422);
    expect((await apiOffer(client, 'zgadnij2')).status).toBe(422);
    expect((await checkoutPost(client, { intent: 'promo-apply', promoInput: 'zgadnij3' })).status).toBe(422);
    const quote = await checkoutPost(client, { intent: 'quote', promoCode: 'zgadnij4' });
    expect(quote.status).toBe(429);
    expect(await quote.text()).toContain('Zbyt wiele prób kodu rabatowego');
    const api = await apiOffer(client, 'zima10');
    expect(api.status).toBe(429);
    expect(Number(api.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await api.json()).toMatchObject({
      errors: [{ message: 'Zbyt wiele prób kodu rabatowego. Spróbuj ponownie później.', code: 'RATE_LIMITED' }],
    });
    // The order itself prices its code too.
    expect((await checkoutPost(client, { intent: 'submit', promoCode: 'zgadnij5' })).status).toBe(429);
  });

  it('re-pricing a code already allowed is free (an applied code travels with every re-quote); a code first refused stays refused', async () => {
    const client = '203.0.113.11';
    expect((await checkoutPost(client, { intent: 'promo-apply', promoInput: 'ZIMA10' })).status).toBe(200);
    for (let i = 0; i < 8; i++)
      expect((await checkoutPost(client, { intent: 'quote', promoCode: 'zima10' })).status).toBe(200);
    expect((await apiOffer(client, 'zima10')).status).toBe(201);
    expect((await apiOffer(client, 'zgadnij1')).status).toBe(422);
    expect((await apiOffer(client, 'zgadnij2')).status).toBe(422);
    expect((await apiOffer(client, 'test100')).status).toBe(429);
    expect((await apiOffer(client, 'test100')).status).toBe(429);
    expect((await checkoutPost(client, { intent: 'quote', promoCode: 'zima10' })).status).toBe(200);
  });

  it('a code in the checkout URL counts; over the limit the page is priced without it', async () => {
    const client = '203.0.113.12';
    const page = async (code: string) => {
      const query = new URLSearchParams({ parkingId: '1', ...stay, promoCode: code, _data: 'routes/rezerwacja' });
      const response = await fetch(`${server.url}/rezerwacja/?${query}`, { headers: as(client) });
      expect(response.status).toBe(200);
      return PageQuoteSchema.parse(await response.json()).quote.quote.promo?.code.toLowerCase() ?? null;
    };
    expect(await page('zima10')).toBe('zima10');
    expect((await apiOffer(client, 'zgadnij1')).status).toBe(422);
    expect((await apiOffer(client, 'zgadnij2')).status).toBe(422);
    expect(await page('test100')).toBeNull();
    expect(await page('zima10')).toBe('zima10');
  });

  it('an IPv6 client is its /64: rotating addresses inside it does not reset the count, another /64 is another client', async () => {
    for (const [i, address] of [
      '2001:db8:aa:1::1',
      '2001:db8:aa:1::2',
      '2001:db8:aa:1:ffff:ffff:ffff:fffe',
    ].entries()) {
      expect((await apiOffer(address, `zgadnij${i}`)).status).toBe(422);
    }
    expect((await apiOffer('2001:db8:aa:1:1234::9', 'zgadnij9')).status).toBe(429);
    expect((await apiOffer('2001:db8:aa:2::1', 'zgadnij9')).status).toBe(422);
  });
});

describe('no spelling of a path walks around a limit', () => {
  it("an encoded or upper-case path, or a body with a byte-order mark, still counts the promo code and sets the client's tag", async () => {
    const client = '203.0.113.30';
    const post = (path: string, body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { ...as(client), 'content-type': 'application/json', ...headers },
        body,
      });
    const offer = (code: string) => JSON.stringify({ offerLines: [parkingLine(1, stay)], promoCode: code });
    const bom = (text: string): Uint8Array<ArrayBuffer> =>
      new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]);
    expect((await post('/api/v1/%6Fffers', offer('zgadnij1'))).status).toBe(422);
    expect((await post('/%61pi/v1/offers', offer('zgadnij2'))).status).toBe(422);
    expect((await post('/api/v1/offers', bom(offer('zgadnij3')))).status).toBe(422);
    for (const path of ['/api/v1/offers', '/api/v1/%6Fffers', '//api//v1/offers']) {
      expect((await post(path, bom(offer('zima10')))).status, path).toBe(429);
    }
  });

  it('the proposal form under another spelling (upper case, encoded) counts as the proposal form', async () => {
    const client = '203.0.113.31';
    const propose = (path: string) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { ...as(client), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ companyName: 'x' }),
      });
    expect((await propose('/dodaj-parking/')).status).toBe(400);
    expect((await propose('/DODAJ-PARKING/')).status).toBe(429);
    expect((await propose('/dodaj%2Dparking/')).status).toBe(429);
    expect(
      (
        await fetch(`${server.url}/api/v1/parking%2Dproposals`, {
          method: 'POST',
          headers: { ...as(client), 'content-type': 'application/json' },
          body: '{}',
        })
      ).status,
    ).toBe(429);
  });

  it('behind the proxy (TRUST_PROXY=true: one hop) the client is the address the proxy saw, not one the client wrote first', async () => {
    for (let i = 0; i < PROMO_PER_HOUR; i++) {
      expect((await apiOffer(`198.51.100.${i + 1}, 203.0.113.40`, `zgadnij${i}`)).status).toBe(422);
    }
    expect((await apiOffer('198.51.100.99, 203.0.113.40', 'zgadnij99')).status).toBe(429);
  });
});

describe('car-park proposals: the page and the API count together', () => {
  const proposal = {
    companyName: 'Parking Testowy',
    contactPerson: 'Jan Nowak',
    email: 'jan@example.pl',
    phone: '600100200',
    city: 'Gdańsk',
    airport: 'GDN',
    message: '',
  };

  it('after a proposal through /dodaj-parking/, the API route is limited too', async () => {
    const client = '203.0.113.20';
    const page = await fetch(`${server.url}/dodaj-parking/`, {
      method: 'POST',
      redirect: 'manual',
      headers: { ...as(client), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ companyName: 'x' }),
    });
    expect(page.status).toBe(400);
    const api = await fetch(`${server.url}/api/v1/parking-proposals`, {
      method: 'POST',
      headers: { ...as(client), 'content-type': 'application/json' },
      body: JSON.stringify(proposal),
    });
    expect(api.status).toBe(429);
  });

  it('and the other way round', async () => {
    const client = '203.0.113.21';
    const api = await fetch(`${server.url}/api/v1/parking-proposals`, {
      method: 'POST',
      headers: { ...as(client), 'content-type': 'application/json' },
      body: JSON.stringify({}),
    });
    expect(api.status).toBe(400);
    const page = await fetch(`${server.url}/dodaj-parking/`, {
      method: 'POST',
      redirect: 'manual',
      headers: { ...as(client), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ companyName: 'x' }),
    });
    expect(page.status).toBe(429);
  });
});

describe('the client the API sees', () => {
  it('a caller cannot choose its own X-Parkolot-Client: the edge replaces it', async () => {
    const seen: (string | null)[] = [];
    const spy = await startTestServer({
      backend: {
        fetch: async (request) => {
          seen.push(request.headers.get('x-parkolot-client'));
          return real.fetch(request);
        },
        isReady: () => real.isReady(),
        close: async () => {},
      },
      env: { TRUST_PROXY: 'true' },
    });
    try {
      await fetch(`${spy.url}/api/airports?limit=1`, {
        headers: { ...as('198.51.100.7'), 'x-parkolot-client': 'someone-else' },
      });
      await fetch(`${spy.url}/api/airports?limit=1`, { headers: as('198.51.100.7') });
      await fetch(`${spy.url}/api/airports?limit=1`, { headers: as('198.51.100.8') });
      // A page's own API calls carry the traveller's tag too.
      await fetch(`${spy.url}/rezerwacja/?parkingId=1&_data=routes/rezerwacja`, { headers: as('198.51.100.7') });
      expect(seen.length).toBeGreaterThan(3);
      expect(seen[0]).not.toBe('someone-else');
      expect(seen[0]).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(seen[1]).toBe(seen[0]);
      expect(seen[2]).not.toBe(seen[0]);
      expect(seen.slice(3).every((tag) => tag === seen[0])).toBe(true);
    } finally {
      await spy.close();
    }
  });
});
