import { describe, expect, it } from 'vitest';
import { atWarsawTime, dateKey, timeOfDay } from '../../core/warsaw-time';
import { billableDays } from '../../core/stay';
import {
  bookingButtonState,
  canonicalStayLocation,
  detailStayFromParams,
  galleryCounter,
  initialPerDayPage,
  nextReviewsShown,
  pageCount,
  pageItems,
  PER_DAY_PAGE_SIZE,
  perDayHref,
  reviewsShownFromParam,
  stayForDays,
  wrapIndex,
  type BookingButtonInput,
  type QuoteView,
} from '~/lib/parking-detail';
import { hasCoordinates, mapBbox, mapEmbedUrl } from '~/lib/map-links';

const okQuote: QuoteView = {
  status: 'ok',
  total: { amount: 117, currency: 'PLN' },
  perDay: { amount: 39, currency: 'PLN' },
  discount: 0,
  days: 3,
};
const bookable: BookingButtonInput = {
  hasStay: true,
  isLoading: false,
  isActive: true,
  hasUnavailableDay: false,
  quote: okQuote,
};

describe('bookingButtonState (spec §4)', () => {
  it('is a booking link labelled with the total when everything is known', () => {
    expect(bookingButtonState(bookable)).toEqual({
      kind: 'ready',
      label: 'Zarezerwuj za 117,00 PLN',
      mobileLabel: 'Zarezerwuj',
      enabled: true,
    });
  });

  it('formats thousands the Polish way', () => {
    const state = bookingButtonState({
      ...bookable,
      quote: { ...okQuote, total: { amount: 12345.5, currency: 'PLN' } },
    });
    expect(state.label.replace(/\s/g, ' ')).toBe('Zarezerwuj za 12 345,50 PLN');
  });

  it.each<[string, Partial<BookingButtonInput>, string, string]>([
    ['no dates', { hasStay: false }, 'Wybierz daty aby kontynuować', 'Wybierz daty'],
    ['a re-quote running', { isLoading: true }, 'Ładowanie...', 'Ładowanie...'],
    ['an inactive parking', { isActive: false }, 'Parking nieaktywny', 'Nieaktywny'],
    ['an unavailable day in the range', { hasUnavailableDay: true }, 'Termin niedostępny', 'Niedostępny'],
    ['a failed price call', { quote: { status: 'error' } }, 'Błąd', 'Błąd'],
  ])('is disabled with %s', (_, override, label, mobileLabel) => {
    const state = bookingButtonState({ ...bookable, ...override });
    expect(state).toMatchObject({ label, mobileLabel, enabled: false });
  });

  it('checks the states in the spec order', () => {
    const everythingWrong: BookingButtonInput = {
      hasStay: false,
      isLoading: true,
      isActive: false,
      hasUnavailableDay: true,
      quote: { status: 'error' },
    };
    expect(bookingButtonState(everythingWrong).kind).toBe('no-dates');
    expect(bookingButtonState({ ...everythingWrong, hasStay: true }).kind).toBe('loading');
    expect(bookingButtonState({ ...everythingWrong, hasStay: true, isLoading: false }).kind).toBe('inactive');
    expect(bookingButtonState({ ...everythingWrong, hasStay: true, isLoading: false, isActive: true }).kind).toBe(
      'unavailable',
    );
    expect(
      bookingButtonState({
        ...everythingWrong,
        hasStay: true,
        isLoading: false,
        isActive: true,
        hasUnavailableDay: false,
      }).kind,
    ).toBe('error');
  });
});

