import { describe, expect, it } from 'vitest';
import { createApiClient } from '~/.server/api';
import { API_BASE, recordRequests, useMswServer } from '../msw/server';

useMswServer();

const client = () => createApiClient({ baseUrl: API_BASE, cache: false, retryBaseMs: 1 });

/** The one request made, as a URL. */
function onlyUrl(requests: Request[]): URL {
  expect(requests).toHaveLength(1);
  return new URL(requests[0].url);
}

describe('content calls: query strings', () => {
  it('getAirports asks for page 1, limit 100, depth 2', async () => {
    const requests = recordRequests();
    await client().getAirports();
    const url = onlyUrl(requests);
    expect(url.pathname).toBe('/api/airports');
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: '1', limit: '100', depth: '2' });
  });

  it('getHomePage reads the home-page global without a query', async () => {
    const requests = recordRequests();
    await client().getHomePage();
    const url = new URL(requests[0].url);
    expect(url.pathname).toBe('/api/globals/home-page');
    expect(url.search).toBe('');
  });

  it('getParkings pages the parking collection (page 1, limit 10 by default)', async () => {
    const requests = recordRequests();
    const result = await client().getParkings();
    const url = onlyUrl(requests);
    expect(url.pathname).toBe('/api/parking');
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: '1', limit: '10' });
    expect(result.docs.map((p) => p.slug)).toEqual(['okecie-park', 'balice-parking']);
    expect(result).toMatchObject({ totalDocs: 2, page: 1, hasNextPage: false });
  });

  it('getParkingBySlug filters by slug, limit 1, depth 2, and strips trailing slashes', async () => {
    const requests = recordRequests();
    const parking = await client().getParkingBySlug('okecie-park/');
    const url = onlyUrl(requests);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'where[slug][equals]': 'okecie-park',
      limit: '1',
      depth: '2',
    });
    expect(parking?.name).toBe('Okęcie Park');
  });

  it('getParkingById filters by id; an unknown id gives null', async () => {
    const requests = recordRequests();
    expect((await client().getParkingById(10))?.slug).toBe('okecie-park');
    expect(await client().getParkingById(999)).toBeNull();
    expect(new URL(requests[0].url).searchParams.get('where[id][equals]')).toBe('10');
    expect(new URL(requests[0].url).searchParams.get('limit')).toBe('1');
    expect(new URL(requests[0].url).searchParams.get('depth')).toBe('2');
  });

  it('getLatestPosts asks for published posts by -publishedAt, limit 3', async () => {
    const requests = recordRequests();
    const posts = await client().getLatestPosts();
    expect(Object.fromEntries(onlyUrl(requests).searchParams)).toEqual({
      'where[status][equals]': 'published',
      limit: '3',
      sort: '-publishedAt',
    });
    expect(posts.map((p) => p.slug)).toEqual(['jak-tanio-zaparkowac']);
  });

  it('getPosts asks for published posts, limit 100, sort -publishDate, depth 2', async () => {
    const requests = recordRequests();
    await client().getPosts();
    expect(Object.fromEntries(onlyUrl(requests).searchParams)).toEqual({
      'where[status][equals]': 'published',
      limit: '100',
      sort: '-publishDate',
      depth: '2',
    });
  });

  it('getPostBySlug asks for slug and published status; a draft or unknown slug gives null', async () => {
    const requests = recordRequests();
    const post = await client().getPostBySlug('jak-tanio-zaparkowac//');
    expect(Object.fromEntries(onlyUrl(requests).searchParams)).toEqual({
      'where[slug][equals]': 'jak-tanio-zaparkowac',
      'where[status][equals]': 'published',
      limit: '1',
      depth: '2',
    });
    expect(post).toMatchObject({
      title: 'Jak tanio zaparkować przy lotnisku',
      author: 'Redakcja Parkolot',
      publishDate: '2025-04-01T09:00:00.000Z',
      featuredImage: { url: '/images/blog/parking.jpg', alt: 'Parking' },
    });
    expect(post?.content?.root.children).toHaveLength(1);
    expect(await client().getPostBySlug('szkic')).toBeNull();
  });

  it('getLatestReviews asks for 9 by -reviewDate at depth 1', async () => {
    const requests = recordRequests();
    await client().getLatestReviews();
    expect(Object.fromEntries(onlyUrl(requests).searchParams)).toEqual({
      limit: '9',
      sort: '-reviewDate',
      depth: '1',
    });
  });

  it('getParkingReviews filters by parking, sorted by -reviewDate at depth 1', async () => {
    const requests = recordRequests();
    const reviews = await client().getParkingReviews(10);
    const params = onlyUrl(requests).searchParams;
    expect(params.get('where[parking][equals]')).toBe('10');
    expect(params.get('sort')).toBe('-reviewDate');
    expect(params.get('depth')).toBe('1');
    expect(reviews.map((r) => r.reviewerName)).toEqual(['Anna K.']);
  });

  it.each([
    ['getServiceTypes', '/api/service-types', 'Parking strzeżony'],
    ['getBookingOptions', '/api/booking-options', 'Faktura dostępna'],
    ['getSecurityFeatures', '/api/security-features', 'Ogrodzenie'],
  ] as const)('%s reads %s as {id, name} options', async (method, path, name) => {
    const requests = recordRequests();
    const options = await client()[method]();
    expect(onlyUrl(requests).pathname).toBe(path);
    expect(options).toContainEqual({ id: expect.any(Number), name });
    expect(Object.keys(options[0]).sort()).toEqual(['id', 'name']);
  });

  it('getPages asks for depth 2 in Polish', async () => {
    const requests = recordRequests();
    const pages = await client().getPages();
    const params = onlyUrl(requests).searchParams;
    expect(params.get('depth')).toBe('2');
    expect(params.get('locale')).toBe('pl');
    expect(pages.map((p) => p.slug)).toEqual(['regulamin', 'kontakt']);
  });

  it('getPageBySlug finds a page by slug, or null', async () => {
    const requests = recordRequests();
    const page = await client().getPageBySlug('regulamin/');
    expect(new URL(requests[0].url).searchParams.get('where[slug][equals]')).toBe('regulamin');
    expect(page).toMatchObject({ slug: 'regulamin', title: 'Regulamin' });
    expect(await client().getPageBySlug('nie-ma-takiej')).toBeNull();
  });
});

