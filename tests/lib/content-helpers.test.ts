import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from '~/lib/json-ld';
import { ParkingProposalSchema } from '~/lib/schemas/parking-proposal';
import { buildRobotsTxt, buildSitemapXml } from '~/lib/sitemap';

describe('serializeJsonLd', () => {
  it('cannot close the script element, and parses back to the same data', () => {
    const data = { headline: 'Parking </script><script>alert(1)</script> & <!-- x -->', text: 'a\u2028b' };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(data);
  });
});

describe('sitemap and robots', () => {
  it('lists each location once, escaped, with lastmod when known', () => {
    const xml = buildSitemapXml([
      { loc: 'https://parkolot.pl/' },
      { loc: 'https://parkolot.pl/blog/a/', lastmod: '2026-02-10T08:00:00.000Z' },
      { loc: 'https://parkolot.pl/' },
      { loc: 'https://parkolot.pl/x/?a=1&b=2' },
    ]);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect(xml).toContain(
      '<url><loc>https://parkolot.pl/blog/a/</loc><lastmod>2026-02-10T08:00:00.000Z</lastmod></url>',
    );
    expect(xml).toContain('<loc>https://parkolot.pl/x/?a=1&amp;b=2</loc>');
  });

  it('robots allows all but checkout, payment, Moja rezerwacja and the API, and names the sitemap', () => {
    expect(buildRobotsTxt('https://parkolot.pl/')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /rezerwacja/\nDisallow: /platnosc/\nDisallow: /moja-rezerwacja/\nDisallow: /api/\n\nSitemap: https://parkolot.pl/sitemap.xml\n',
    );
  });
});

describe('ParkingProposalSchema (form data as Conform parses it)', () => {
  const valid = {
    companyName: 'Parking Okęcie',
    contactName: 'Jan Nowak',
    email: ' jan@example.pl ',
    phone: '+48 600 100 200',
    airport: 'WAW',
    address: 'ul. Łopuszańska 22, Warszawa',
    spaces: '120',
    message: '',
    consent: 'on',
  };
  const parse = (fields: Record<string, string>) =>
    parseWithZod(new URLSearchParams(fields), { schema: ParkingProposalSchema });

  it('accepts a filled form and coerces numbers, checkbox and blanks', () => {
    const submission = parse(valid);
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    expect(submission.value).toEqual({
      companyName: 'Parking Okęcie',
      contactName: 'Jan Nowak',
      email: 'jan@example.pl',
      phone: '+48 600 100 200',
      airport: 'WAW',
      address: 'ul. Łopuszańska 22, Warszawa',
      spaces: 120,
      consent: true,
    });
  });

  it('gives one Polish message per field of an empty form', () => {
    const submission = parse({});
    expect(submission.status).toBe('error');
    expect(submission.reply().error).toEqual({
      companyName: ['Podaj nazwę firmy.'],
      contactName: ['Podaj imię i nazwisko osoby kontaktowej.'],
      email: ['Podaj adres e-mail.'],
      phone: ['Podaj numer telefonu.'],
      airport: ['Wybierz lotnisko, przy którym działa parking.'],
      address: ['Podaj adres parkingu.'],
      spaces: ['Podaj liczbę miejsc parkingowych.'],
      consent: ['Zaznacz zgodę, abyśmy mogli skontaktować się z Tobą w sprawie zgłoszenia.'],
    });
  });

  it.each([
    [{ email: 'jan@' }, 'email', 'Podaj poprawny adres e-mail, np. biuro@twojparking.pl.'],
    [{ phone: '600 100' }, 'phone', 'Podaj poprawny numer telefonu, np. +48 600 100 200.'],
    [{ phone: 'tel. 600100200' }, 'phone', 'Podaj poprawny numer telefonu, np. +48 600 100 200.'],
    [{ airport: 'waw; drop' }, 'airport', 'Wybierz lotnisko z listy.'],
    [{ spaces: '0' }, 'spaces', 'Parking musi mieć co najmniej 1 miejsce.'],
    [{ spaces: '12.5' }, 'spaces', 'Liczba miejsc musi być liczbą całkowitą.'],
    [{ spaces: 'dużo' }, 'spaces', 'Liczba miejsc musi być liczbą.'],
    [{ address: 'ul.' }, 'address', 'Podaj pełny adres parkingu: ulicę, numer i miejscowość.'],
    [{ message: 'x'.repeat(2001) }, 'message', 'Wiadomość może mieć najwyżej 2000 znaków.'],
  ])('%j → %s: %s', (override, field, message) => {
    const submission = parse({ ...valid, ...override });
    expect(submission.reply().error).toEqual({ [field]: [message] });
  });

  it('keeps what the user typed for the next render', () => {
    const submission = parse({ ...valid, email: 'zly-adres' });
    expect(submission.reply().initialValue).toMatchObject({
      companyName: 'Parking Okęcie',
      email: 'zly-adres',
      spaces: '120',
    });
  });
});
