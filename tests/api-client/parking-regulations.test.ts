// The car park's own regulations link as the web tier reads it (checkout-payment.md §2, §3: the
// parking terms link to `parkingRegulations`): a page of this site or an https address is kept; any
// other scheme, a protocol-relative or a malformed address reads as no link (the "on site" tooltip).
import { describe, expect, it } from 'vitest';
import { ParkingSchema } from '~/.server/api/schemas/parking';
import { parkingOkecie } from '../msw/handlers/content';

const regulationsOf = (parkingRegulations: unknown) =>
  ParkingSchema.parse({ ...parkingOkecie, parkingRegulations }).parkingRegulations;

describe('ParkingSchema: parkingRegulations', () => {
  it.each([
    ['a page of this site', '/regulamin-okecie-park/'],
    ['a file of this site', '/pliki/regulamin.pdf'],
    ['an https address', 'https://operator.example.pl/regulamin.pdf'],
  ])('keeps %s', (_, link) => {
    expect(regulationsOf(link)).toBe(link);
  });

  it('trims the link', () => {
    expect(regulationsOf('  /regulamin-okecie-park/ ')).toBe('/regulamin-okecie-park/');
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['JavaScript: in capitals', 'JavaScript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['plain http', 'http://operator.example.pl/regulamin'],
    ['protocol-relative', '//evil.example/regulamin'],
    ['a backslash path', '/\\evil.example'],
    ['mailto:', 'mailto:biuro@operator.pl'],
    ['a bare word', 'regulamin'],
    ['blank', '   '],
    ['whitespace inside', '/regulamin parkingu/'],
    ['a number', 42],
    ['null', null],
    ['missing', undefined],
  ])('reads %s as no link', (_, link) => {
    expect(regulationsOf(link)).toBeNull();
  });
});