describe('content calls: tolerant parsing', () => {
  it('normalises airport images given as an object or as a url string', async () => {
    const airports = await client().getAirports();
    expect(airports.map((a) => a.image)).toEqual([
      { url: '/images/airports/waw.jpg', alt: 'Terminal lotniska Chopina' },
      { url: '/images/airports/krk.jpg', alt: '' },
    ]);
    expect(airports[1]).not.toHaveProperty('legacyField');
    expect(airports[1].description).toBeNull();
  });

  it('resolves home-page airports given as ids through the airport list', async () => {
    const home = await client().getHomePage();
    expect(home.heroTitle).toBe('Parkingi przy lotniskach w Polsce');
    expect(home.airports.map((a) => a.code)).toEqual(['WAW', 'KRK']);
  });

  it('reads a fully populated parking', async () => {
    const parking = await client().getParkingBySlug('okecie-park');
    expect(parking).toMatchObject({
      airport: { id: 1, slug: 'warszawa-chopin', name: 'Lotnisko Chopina w Warszawie', code: 'WAW' },
      airportId: 1,
      location: {
        address: 'ul. Żwirki i Wigury 1, Warszawa',
        transferTime: 5,
        distanceFromAirport: 1.5,
        coordinates: { latitude: 52.17, longitude: 20.97 },
      },
      gallery: [
        { url: '/images/parkings/okecie-1.jpg', alt: 'Wjazd' },
        { url: '/images/parkings/okecie-2.jpg', alt: 'Plac' },
      ],
      bookingOptions: [
        { id: 1, name: 'Bezpłatny transfer' },
        { id: 2, name: 'Bezpłatna anulacja' },
      ],
      securityFeatures: [{ id: 1, name: 'Monitoring 24/7' }],
      addons: [{ id: 'ad-waw-okecie-park-myjnia', name: 'Mycie auta', price: { amount: 49, currency: 'PLN' } }],
      rating: { average: 4.62, count: 13 },
      isTopTier: true,
      parkingRegulations: 'https://example.com/regulamin.pdf',
      active: true,
    });
  });

  it('normalises a parking with an airport id, string images and names, text location and no rating', async () => {
    const parking = await client().getParkingBySlug('balice-parking');
    expect(parking).toMatchObject({
      airport: null,
      airportId: 2,
      location: {
        address: 'ul. Kapitana Mieczysława Medweckiego 1, Kraków',
        transferTime: null,
        distanceFromAirport: null,
        coordinates: null,
      },
      // `{ image: 77 }` (an unpopulated upload) is dropped.
      gallery: [
        { url: '/images/parkings/balice-1.jpg', alt: '' },
        { url: '/images/parkings/balice-2.jpg', alt: '' },
      ],
      serviceTypes: [],
      bookingOptions: [{ name: 'Bezpłatny transfer' }, { name: 'Faktura dostępna' }],
      securityFeatures: [{ name: 'Monitoring 24/7' }],
      addons: [{ id: null, name: 'Ładowanie auta elektrycznego', price: null }],
      rating: { average: 0, count: 0 },
      isTopTier: false,
      description: null,
    });
  });

  it('reads reviews whose parking is an object or an id, and a numeric-string rating', async () => {
    const reviews = await client().getLatestReviews();
    expect(reviews).toEqual([
      expect.objectContaining({
        reviewerName: 'Anna K.',
        rating: 5,
        parking: { id: 10, name: 'Okęcie Park', slug: 'okecie-park' },
        parkingId: 10,
      }),
      expect.objectContaining({ reviewerName: 'Piotr W.', rating: 4, parking: null, parkingId: 11 }),
    ]);
  });
});
