// Search state rules (spec §3, §4, §5): corrections, URL helpers, time options, calendar range clicks.
import { describe, expect, it } from 'vitest';
import { atWarsawTime, dateKey, toIsoWithOffset } from '../../core/warsaw-time';
import {
  DEFAULT_AIRPORT,
  DEFAULT_STAY_DAYS,
  DEFAULT_TIME,
  hasStayInSearchParams,
  parseSearchRequest,
  resolveStay,
  type Stay,
  STAY_FIELD_NAMES,
  stayCorrectionOf,
  stayFromFormFields,
  stayFromSearchParams,
  stayToParams,
} from '~/lib/search-state';
import {
  airportPath,
  airportSearchHref,
  airportSlugFromSegment,
  findAirport,
  parkingPath,
  reservationHref,
} from '~/lib/site-paths';
import {
  arrivalTimeOptions,
  changeArrivalTime,
  changeDepartureTime,
  changeSelectionDay,
  changeSelectionTime,
  clickRangeDay,
  departureTimeOptions,
  raisePastArrival,
  rangeHasUnavailableDay,
} from '~/lib/stay-selection';

/** Friday 20 November 2026, 10:17 in Warsaw (CET, UTC+1). */
const NOW = new Date('2026-11-20T09:17:00Z');
const at = atWarsawTime;
const iso = (d: Date | null | undefined) => (d ? toIsoWithOffset(d) : d);
const show = (stay: { arrival: Date | null; departure: Date | null }) => ({
  arrival: iso(stay.arrival),
  departure: iso(stay.departure),
});

describe('constants (spec §9)', () => {
  it('default airport WAW, times 12:00, stay 7 days', () => {
    expect(DEFAULT_AIRPORT).toBe('WAW');
    expect(DEFAULT_TIME).toBe('12:00');
    expect(DEFAULT_STAY_DAYS).toBe(7);
  });
});

describe('resolveStay (spec §4/§5 corrections)', () => {
  it('defaults: arrival is the next full hour, departure 7 days later', () => {
    expect(show(resolveStay({}, NOW))).toEqual({
      arrival: '2026-11-20T11:00:00+01:00',
      departure: '2026-11-27T11:00:00+01:00',
    });
  });

  it('keeps a valid later stay as it is', () => {
    const stay = { arrival: at('2026-12-01', '08:30'), departure: at('2026-12-03', '18:00') };
    expect(show(resolveStay(stay, NOW))).toEqual(show(stay));
  });

  it('a past arrival becomes the next full hour and the departure restarts at arrival + 7 days', () => {
    const stay = { arrival: at('2026-11-19', '12:00'), departure: at('2026-12-24', '12:00') };
    expect(show(resolveStay(stay, NOW))).toEqual({
      arrival: '2026-11-20T11:00:00+01:00',
      departure: '2026-11-27T11:00:00+01:00',
    });
  });

  it('an arrival beyond the booking horizon (a year ahead) is the next full hour, the departure + 7 days', () => {
    for (const stay of [
      { arrival: at('2027-11-25', '12:00'), departure: at('2027-11-28', '12:00') },
      { arrival: new Date('9999-12-31T23:00:00Z'), departure: new Date('9999-12-31T23:30:00Z') },
    ]) {
      expect(show(resolveStay(stay, NOW))).toEqual({
        arrival: '2026-11-20T11:00:00+01:00',
        departure: '2026-11-27T11:00:00+01:00',
      });
    }
    // The last day of the horizon is still bookable.
    const last = { arrival: at('2027-11-20', '10:00'), departure: at('2027-11-22', '10:00') };
    expect(show(resolveStay(last, NOW))).toEqual(show(last));
  });

  it('an arrival later than now but before the next full hour is raised; a later departure is kept', () => {
    const stay = { arrival: at('2026-11-20', '10:30'), departure: at('2026-11-22', '09:00') };
    expect(show(resolveStay(stay, NOW))).toEqual({
      arrival: '2026-11-20T11:00:00+01:00',
      departure: '2026-11-22T09:00:00+01:00',
    });
  });

  it('a departure not after arrival becomes arrival + 7 days', () => {
    const arrival = at('2026-12-01', '12:00');
    expect(iso(resolveStay({ arrival, departure: at('2026-11-30', '12:00') }, NOW).departure)).toBe(
      '2026-12-08T12:00:00+01:00',
    );
    expect(iso(resolveStay({ arrival, departure: arrival }, NOW).departure)).toBe('2026-12-08T12:00:00+01:00');
  });

  it('only an arrival gives departure arrival + 7 days', () => {
    expect(show(resolveStay({ arrival: at('2026-12-01', '07:30'), departure: null }, NOW))).toEqual({
      arrival: '2026-12-01T07:30:00+01:00',
      departure: '2026-12-08T07:30:00+01:00',
    });
  });

  it('only a departure after the default arrival is kept', () => {
    expect(show(resolveStay({ departure: at('2026-11-22', '12:00') }, NOW))).toEqual({
      arrival: '2026-11-20T11:00:00+01:00',
      departure: '2026-11-22T12:00:00+01:00',
    });
  });

  it('the default 7 days keep the wall-clock time across the spring-forward change', () => {
    const now = new Date('2026-03-24T09:17:00Z'); // 10:17 CET
    expect(show(resolveStay({}, now))).toEqual({
      arrival: '2026-03-24T11:00:00+01:00',
      departure: '2026-03-31T11:00:00+02:00',
    });
  });

  it('late in the evening the next full hour is tomorrow', () => {
    expect(iso(resolveStay({}, new Date('2026-11-20T22:05:00Z')).arrival)).toBe('2026-11-21T00:00:00+01:00');
  });

  it('an off-grid time is rounded up to the next 30-minute slot (spec §5 grid)', () => {
    const stay = { arrival: at('2026-12-01', '10:17'), departure: at('2026-12-03', '18:05') };
    expect(show(resolveStay(stay, NOW))).toEqual({
      arrival: '2026-12-01T10:30:00+01:00',
      departure: '2026-12-03T18:30:00+01:00',
    });
    expect(iso(resolveStay({ arrival: new Date('2026-12-01T09:30:00.001Z') }, NOW).arrival)).toBe(
      '2026-12-01T11:00:00+01:00',
    );
  });

  it('a same-day departure not in a later hour than the arrival becomes arrival + 7 days (spec §5)', () => {
    const stay = { arrival: at('2026-12-01', '15:00'), departure: at('2026-12-01', '15:30') };
    expect(iso(resolveStay(stay, NOW).departure)).toBe('2026-12-08T15:00:00+01:00');
  });
});