describe('per-day carousel paging (spec §4, §9)', () => {
  const sixteen = Array.from({ length: 16 }, (_, i) => ({ days: i + 1 }));

  it('splits 16 days into 3 desktop pages of 6 and 6 mobile pages of 3', () => {
    expect(pageCount(16, PER_DAY_PAGE_SIZE.desktop)).toBe(3);
    expect(pageCount(16, PER_DAY_PAGE_SIZE.mobile)).toBe(6);
    expect(pageItems(sixteen, 2, 6).map((d) => d.days)).toEqual([13, 14, 15, 16]);
    expect(pageItems(sixteen, 5, 3).map((d) => d.days)).toEqual([16]);
  });

  it('opens on the page containing day 5', () => {
    expect(initialPerDayPage(sixteen, PER_DAY_PAGE_SIZE.desktop)).toBe(0);
    expect(initialPerDayPage(sixteen, PER_DAY_PAGE_SIZE.mobile)).toBe(1);
    expect(pageItems(sixteen, initialPerDayPage(sixteen, 3), 3).map((d) => d.days)).toEqual([4, 5, 6]);
    expect(initialPerDayPage(sixteen, 2)).toBe(2);
  });

  it('falls back to the first page when day 5 is not listed', () => {
    expect(initialPerDayPage([{ days: 1 }, { days: 2 }], 3)).toBe(0);
    expect(initialPerDayPage([], 3)).toBe(0);
    // A list starting later: the first entry of at least 5 days.
    expect(initialPerDayPage([{ days: 2 }, { days: 4 }, { days: 6 }, { days: 8 }], 2)).toBe(1);
  });

  it('sets departure = arrival + N days, keeping the time of day (across the spring clock change too)', () => {
    const arrival = atWarsawTime('2026-11-23', '09:30');
    const stay = stayForDays(arrival, 5);
    expect(dateKey(stay.departure)).toBe('2026-11-28');
    expect(timeOfDay(stay.departure)).toBe('09:30');
    expect(billableDays(stay.arrival, stay.departure)).toBe(5);
    // Spring: five calendar days are 119 hours, billed five.
    const spring = stayForDays(atWarsawTime('2027-03-26', '09:30'), 5);
    expect([dateKey(spring.departure), timeOfDay(spring.departure)]).toEqual(['2027-03-31', '09:30']);
    expect(billableDays(spring.arrival, spring.departure)).toBe(5);
  });

  it('across the autumn clock change the stay is N × 24 h, so the link opens the stay the item prices', () => {
    // Five calendar days from 23 October 2026 are 121 hours, which are billed six days: the link ends the
    // stay an hour earlier on the clock, 120 hours after the arrival.
    const arrival = atWarsawTime('2026-10-23', '09:30');
    const stay = stayForDays(arrival, 5);
    expect([dateKey(stay.departure), timeOfDay(stay.departure)]).toEqual(['2026-10-28', '08:30']);
    expect(billableDays(stay.arrival, stay.departure)).toBe(5);
    const href = perDayHref('/parking-lotnisko-warszawa-chopin/okecie-park/', arrival, 5);
    const url = new URL(href, 'http://x');
    expect(url.pathname).toBe('/parking-lotnisko-warszawa-chopin/okecie-park/');
    expect(url.searchParams.get('arrivalAt')).toBe('2026-10-23T09:30:00+02:00');
    expect(url.searchParams.get('departureAt')).toBe('2026-10-28T08:30:00+01:00');
  });
});

describe('gallery lightbox', () => {
  it('wraps around in both directions', () => {
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(9, 4)).toBe(1);
    expect(wrapIndex(0, 0)).toBe(0);
  });

  it("counts 'n / total' from 1", () => {
    expect(galleryCounter(0, 4)).toBe('1 / 4');
    expect(galleryCounter(-1, 4)).toBe('4 / 4');
  });
});

