import { http, HttpResponse } from 'msw';
import { api, errorResponse, paginate, richText, stamps } from './shared';

/*
 * The content service (Payload-style collections). Documents follow docs/API.md at depth 2; a few
 * deliberately use the variants the specs allow (string images, an airport as an id, names as
 * strings, location as text, no rating) so the client's tolerance is exercised.
 */

export const airportWaw = {
  id: 1,
  code: 'WAW',
  slug: 'warszawa-chopin',
  name: 'Lotnisko Chopina w Warszawie',
  city: 'Warszawa',
  latitude: 52.1657,
  longitude: 20.9671,
  image: { url: '/images/airports/waw.jpg', alt: 'Terminal lotniska Chopina' },
  h1Prefix: 'Parking',
  h1Title: 'Lotnisko Chopina',
  description: richText('Parkingi przy Lotnisku Chopina.'),
  ...stamps,
};

/** An upstream variant: image as a plain url, no description, unknown extra field. */
export const airportKrk = {
  id: 2,
  code: 'KRK',
  slug: 'krakow-balice',
  name: 'Kraków Airport',
  city: 'Kraków',
  latitude: 50.0777,
  longitude: 19.7848,
  image: '/images/airports/krk.jpg',
  h1Prefix: '',
  h1Title: '',
  description: null,
  legacyField: 'ignored',
  ...stamps,
};

export const airports = [airportWaw, airportKrk];

export const serviceTypes = [
  { id: 1, name: 'Parking niestrzeżony', ...stamps },
  { id: 2, name: 'Parking strzeżony', ...stamps },
];
export const bookingOptions = [
  { id: 1, name: 'Bezpłatny transfer', ...stamps },
  { id: 2, name: 'Bezpłatna anulacja', ...stamps },
  { id: 3, name: 'Faktura dostępna', ...stamps },
];
export const securityFeatures = [
  { id: 1, name: 'Monitoring 24/7', ...stamps },
  { id: 2, name: 'Ogrodzenie', ...stamps },
];

export const parkingOkecie = {
  id: 10,
  slug: 'okecie-park',
  name: 'Okęcie Park',
  airport: airportWaw,
  description: richText('Parking 1,5 km od terminalu.'),
  location: {
    address: 'ul. Żwirki i Wigury 1, Warszawa',
    transferTime: 5,
    distanceFromAirport: 1.5,
    coordinates: { latitude: 52.17, longitude: 20.97 },
  },
  gallery: [
    { id: '10-1', image: { url: '/images/parkings/okecie-1.jpg', alt: 'Wjazd' } },
    { id: '10-2', image: { url: '/images/parkings/okecie-2.jpg', alt: 'Plac' } },
  ],
  serviceTypes: [serviceTypes[1]],
  bookingOptions: [bookingOptions[0], bookingOptions[1]],
  securityFeatures: [securityFeatures[0]],
  addons: [
    {
      id: 'ad-waw-okecie-park-myjnia',
      name: 'Mycie auta',
      description: 'Mycie zewnętrzne',
      price: { amount: 49, currency: 'PLN' },
      quantityResolverStrategy: 'PER_VEHICLE',
      guestsThreshold: null,
    },
  ],
  rating: { average: 4.62, count: 13 },
  parkolotRating: 'top',
  parkingRegulations: 'https://example.com/regulamin.pdf',
  active: true,
  capacity: 120,
  ...stamps,
};

/** An upstream variant of a parking, as the spec allows. */
export const parkingBalice = {
  id: 11,
  slug: 'balice-parking',
  name: 'Balice Parking',
  airport: 2,
  description: null,
  location: 'ul. Kapitana Mieczysława Medweckiego 1, Kraków',
  gallery: [{ image: '/images/parkings/balice-1.jpg' }, '/images/parkings/balice-2.jpg', { image: 77 }],
  serviceTypes: [1],
  bookingOptions: ['Bezpłatny transfer', { name: 'Faktura dostępna' }],
  securityFeatures: ['Monitoring 24/7'],
  addons: ['Ładowanie auta elektrycznego'],
  parkolotRating: 'standard',
  parkingRegulations: null,
  active: true,
  ...stamps,
};

export const parkings = [parkingOkecie, parkingBalice];

export const reviews = [
  {
    id: 100,
    parking: { id: 10, name: 'Okęcie Park', slug: 'okecie-park' },
    reviewerName: 'Anna K.',
    reviewDate: '2025-03-02T12:00:00.000Z',
    rating: 5,
    comment: 'Szybki transfer, polecam.',
    ...stamps,
  },
  {
    id: 101,
    parking: 11,
    reviewerName: 'Piotr W.',
    reviewDate: '2025-02-20T08:30:00.000Z',
    rating: '4',
    comment: 'Wszystko w porządku.',
    ...stamps,
  },
];

export const posts = [
  {
    id: 200,
    slug: 'jak-tanio-zaparkowac',
    title: 'Jak tanio zaparkować przy lotnisku',
    excerpt: 'Kilka sposobów na tańszy parking.',
    author: 'Redakcja Parkolot',
    publishDate: '2025-04-01T09:00:00.000Z',
    publishedAt: '2025-04-01T09:00:00.000Z',
    status: 'published',
    featuredImage: { url: '/images/blog/parking.jpg', alt: 'Parking' },
    content: richText('Rezerwuj z wyprzedzeniem.'),
    ...stamps,
  },
  {
    id: 201,
    slug: 'szkic',
    title: 'Szkic',
    excerpt: '',
    author: 'Redakcja Parkolot',
    publishDate: '2025-05-01T09:00:00.000Z',
    publishedAt: '2025-05-01T09:00:00.000Z',
    status: 'draft',
    featuredImage: '/images/blog/draft.jpg',
    content: null,
    ...stamps,
  },
];

export const pages = [
  { id: 300, slug: 'regulamin', title: 'Regulamin', content: richText('§1. Postanowienia ogólne.'), ...stamps },
  { id: 301, slug: 'kontakt', title: 'Kontakt', content: richText('Zadzwoń do nas.'), ...stamps },
];

export const homePage = {
  heroTitle: 'Parkingi przy lotniskach w Polsce',
  heroSubtitle: 'Porównaj ceny i zarezerwuj online',
  // The second airport as an id: an upstream that does not populate the relation.
  airports: [airportWaw, 2],
};

/** A tiny evaluator for the `where[field][equals]` filters the client sends. */
function matchesWhere(doc: Record<string, unknown>, url: URL): boolean {
  for (const [key, value] of url.searchParams) {
    const match = /^where\[([^\]]+)\]\[equals\]$/.exec(key);
    if (!match) continue;
    const field = doc[match[1]];
    const actual = typeof field === 'object' && field !== null && 'id' in field ? field.id : field;
    if (String(actual) !== value) return false;
  }
  return true;
}

function collection(path: string, docs: Record<string, unknown>[]) {
  return http.get(api(path), ({ request }) => {
    const url = new URL(request.url);
    return HttpResponse.json(
      paginate(
        docs.filter((doc) => matchesWhere(doc, url)),
        url,
      ),
    );
  });
}

export const contentHandlers = [
  collection('/api/airports', airports),
  collection('/api/service-types', serviceTypes),
  collection('/api/booking-options', bookingOptions),
  collection('/api/security-features', securityFeatures),
  collection('/api/parking', parkings),
  collection('/api/parking-reviews', reviews),
  collection('/api/posts', posts),
  collection('/api/pages', pages),
  http.get(api('/api/globals/home-page'), () => HttpResponse.json(homePage)),
  http.get(api('/api/:collection'), () => errorResponse(404, 'Nie znaleziono kolekcji.')),
];