describe('stayFromSearchParams (spec §4 listing URL)', () => {
  const stored = { arrival: at('2026-12-10', '06:00'), departure: at('2026-12-12', '20:00') };

  it('reads arrivalAt/departureAt', () => {
    const params = new URLSearchParams({
      arrivalAt: '2026-12-01T09:00:00+01:00',
      departureAt: '2026-12-05T18:30:00+01:00',
    });
    expect(show(stayFromSearchParams(params, NOW, stored))).toEqual({
      arrival: '2026-12-01T09:00:00+01:00',
      departure: '2026-12-05T18:30:00+01:00',
    });
  });

  it('unparseable params fall back to the stored values', () => {
    const params = new URLSearchParams({ arrivalAt: 'jutro', departureAt: '2026-02-30T12:00:00Z' });
    expect(show(stayFromSearchParams(params, NOW, stored))).toEqual(show(stored));
  });

  it('one unparseable param falls back on its own', () => {
    const params = new URLSearchParams({ arrivalAt: '2026-12-11T08:00:00+01:00', departureAt: 'x' });
    expect(show(stayFromSearchParams(params, NOW, stored))).toEqual({
      arrival: '2026-12-11T08:00:00+01:00',
      departure: '2026-12-12T20:00:00+01:00',
    });
  });

  it('without stored values unparseable params give the defaults', () => {
    const params = new URLSearchParams({ arrivalAt: '', departureAt: 'NaN' });
    expect(show(stayFromSearchParams(params, NOW))).toEqual(show(resolveStay({}, NOW)));
  });

  it('past URL dates are corrected like stored ones', () => {
    const params = new URLSearchParams({ arrivalAt: '2020-01-01T12:00:00Z', departureAt: '2020-01-05T12:00:00Z' });
    expect(show(stayFromSearchParams(params, NOW, stored))).toEqual(show(resolveStay({}, NOW)));
  });

  it('a URL departure not after the URL arrival becomes arrival + 7 days', () => {
    const params = new URLSearchParams({
      arrivalAt: '2026-12-01T12:00:00+01:00',
      departureAt: '2026-11-30T12:00:00+01:00',
    });
    expect(iso(stayFromSearchParams(params, NOW).departure)).toBe('2026-12-08T12:00:00+01:00');
  });

  it('hasStayInSearchParams is true only when both dates parse', () => {
    expect(
      hasStayInSearchParams(new URLSearchParams('arrivalAt=2026-12-01T12:00:00Z&departureAt=2026-12-02T12:00:00Z')),
    ).toBe(true);
    expect(hasStayInSearchParams(new URLSearchParams('arrivalAt=2026-12-01T12:00:00Z'))).toBe(false);
    expect(hasStayInSearchParams(new URLSearchParams('arrivalAt=x&departureAt=2026-12-02T12:00:00Z'))).toBe(false);
  });
});