describe('map (spec §5)', () => {
  it('is shown only for numeric coordinates', () => {
    expect(hasCoordinates({ latitude: 52.1, longitude: 20.9 })).toBe(true);
    expect(hasCoordinates({ latitude: '52.1', longitude: 20.9 })).toBe(false);
    expect(hasCoordinates({ latitude: Number.NaN, longitude: 20.9 })).toBe(false);
    expect(hasCoordinates({ latitude: 52.1 })).toBe(false);
    expect(hasCoordinates(null)).toBe(false);
  });

  it('puts the parking in the middle of the bounding box (west, south, east, north)', () => {
    const [west, south, east, north] = mapBbox(52.1497, 20.9453);
    expect(west).toBeLessThan(20.9453);
    expect(east).toBeGreaterThan(20.9453);
    expect(south).toBeLessThan(52.1497);
    expect(north).toBeGreaterThan(52.1497);
    expect((west + east) / 2).toBeCloseTo(20.9453, 6);
    expect((south + north) / 2).toBeCloseTo(52.1497, 6);
  });

  it('builds the OpenStreetMap embed URL with a marker', () => {
    const url = new URL(mapEmbedUrl(52.1497, 20.9453));
    expect(url.origin + url.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(url.searchParams.get('layer')).toBe('mapnik');
    expect(url.searchParams.get('marker')).toBe('52.1497,20.9453');
    expect(url.searchParams.get('bbox')?.split(',').map(Number)).toEqual(mapBbox(52.1497, 20.9453));
  });
});

describe('review paging (spec §2: 2 initially, +2 per click)', () => {
  it('shows 2 by default and never more than there are', () => {
    expect(reviewsShownFromParam(null, 8)).toBe(2);
    expect(reviewsShownFromParam(null, 1)).toBe(1);
    expect(reviewsShownFromParam(null, 0)).toBe(0);
  });

  it('honours ?opinie=N', () => {
    expect(reviewsShownFromParam('4', 8)).toBe(4);
    expect(reviewsShownFromParam('40', 8)).toBe(8);
  });

  it('ignores garbage', () => {
    expect(reviewsShownFromParam('abc', 8)).toBe(2);
    expect(reviewsShownFromParam('-3', 8)).toBe(2);
    expect(reviewsShownFromParam('1', 8)).toBe(2);
    expect(reviewsShownFromParam('99999999999999999999', 8)).toBe(2);
    expect(reviewsShownFromParam('2.5', 8)).toBe(2);
  });

  it('reveals 2 more per click', () => {
    expect(nextReviewsShown(2, 7)).toBe(4);
    expect(nextReviewsShown(6, 7)).toBe(7);
  });
});

describe('stay in the detail URL', () => {
  const now = new Date('2026-11-22T10:15:00Z');

  it('is null without an arrival', () => {
    expect(detailStayFromParams(new URLSearchParams(), now)).toBeNull();
    expect(detailStayFromParams(new URLSearchParams({ arrivalAt: 'garbage', departureAt: 'x' }), now)).toBeNull();
    expect(detailStayFromParams(new URLSearchParams({ departureAt: '2026-12-05T12:00:00+01:00' }), now)).toBeNull();
  });

  it('reads both dates and corrects a departure before arrival to arrival + 7 days', () => {
    const stay = detailStayFromParams(
      new URLSearchParams({ arrivalAt: '2026-12-01T12:00:00+01:00', departureAt: '2026-11-30T12:00:00+01:00' }),
      now,
    );
    expect(stay && dateKey(stay.arrival)).toBe('2026-12-01');
    expect(stay && dateKey(stay.departure)).toBe('2026-12-08');
  });

  it('turns the no-JS form fields into canonical arrivalAt/departureAt', () => {
    const target = canonicalStayLocation(
      '/parking-lotnisko-warszawa-chopin/okecie-park/',
      new URLSearchParams({
        arrivalDate: '2026-12-01',
        arrivalTime: '08:30',
        departureDate: '2026-12-04',
        departureTime: '18:00',
        opinie: '4',
      }),
      now,
    );
    expect(target).toBe(
      '/parking-lotnisko-warszawa-chopin/okecie-park/?arrivalAt=2026-12-01T08%3A30%3A00%2B01%3A00&departureAt=2026-12-04T18%3A00%3A00%2B01%3A00',
    );
  });

  it('clears the dates when the form had none, and ignores requests without form fields', () => {
    const path = '/parking-lotnisko-warszawa-chopin/okecie-park/';
    expect(canonicalStayLocation(path, new URLSearchParams({ arrivalDate: '', departureDate: '' }), now)).toBe(path);
    expect(
      canonicalStayLocation(path, new URLSearchParams({ arrivalAt: '2026-12-01T12:00:00+01:00' }), now),
    ).toBeNull();
  });
});
