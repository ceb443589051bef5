// The API's own validation sentences (backend/lib/zod-messages.ts), as a caller reads them in a 400.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { OrderRequestSchema } from '../../backend/checkout/order-request';
import { RetryTokenSchema } from '../../backend/checkout/routes';
import { parseOr400, HttpError } from '../../backend/lib/http';

function messageFor(schema: z.ZodType, input: unknown): string {
  try {
    parseOr400(schema, input);
  } catch (error) {
    if (error instanceof HttpError) return error.errors.map((e) => e.message).join(' | ');
    throw error;
  }
  throw new Error('parsed');
}

describe('API validation messages', () => {
  it.each([
    [z.string().max(300), 'x'.repeat(301), 'Tekst może mieć najwyżej 300 znaków.'],
    [z.string().min(2), 'x', 'Tekst musi mieć co najmniej 2 znaki.'],
    [z.string().length(10), 'x', 'Tekst musi mieć dokładnie 10 znaków.'],
    [z.array(z.string()).max(1), ['a', 'b'], 'Lista może mieć najwyżej 1 element.'],
    [z.number().max(0.5), 1, 'Wartość może wynosić najwyżej 0,5.'],
    [z.number().gt(0), 0, 'Wartość musi być większa niż 0.'],
    [z.number().int(), 1.5, 'Oczekiwano liczby całkowitej.'],
    [z.object({ a: z.string() }), {}, 'To pole jest wymagane.'],
    [z.object({ a: z.string() }), { a: 1 }, 'Oczekiwano tekstu.'],
    [z.strictObject({ a: z.string() }), { a: 'x', status: 1 }, 'Nieznane pole: status.'],
    [z.strictObject({}), { status: 1, total: 2 }, 'Nieznane pola: status, total.'],
  ])('%#: %j → %s', (schema, input, message) => {
    expect(messageFor(schema, input)).toBe(message);
  });

  it('says a name is too long, not missing (POST /orders)', () => {
    const customer = { firstName: 'A'.repeat(101), lastName: 'B', email: 'a@example.pl', phone: '600100200' };
    const problems = OrderRequestSchema.shape.customer.safeParse(customer);
    expect(problems.success ? [] : problems.error.issues.map((issue) => issue.message)).toEqual([
      'Imię może mieć najwyżej 100 znaków',
    ]);
  });

  it('calls a field missing only when it is: an offer id or a link date of the wrong kind says so', () => {
    const offerId = OrderRequestSchema.shape.offerId;
    expect(messageFor(offerId, undefined)).toBe('Brak identyfikatora oferty.');
    expect(messageFor(offerId, 123)).toBe('Oczekiwano tekstu.');
    expect(messageFor(RetryTokenSchema, { sig: 'abc' })).toBe('Brak daty ważności linku.');
    expect(messageFor(RetryTokenSchema, { exp: 1.5, sig: 'abc' })).toBe('Oczekiwano liczby całkowitej.');
    expect(messageFor(RetryTokenSchema, { exp: 'soon', sig: 'abc' })).toBe('Oczekiwano liczby.');
  });

  it('keeps a schema’s own message', () => {
    expect(messageFor(z.string().max(3, 'Za długi kod.'), 'abcd')).toBe('Za długi kod.');
  });
});