describe("stayCorrectionOf (why a listing URL's stay was replaced)", () => {
  const url = (arrival: Date, departure: Date) =>
    new URLSearchParams({ arrivalAt: toIsoWithOffset(arrival), departureAt: toIsoWithOffset(departure) });

  it.each([
    ['an arrival already past', at('2026-11-20', '09:00'), at('2026-11-25', '10:00'), 'past'],
    ['a past stay', at('2026-11-01', '10:00'), at('2026-11-05', '10:00'), 'past'],
    ['an arrival beyond the booking horizon', at('2027-12-01', '10:00'), at('2027-12-05', '10:00'), 'too-late'],
    ['a departure before the arrival', at('2026-12-05', '10:00'), at('2026-12-01', '10:00'), 'departure'],
    ['a departure the same hour as the arrival', at('2026-12-05', '10:00'), at('2026-12-05', '10:30'), 'departure'],
    ['a stay over MAX_STAY_DAYS', at('2026-12-01', '10:00'), at('2027-12-05', '10:00'), 'too-long'],
  ])('%s: %s', (_, arrival, departure, correction) => {
    expect(stayCorrectionOf(url(arrival, departure), NOW)).toBe(correction);
  });

  it.each([
    ['a valid stay', at('2026-12-01', '10:00'), at('2026-12-05', '10:00')],
    ['an off-grid time (rounded to its slot)', at('2026-12-01', '10:17'), at('2026-12-05', '10:00')],
    ['an arrival later this hour (raised to the next full hour)', at('2026-11-20', '10:40'), at('2026-11-25', '10:00')],
  ])('%s: none', (_, arrival, departure) => {
    expect(stayCorrectionOf(url(arrival, departure), NOW)).toBeNull();
  });

  it('an arrival alone (a car park page): the arrival corrections', () => {
    const arrivalOnly = (arrival: Date) => new URLSearchParams({ arrivalAt: toIsoWithOffset(arrival) });
    expect(stayCorrectionOf(arrivalOnly(at('2026-11-19', '10:00')), NOW)).toBe('past');
    expect(stayCorrectionOf(arrivalOnly(at('2027-12-01', '10:00')), NOW)).toBe('too-late');
    expect(stayCorrectionOf(arrivalOnly(at('2026-12-01', '10:00')), NOW)).toBeNull();
  });

  it('a URL without a readable arrival: none (the page shows the defaults, spec §4)', () => {
    expect(stayCorrectionOf(new URLSearchParams({ arrivalAt: 'jutro' }), NOW)).toBeNull();
    expect(stayCorrectionOf(new URLSearchParams({ departureAt: '2026-11-25T10:00:00+01:00' }), NOW)).toBeNull();
  });
});

describe('URL helpers', () => {
  const stay: Stay = { arrival: at('2026-11-23', '12:00'), departure: at('2026-11-30', '12:00') };

  it('stayToParams writes ISO with the Warsaw offset', () => {
    expect(stayToParams(stay)).toEqual({
      arrivalAt: '2026-11-23T12:00:00+01:00',
      departureAt: '2026-11-30T12:00:00+01:00',
    });
  });

  it('airportPath and airportSlugFromSegment follow the prefix rule', () => {
    expect(airportPath('warszawa-chopin')).toBe('/parking-lotnisko-warszawa-chopin/');
    expect(airportSlugFromSegment('parking-lotnisko-krakow')).toBe('krakow');
    expect(airportSlugFromSegment('parking-lotnisko-')).toBeNull();
    expect(airportSlugFromSegment('blog')).toBeNull();
  });

  it('airportSearchHref carries the stay (the + encoded) and extra params', () => {
    const href = airportSearchHref('gdansk', stay, new URLSearchParams({ sort: 'distance', filters: '[1,2]' }));
    const url = new URL(href, 'http://x');
    expect(url.pathname).toBe('/parking-lotnisko-gdansk/');
    expect(href).toContain('arrivalAt=2026-11-23T12%3A00%3A00%2B01%3A00');
    expect(url.searchParams.get('arrivalAt')).toBe('2026-11-23T12:00:00+01:00');
    expect(url.searchParams.get('departureAt')).toBe('2026-11-30T12:00:00+01:00');
    expect(url.searchParams.get('sort')).toBe('distance');
    expect(url.searchParams.get('filters')).toBe('[1,2]');
  });

  it('airportSearchHref replaces stale dates in the extra params', () => {
    const href = airportSearchHref('gdansk', stay, new URLSearchParams({ arrivalAt: 'old' }));
    expect(new URL(href, 'http://x').searchParams.getAll('arrivalAt')).toEqual(['2026-11-23T12:00:00+01:00']);
  });

  it('parkingPath and reservationHref', () => {
    expect(parkingPath('gdansk', 'parking-a')).toBe('/parking-lotnisko-gdansk/parking-a/');
    const url = new URL(reservationHref(42, stay), 'http://x');
    expect(url.pathname).toBe('/rezerwacja/');
    expect(url.searchParams.get('parkingId')).toBe('42');
    expect(url.searchParams.get('arrivalAt')).toBe('2026-11-23T12:00:00+01:00');
  });
});

