import type { SeedData } from '../types';
import { airports } from './airports';
import { bookingOptions, securityFeatures, serviceTypes } from './filters';
import { pages } from './pages';
import { parkingRegulationPages } from './parking-regulations';
import { parkings } from './parkings';
import { posts } from './posts';
import { reviews } from './reviews';

export const seedData: SeedData = {
  serviceTypes: [...serviceTypes],
  bookingOptions: [...bookingOptions],
  securityFeatures: [...securityFeatures],
  airports,
  parkings,
  reviews,
  posts,
  // The site's pages and each car park's own regulations (its `parkingRegulations` link).
  pages: [...pages, ...parkingRegulationPages(parkings)],
  // Codes are stored lower-case and matched case-insensitively; test100 makes a free order for demos.
  promoCodes: [
    { code: 'test100', percent: 100 },
    { code: 'zima10', percent: 10 },
  ],
  homePage: {
    heroTitle: 'Najlepszy parking przy lotnisku w Polsce',
    heroSubtitle:
      'Porównaj ceny sprawdzonych parkingów przy 15 polskich lotniskach, zarezerwuj w dwie minuty i dojedź na terminal bezpłatnym transferem.',
    featuredAirportCodes: ['WAW', 'KRK', 'GDN', 'KTW', 'WRO', 'WMI', 'POZ', 'RZE'],
  },
};
