// core/text.ts: what the booking's text fields refuse, in both tiers (web form schemas and the API).
import { describe, expect, it } from 'vitest';
import { OrderRequestSchema } from '../../backend/checkout/order-request';
import { DetailsChangeSchema } from '../../backend/bookings/actions';
import { CheckoutFormSchema } from '../../app/lib/schemas/checkout';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '../../core/text';

describe('hasControlCharacters', () => {
  it.each([
    ['\u202eanna', true],
    ['An\u0007na', true],
    ['K\u001b[31m', true],
    ['a\u2066b\u2069', true],
    ['\u0085', true],
    ['line\nbreak', true],
    ['Zażółć gęślą jaźń', false],
    ['Anne-Marie O’Neil', false],
    ['👩‍👩‍👧‍👦 漢字', false],
    ['WA 12345', false],
  ])('%j → %s', (text, expected) => {
    expect(hasControlCharacters(text)).toBe(expected);
  });

  it('lets a note keep its line breaks and tabs, but not the rest', () => {
    expect(hasControlCharacters('Przyjadę busem.\r\n\tDziękuję', { multiline: true })).toBe(false);
    expect(hasControlCharacters('Uwaga \u202e', { multiline: true })).toBe(true);
    expect(hasControlCharacters('bell \u0007', { multiline: true })).toBe(true);
  });
});

describe('the fields that refuse them', () => {
  const customer = { firstName: 'Anna', lastName: 'Kowalska', email: 'anna@example.pl', phone: '600100200' };
  const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

  it('POST /orders: a name with a bidirectional override', () => {
    const result = OrderRequestSchema.shape.customer.safeParse({ ...customer, firstName: '\u202eanna' });
    expect(messagesOf(result)).toEqual([`firstName: ${CONTROL_CHARACTERS_MESSAGE}`]);
  });

  it('Moja rezerwacja over the API: a plate with an escape sequence, notes with a bell', () => {
    const result = DetailsChangeSchema.safeParse({ plates: ['WA\u001b1'], additionalInfo: 'a\u0007' });
    expect(messagesOf(result)).toEqual([
      `plates.0: ${CONTROL_CHARACTERS_MESSAGE}`,
      `additionalInfo: ${CONTROL_CHARACTERS_MESSAGE}`,
    ]);
    expect(DetailsChangeSchema.safeParse({ additionalInfo: 'Dwie linie\nuwag' }).success).toBe(true);
  });

  it('the checkout form: the same message at the field', () => {
    const result = CheckoutFormSchema.safeParse({ firstName: 'Ann\u202ea' });
    expect(messagesOf(result)).toContain(`firstName: ${CONTROL_CHARACTERS_MESSAGE}`);
  });
});