describe('arrivalTimeOptions (spec §5)', () => {
  it('on today offers only slots from the earliest arrival, the next full hour, on', () => {
    const options = arrivalTimeOptions('2026-11-20', NOW); // now 10:17
    expect(options[0]).toBe('11:00');
    expect(options.at(-1)).toBe('23:30');
    expect(options).not.toContain('10:30');
  });

  it('at 18:08 the list starts at 19:00, the arrival a search uses (not 18:30)', () => {
    const now = atWarsawTime('2026-11-20', '18:08');
    expect(arrivalTimeOptions('2026-11-20', now)[0]).toBe('19:00');
  });

  it('every arrival time offered today is one the search keeps', () => {
    for (const now of [atWarsawTime('2026-11-20', '18:08'), NOW, atWarsawTime('2026-11-20', '09:30')]) {
      for (const time of arrivalTimeOptions('2026-11-20', now)) {
        const arrival = at('2026-11-20', time);
        expect(iso(resolveStay({ arrival, departure: at('2026-11-22', '12:00') }, now).arrival)).toBe(iso(arrival));
      }
    }
  });

  it('a slot on the full hour equal to now is offered', () => {
    expect(arrivalTimeOptions('2026-11-20', new Date('2026-11-20T09:30:00Z'))[0]).toBe('11:00');
    expect(arrivalTimeOptions('2026-11-20', new Date('2026-11-20T09:00:00Z'))[0]).toBe('10:00');
  });

  it('on any other day offers all 48 slots', () => {
    expect(arrivalTimeOptions('2026-11-21', NOW)).toHaveLength(48);
  });

  it('"today" is the Warsaw day, not the UTC day', () => {
    const now = new Date('2026-11-20T23:10:00Z'); // 21 Nov 00:10 in Warsaw
    expect(arrivalTimeOptions('2026-11-21', now)[0]).toBe('01:00');
    expect(arrivalTimeOptions('2026-11-20', now)).toHaveLength(48);
  });

  it('late in the evening nothing is left today', () => {
    expect(arrivalTimeOptions('2026-11-20', new Date('2026-11-20T22:45:00Z'))).toEqual([]);
  });
});

describe('time options on the nights the clocks change', () => {
  it('the spring-forward day offers no 02:00 or 02:30 (they would become 03:00 and 03:30)', () => {
    const arrival = arrivalTimeOptions('2027-03-28', NOW);
    expect(arrival).toHaveLength(46);
    expect(arrival).not.toContain('02:00');
    expect(arrival).not.toContain('02:30');
    expect(arrival).toContain('01:30');
    expect(arrival).toContain('03:00');
    const departure = departureTimeOptions(at('2027-03-25', '10:00'), '2027-03-28');
    expect(departure).toEqual(arrival);
    // The same day as the arrival: later hours only, still without the skipped ones.
    expect(departureTimeOptions(at('2027-03-28', '01:00'), '2027-03-28').slice(0, 3)).toEqual([
      '03:00',
      '03:30',
      '04:00',
    ]);
  });

  it('the autumn day, whose 02:00–02:59 happens twice, offers every slot', () => {
    expect(arrivalTimeOptions('2027-10-31', NOW)).toHaveLength(48);
  });
});

describe('departureTimeOptions (spec §5)', () => {
  it('a same-day stay offers only hours greater than the arrival hour', () => {
    const options = departureTimeOptions(at('2026-11-25', '10:30'), '2026-11-25');
    expect(options[0]).toBe('11:00');
    expect(options).not.toContain('10:30');
    expect(options).toHaveLength(26);
  });

  it('another day offers all slots', () => {
    expect(departureTimeOptions(at('2026-11-25', '10:30'), '2026-11-26')).toHaveLength(48);
  });

  it('after a 23:xx arrival nothing is left on the same day', () => {
    expect(departureTimeOptions(at('2026-11-25', '23:00'), '2026-11-25')).toEqual([]);
  });
});

