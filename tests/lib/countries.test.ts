// Invoice countries (spec checkout-payment: about 130 entries with a slug and a Polish label, ending with 'Inne').
import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  countryByLabel,
  countryByValue,
  filterCountries,
  isCountryValue,
  NO_COUNTRY_MATCH,
} from '~/lib/countries';

const labels = (countries: readonly { label: string }[]) => countries.map((country) => country.label);

describe('COUNTRIES', () => {
  it('has about 130 entries with unique values and labels', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(120);
    expect(COUNTRIES.length).toBeLessThanOrEqual(150);
    expect(new Set(COUNTRIES.map((country) => country.value)).size).toBe(COUNTRIES.length);
    expect(new Set(labels(COUNTRIES)).size).toBe(COUNTRIES.length);
  });

  it('uses ASCII kebab-case slugs of the Polish names', () => {
    for (const country of COUNTRIES) {
      expect(country.value).toMatch(/^[a-z]+(-[a-z]+)*$/);
      const slug = country.label
        .toLocaleLowerCase('pl')
        .replace(/ł/g, 'l')
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .replace(/ /g, '-');
      expect(country.value).toBe(slug);
    }
  });

  it('starts with Poland, ends with "Inne" and lists the rest in Polish alphabetical order', () => {
    expect(COUNTRIES[0]).toEqual({ value: 'polska', label: 'Polska' });
    expect(COUNTRIES.at(-1)).toEqual({ value: 'inne', label: 'Inne' });
    const middle = labels(COUNTRIES.slice(1, -1));
    expect(middle).toEqual([...middle].sort((a, b) => a.localeCompare(b, 'pl')));
    // Polish order, not code-point order: 'Łotwa' follows 'Luksemburg', 'Węgry' follows 'Wenezuela'.
    expect(middle.indexOf('Łotwa')).toBe(middle.indexOf('Luksemburg') + 1);
    expect(middle.indexOf('Węgry')).toBe(middle.indexOf('Wenezuela') + 1);
  });

  it('covers Poland’s neighbours and the main travel destinations', () => {
    for (const label of [
      'Niemcy',
      'Czechy',
      'Słowacja',
      'Ukraina',
      'Litwa',
      'Wielka Brytania',
      'Stany Zjednoczone',
      'Japonia',
      'Australia',
      'Egipt',
    ]) {
      expect(labels(COUNTRIES)).toContain(label);
    }
  });
});

describe('filterCountries', () => {
  it('ignores case and Polish diacritics, including ł', () => {
    expect(labels(filterCountries('slo'))).toEqual(expect.arrayContaining(['Słowacja', 'Słowenia']));
    expect(labels(filterCountries('SŁO'))).toEqual(expect.arrayContaining(['Słowacja', 'Słowenia']));
    expect(labels(filterCountries('wegry'))).toEqual(['Węgry']);
    expect(labels(filterCountries('lotwa'))).toEqual(['Łotwa']);
  });

  it('finds Germany by "niem", with surrounding spaces trimmed', () => {
    expect(labels(filterCountries('niem'))).toEqual(['Niemcy']);
    expect(labels(filterCountries('  Niem '))).toEqual(['Niemcy']);
  });

  it('lists labels starting with the query first, each group in list order', () => {
    // 'Polska' starts with 'po' and 'Portugalia' too; 'Korea Południowa' and 'Macedonia Północna' only contain it.
    const result = labels(filterCountries('po'));
    expect(result.slice(0, 2)).toEqual(['Polska', 'Portugalia']);
    expect(result).toContain('Korea Południowa');
    expect(result.indexOf('Korea Południowa')).toBeLessThan(result.indexOf('Macedonia Północna'));
    expect(result.every((label, index) => index < 2 || !label.toLowerCase().startsWith('po'))).toBe(true);

    const anyMatch = labels(filterCountries('an'));
    const firstContainsOnly = anyMatch.findIndex((label) => !label.toLowerCase().startsWith('an'));
    expect(anyMatch.slice(0, firstContainsOnly)).toEqual(['Andora', 'Angola']);
    expect(anyMatch.slice(firstContainsOnly).every((label) => label.toLowerCase().includes('an'))).toBe(true);
  });

  it('returns no countries when nothing matches', () => {
    expect(filterCountries('xyz')).toEqual([]);
    expect(NO_COUNTRY_MATCH).toBe('Nie znaleziono krajów');
  });

  it('returns the whole list for an empty or blank query, as a new array', () => {
    expect(filterCountries('')).toEqual(COUNTRIES);
    expect(filterCountries('   ')).toEqual(COUNTRIES);
    expect(filterCountries('')).not.toBe(COUNTRIES);
  });

  it('filters a given list', () => {
    const list = [
      { value: 'a', label: 'Zabrze' },
      { value: 'b', label: 'Brzeg' },
      { value: 'c', label: 'Brzesko' },
    ];
    expect(labels(filterCountries('brze', list))).toEqual(['Brzeg', 'Brzesko', 'Zabrze']);
  });
});

describe('country lookups', () => {
  it('finds a country by its slug and rejects anything else', () => {
    expect(countryByValue('wielka-brytania')).toEqual({ value: 'wielka-brytania', label: 'Wielka Brytania' });
    expect(countryByValue('Wielka Brytania')).toBeUndefined();
    expect(countryByValue('')).toBeUndefined();
    expect(countryByValue(null)).toBeUndefined();
    expect(countryByValue(undefined)).toBeUndefined();

    expect(isCountryValue('inne')).toBe(true);
    expect(isCountryValue('polska')).toBe(true);
    expect(isCountryValue('PL')).toBe(false);
    expect(isCountryValue(1)).toBe(false);
    expect(isCountryValue(undefined)).toBe(false);
  });

  it('matches a typed full name regardless of case and diacritics', () => {
    expect(countryByLabel('polska')?.value).toBe('polska');
    expect(countryByLabel(' slowacja ')?.value).toBe('slowacja');
    expect(countryByLabel('Niger')).toBeUndefined();
    expect(countryByLabel('Nigeria')?.value).toBe('nigeria');
    expect(countryByLabel('')).toBeUndefined();
  });
});