describe('changeArrivalTime (spec §4)', () => {
  it('applies the time to the arrival date', () => {
    const stay = { arrival: at('2026-11-25', '12:00'), departure: at('2026-11-28', '12:00') };
    expect(show(changeArrivalTime(stay, '08:30'))).toEqual({
      arrival: '2026-11-25T08:30:00+01:00',
      departure: '2026-11-28T12:00:00+01:00',
    });
  });

  it('on a same-day stay an arrival at the departure time pushes departure to one hour later', () => {
    const stay = { arrival: at('2026-11-25', '09:00'), departure: at('2026-11-25', '14:00') };
    expect(iso(changeArrivalTime(stay, '14:00').departure)).toBe('2026-11-25T15:00:00+01:00');
  });

  it('an arrival beyond the departure pushes it, keeping the arrival minutes', () => {
    const stay = { arrival: at('2026-11-25', '09:00'), departure: at('2026-11-25', '14:00') };
    expect(show(changeArrivalTime(stay, '16:30'))).toEqual({
      arrival: '2026-11-25T16:30:00+01:00',
      departure: '2026-11-25T17:30:00+01:00',
    });
    expect(iso(changeArrivalTime(stay, '22:30').departure)).toBe('2026-11-25T23:30:00+01:00');
  });

  it('where one hour later would pass 23:xx, the departure becomes arrival + 7 days, as the search would make it', () => {
    const stay = { arrival: at('2026-11-25', '15:00'), departure: at('2026-11-25', '16:00') };
    const changed = changeArrivalTime(stay, '23:00');
    expect(show(changed)).toEqual({
      arrival: '2026-11-25T23:00:00+01:00',
      departure: '2026-12-02T23:00:00+01:00',
    });
    // What the fields show is what the search uses, and the departure time is one the select offers.
    expect(show(resolveStay(changed, NOW))).toEqual(show(changed));
    expect(departureTimeOptions(changed.arrival, dateKey(changed.departure))).toContain('23:00');
  });

  it('a same-day departure in the arrival hour is not one the select offers: it moves too', () => {
    const stay = { arrival: at('2026-11-25', '14:00'), departure: at('2026-11-25', '15:30') };
    const changed = changeArrivalTime(stay, '15:00');
    expect(iso(changed.departure)).toBe('2026-11-25T16:00:00+01:00');
    expect(departureTimeOptions(changed.arrival, '2026-11-25')).toContain('16:00');
  });

  it('leaves a same-day departure still after the arrival alone', () => {
    const stay = { arrival: at('2026-11-25', '09:00'), departure: at('2026-11-25', '14:00') };
    expect(iso(changeArrivalTime(stay, '11:00').departure)).toBe('2026-11-25T14:00:00+01:00');
  });

  it('never touches a departure on another day', () => {
    const stay = { arrival: at('2026-11-25', '09:00'), departure: at('2026-11-26', '08:00') };
    expect(iso(changeArrivalTime(stay, '20:00').departure)).toBe('2026-11-26T08:00:00+01:00');
  });
});

describe('changeDepartureTime (spec §4)', () => {
  const sameDay = { arrival: at('2026-11-25', '10:30'), departure: at('2026-11-25', '15:00') };

  it('ignores a same-day departure hour not later than the arrival hour', () => {
    expect(changeDepartureTime(sameDay, '10:00')).toBe(sameDay);
    expect(changeDepartureTime(sameDay, '10:30')).toBe(sameDay);
    expect(changeDepartureTime(sameDay, '08:00')).toBe(sameDay);
  });

  it('applies a later same-day hour', () => {
    expect(iso(changeDepartureTime(sameDay, '11:00').departure)).toBe('2026-11-25T11:00:00+01:00');
  });

  it('applies any time on another day', () => {
    const stay = { arrival: at('2026-11-25', '10:30'), departure: at('2026-11-27', '15:00') };
    expect(show(changeDepartureTime(stay, '06:00'))).toEqual({
      arrival: '2026-11-25T10:30:00+01:00',
      departure: '2026-11-27T06:00:00+01:00',
    });
  });
});

describe('changeSelectionTime (time selects with an incomplete range)', () => {
  it('with both dates follows the stay rules', () => {
    const sameDay = { arrival: at('2026-11-25', '10:30'), departure: at('2026-11-25', '15:00') };
    expect(iso(changeSelectionTime(sameDay, 'arrival', '15:00').departure)).toBe('2026-11-25T16:00:00+01:00');
    expect(show(changeSelectionTime(sameDay, 'departure', '09:00'))).toEqual(show(sameDay));
  });

  it('with one date applies the time to it', () => {
    const open = { arrival: at('2026-11-25', '10:30'), departure: null };
    expect(show(changeSelectionTime(open, 'arrival', '07:00'))).toEqual({
      arrival: '2026-11-25T07:00:00+01:00',
      departure: null,
    });
    expect(changeSelectionTime(open, 'departure', '07:00')).toEqual(open);
    expect(changeSelectionTime({ arrival: null, departure: null }, 'arrival', '07:00')).toEqual({
      arrival: null,
      departure: null,
    });
  });
});

describe('changeSelectionDay (native date inputs)', () => {
  const stay = { arrival: at('2026-11-25', '06:30'), departure: at('2026-11-28', '21:00') };

  it('applies the day at the field time', () => {
    expect(show(changeSelectionDay(stay, 'arrival', '2026-11-26', '06:30'))).toEqual({
      arrival: '2026-11-26T06:30:00+01:00',
      departure: '2026-11-28T21:00:00+01:00',
    });
    expect(iso(changeSelectionDay(stay, 'departure', '2026-11-30', '21:00').departure)).toBe(
      '2026-11-30T21:00:00+01:00',
    );
  });

  it('without a valid time uses 12:00', () => {
    expect(iso(changeSelectionDay(stay, 'arrival', '2026-11-26', null).arrival)).toBe('2026-11-26T12:00:00+01:00');
    expect(iso(changeSelectionDay(stay, 'arrival', '2026-11-26', '7am').arrival)).toBe('2026-11-26T12:00:00+01:00');
  });

  it('a departure no longer after arrival becomes arrival + 7 days', () => {
    expect(iso(changeSelectionDay(stay, 'arrival', '2026-12-01', '06:30').departure)).toBe('2026-12-08T06:30:00+01:00');
    expect(iso(changeSelectionDay(stay, 'departure', '2026-11-20', '21:00').departure)).toBe(
      '2026-12-02T06:30:00+01:00',
    );
  });

  it('an empty or invalid day clears the date', () => {
    expect(changeSelectionDay(stay, 'departure', null, '21:00').departure).toBeNull();
    expect(changeSelectionDay(stay, 'arrival', '2026-02-30', '21:00').arrival).toBeNull();
  });
});

describe('clickRangeDay (spec §4 range selection)', () => {
  const times = { arrival: '12:00', departure: '12:00' };

  it('the first click sets arrival (default time) and clears departure', () => {
    expect(show(clickRangeDay({ arrival: null, departure: null }, '2026-11-25', times))).toEqual({
      arrival: '2026-11-25T12:00:00+01:00',
      departure: null,
    });
  });

  it('the first click uses the chosen times', () => {
    const result = clickRangeDay({ arrival: null, departure: null }, '2026-11-25', {
      arrival: '06:30',
      departure: '21:00',
    });
    expect(iso(result.arrival)).toBe('2026-11-25T06:30:00+01:00');
    expect(result.hitUnavailable).toBe(false);
  });

  it('a click after a complete range restarts it, keeping the arrival time of day', () => {
    const complete = { arrival: at('2026-11-25', '06:30'), departure: at('2026-11-28', '21:00') };
    expect(show(clickRangeDay(complete, '2026-12-02', times))).toEqual({
      arrival: '2026-12-02T06:30:00+01:00',
      departure: null,
    });
  });

  it('the second click sets departure at the chosen departure time', () => {
    const open = { arrival: at('2026-11-25', '06:30'), departure: null };
    expect(show(clickRangeDay(open, '2026-11-29', { arrival: '12:00', departure: '21:00' }))).toEqual({
      arrival: '2026-11-25T06:30:00+01:00',
      departure: '2026-11-29T21:00:00+01:00',
    });
  });

  it('a second click earlier than arrival swaps the two days, each keeping its time', () => {
    const open = { arrival: at('2026-11-25', '06:30'), departure: null };
    expect(show(clickRangeDay(open, '2026-11-22', { arrival: '12:00', departure: '21:00' }))).toEqual({
      arrival: '2026-11-22T06:30:00+01:00',
      departure: '2026-11-25T21:00:00+01:00',
    });
  });

  it('a second click on the arrival day makes a same-day stay with a valid departure hour', () => {
    const open = { arrival: at('2026-11-25', '10:30'), departure: null };
    expect(iso(clickRangeDay(open, '2026-11-25', { arrival: '10:30', departure: '18:00' }).departure)).toBe(
      '2026-11-25T18:00:00+01:00',
    );
    // 12:00 would not be after a 12:30 arrival: departure becomes one hour after arrival.
    const noon = { arrival: at('2026-11-25', '12:30'), departure: null };
    expect(iso(clickRangeDay(noon, '2026-11-25', times).departure)).toBe('2026-11-25T13:30:00+01:00');
  });

  it('a same-day second click after a 23:xx arrival leaves the range open', () => {
    const late = { arrival: at('2026-11-25', '23:00'), departure: null };
    expect(show(clickRangeDay(late, '2026-11-25', times))).toEqual({
      arrival: '2026-11-25T23:00:00+01:00',
      departure: null,
    });
  });

  it('keeps the wall-clock time when the range crosses a DST change', () => {
    const open = { arrival: at('2026-03-27', '12:00'), departure: null };
    expect(iso(clickRangeDay(open, '2026-04-02', times).departure)).toBe('2026-04-02T12:00:00+02:00');
  });

  describe('with unavailable days', () => {
    const unavailable = new Set(['2026-11-27']);
    const open = { arrival: at('2026-11-25', '06:30'), departure: null };

    it('a range containing one restarts at the clicked day and reports it', () => {
      expect(clickRangeDay(open, '2026-11-29', times, unavailable)).toEqual({
        arrival: at('2026-11-29', '06:30'),
        departure: null,
        hitUnavailable: true,
      });
    });

    it('also when the second click is earlier than arrival', () => {
      const after = { arrival: at('2026-11-29', '06:30'), departure: null };
      const result = clickRangeDay(after, '2026-11-26', times, unavailable);
      expect(result.hitUnavailable).toBe(true);
      expect(show(result)).toEqual({ arrival: '2026-11-26T06:30:00+01:00', departure: null });
    });

    it('the ends of the range count (inclusive)', () => {
      expect(clickRangeDay(open, '2026-11-27', times, unavailable).hitUnavailable).toBe(true);
    });

    it('a range around, not over, an unavailable day is fine', () => {
      const result = clickRangeDay(open, '2026-11-26', times, unavailable);
      expect(result.hitUnavailable).toBe(false);
      expect(iso(result.departure)).toBe('2026-11-26T12:00:00+01:00');
    });

    it('the first click is never blocked', () => {
      expect(clickRangeDay({ arrival: null, departure: null }, '2026-11-29', times, unavailable).hitUnavailable).toBe(
        false,
      );
    });
  });

  it('rangeHasUnavailableDay checks every day inclusive, in either order', () => {
    const unavailable = new Set(['2026-03-29']);
    expect(rangeHasUnavailableDay('2026-03-28', '2026-03-30', unavailable)).toBe(true);
    expect(rangeHasUnavailableDay('2026-03-30', '2026-03-28', unavailable)).toBe(true);
    expect(rangeHasUnavailableDay('2026-03-29', '2026-03-29', unavailable)).toBe(true);
    expect(rangeHasUnavailableDay('2026-03-30', '2026-04-05', unavailable)).toBe(false);
    expect(rangeHasUnavailableDay('2026-03-28', '2026-03-30', new Set())).toBe(false);
  });
});

describe('raisePastArrival (a day picked on today with a time already past)', () => {
  it('raises a past arrival to the next full hour', () => {
    const picked = { arrival: at('2026-11-20', '08:00'), departure: null };
    expect(show(raisePastArrival(picked, NOW))).toEqual({ arrival: '2026-11-20T11:00:00+01:00', departure: null });
  });

  it('keeps a departure still after the raised arrival, else arrival + 7 days', () => {
    const later = { arrival: at('2026-11-20', '08:00'), departure: at('2026-11-22', '08:00') };
    expect(iso(raisePastArrival(later, NOW).departure)).toBe('2026-11-22T08:00:00+01:00');
    const sameDay = { arrival: at('2026-11-20', '08:00'), departure: at('2026-11-20', '10:00') };
    expect(iso(raisePastArrival(sameDay, NOW).departure)).toBe('2026-11-27T11:00:00+01:00');
  });

  it('raises an arrival before the next full hour too, as the search would (at 10:17, 10:30 is 11:00)', () => {
    const soon = { arrival: at('2026-11-20', '10:30'), departure: null };
    expect(show(raisePastArrival(soon, NOW))).toEqual({ arrival: '2026-11-20T11:00:00+01:00', departure: null });
  });

  it('leaves a later arrival and an empty selection alone', () => {
    const future = { arrival: at('2026-11-20', '11:00'), departure: null };
    expect(raisePastArrival(future, NOW)).toBe(future);
    const empty = { arrival: null, departure: null };
    expect(raisePastArrival(empty, NOW)).toBe(empty);
  });
});

describe('stayFromFormFields (the no-JS form)', () => {
  const fields = (init: Record<string, string>) => new URLSearchParams(init);

  it('is null when the request carries no date field', () => {
    expect(stayFromFormFields(fields({ airport: 'WAW', arrivalTime: '10:00' }))).toBeNull();
  });

  it('combines each date with its time in Warsaw', () => {
    const stay = stayFromFormFields(
      fields({ arrivalDate: '2026-12-01', arrivalTime: '06:30', departureDate: '2026-12-05', departureTime: '22:00' }),
    );
    expect(stay && show({ arrival: stay.arrival ?? null, departure: stay.departure ?? null })).toEqual({
      arrival: '2026-12-01T06:30:00+01:00',
      departure: '2026-12-05T22:00:00+01:00',
    });
  });

  it('a missing or invalid time is 12:00; an invalid date is ignored', () => {
    const stay = stayFromFormFields(
      fields({ arrivalDate: '2026-12-01', arrivalTime: '25:00', departureDate: '2026-02-30' }),
    );
    expect(iso(stay?.arrival)).toBe('2026-12-01T12:00:00+01:00');
    expect(stay?.departure).toBeNull();
  });

  it('empty fields give no dates', () => {
    expect(stayFromFormFields(fields({ arrivalDate: '', departureDate: '' }))).toEqual({
      arrival: null,
      departure: null,
    });
  });

  it('uses the documented field names', () => {
    expect(STAY_FIELD_NAMES).toEqual({
      arrivalDate: 'arrivalDate',
      arrivalTime: 'arrivalTime',
      departureDate: 'departureDate',
      departureTime: 'departureTime',
    });
  });
});

describe('findAirport', () => {
  const airports = [
    { code: 'WAW', slug: 'warszawa-chopin', name: 'Warszawa-Chopin' },
    { code: 'KRK', slug: 'krakow-balice', name: 'Kraków-Balice' },
  ];

  it.each([
    ['WAW', 'WAW'],
    ['krk', 'KRK'],
    [' KRK ', 'KRK'],
    ['krakow-balice', 'KRK'],
    ['parking-lotnisko-krakow-balice', 'KRK'],
    ['/parking-lotnisko-warszawa-chopin/', 'WAW'],
  ])('finds %s', (value, code) => {
    expect(findAirport(airports, value)?.code).toBe(code);
  });

  it.each([null, undefined, '', 'XXX', 'krakow', '<script>'])('finds nothing for %s', (value) => {
    expect(findAirport(airports, value)).toBeUndefined();
  });
});

describe('parseSearchRequest (/parking/)', () => {
  it('prefers the ISO params, keeps every other param and drops the consumed ones', () => {
    const request = parseSearchRequest(
      new URLSearchParams({
        airport: 'KRK',
        arrivalAt: '2026-12-01T09:00:00+01:00',
        departureAt: '2026-12-04T09:00:00+01:00',
        arrivalDate: '2026-12-10',
        filters: '["a"]',
        sort: 'rating_desc',
      }),
      NOW,
    );
    expect(request.airport).toBe('KRK');
    expect(show(request.stay)).toEqual({
      arrival: '2026-12-01T09:00:00+01:00',
      departure: '2026-12-04T09:00:00+01:00',
    });
    expect([...request.extra]).toEqual([
      ['filters', '["a"]'],
      ['sort', 'rating_desc'],
    ]);
  });

  it('falls back to the form fields, per date', () => {
    const request = parseSearchRequest(
      new URLSearchParams({
        arrivalAt: 'garbage',
        arrivalDate: '2026-12-01',
        arrivalTime: '07:00',
        departureDate: '2026-12-03',
      }),
      NOW,
    );
    expect(show(request.stay)).toEqual({
      arrival: '2026-12-01T07:00:00+01:00',
      departure: '2026-12-03T12:00:00+01:00',
    });
    expect(request.airport).toBeNull();
  });

  it('a time typed into the hour the clocks skip: an hour later, and the reason to tell', () => {
    const typed = parseSearchRequest(
      new URLSearchParams({ arrivalDate: '2027-03-28', arrivalTime: '02:30', departureDate: '2027-04-02' }),
      NOW,
    );
    expect(iso(typed.stay.arrival)).toBe('2027-03-28T03:30:00+02:00');
    expect(typed.correction).toBe('clock-change');
    const departure = parseSearchRequest(
      new URLSearchParams({ arrivalDate: '2027-03-25', departureDate: '2027-03-28', departureTime: '02:00' }),
      NOW,
    );
    expect(iso(departure.stay.departure)).toBe('2027-03-28T03:00:00+02:00');
    expect(departure.correction).toBe('clock-change');
    // Another reason wins (it replaces the whole stay); an ISO param overrides the fields; 01:30 exists.
    const past = new URLSearchParams({ arrivalDate: '2026-03-29', arrivalTime: '02:30' });
    expect(parseSearchRequest(past, NOW).correction).toBe('past');
    const iso0 = new URLSearchParams({
      arrivalAt: '2027-03-28T03:30:00+02:00',
      arrivalDate: '2027-03-28',
      arrivalTime: '02:30',
    });
    expect(parseSearchRequest(iso0, NOW).correction).toBeNull();
    const early = new URLSearchParams({ arrivalDate: '2027-03-28', arrivalTime: '01:30' });
    expect(parseSearchRequest(early, NOW).correction).toBeNull();
  });

  it('falls back to the corrected defaults', () => {
    expect(show(parseSearchRequest(new URLSearchParams('arrivalDate=1999-01-01'), NOW).stay)).toEqual(
      show(resolveStay({}, NOW)),
    );
    expect(dateKey(parseSearchRequest(new URLSearchParams(), NOW).stay.arrival)).toBe('2026-11-20');
  });
});
