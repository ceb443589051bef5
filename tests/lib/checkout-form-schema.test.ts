// The booking form's check of a Polish invoice's NIP and postal code (app/lib/schemas/checkout.ts: the
// browser and the action parse with the same schema). The rule itself: core/invoice.ts (POST /orders uses it too).
import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { CheckoutFormSchema } from '~/lib/schemas/checkout';
import { checkoutFormData, VALID_CHECKOUT_FIELDS } from '../fixtures/checkout-form';

const form = checkoutFormData;
const valid = VALID_CHECKOUT_FIELDS;

describe("a Polish invoice's NIP and postal code, checked by the booking form's schema", () => {
  const invoice = (nip: string, postalCode: string, country = 'polska') => ({
    ...valid,
    wantsInvoice: 'on',
    'invoiceData.nip': nip,
    'invoiceData.country': country,
    'invoiceData.companyName': 'Firma',
    'invoiceData.companyAddress': 'Prosta 1',
    'invoiceData.companyCity': 'Warszawa',
    'invoiceData.postalCode': postalCode,
  });

  it.each([
    ['digits only', '5260250274', '00-001'],
    ["with the 'PL' prefix, dashes and a postal code without its dash", 'PL 526-025-02-74', '00001'],
    ['with dots, as some documents print it', '526.025.02.74', '00-001'],
    ['with en dashes pasted from a document', '526–025–02–74', '00–001'],
  ])('accepts a real NIP written %s', (_, nip, postalCode) => {
    expect(parseWithZod(form(invoice(nip, postalCode)), { schema: CheckoutFormSchema }).status).toBe('success');
  });

  it.each([
    ['letters', 'abc', 'NIP ma 10 cyfr, np. 526-025-02-74'],
    ['nine digits', '526025027', 'NIP ma 10 cyfr, np. 526-025-02-74'],
    [
      'ten zeros (their check digit fits, but they are no one’s NIP)',
      '0000000000',
      'To nie jest prawidłowy NIP — sprawdź go w dokumentach firmy',
    ],
    ['a wrong check digit', '5260250275', 'Ten NIP ma błędną cyfrę kontrolną — sprawdź, czy nie ma literówki'],
    [
      'a check sum of 10, which no digit matches',
      '1234567890',
      'Ten NIP ma błędną cyfrę kontrolną — sprawdź, czy nie ma literówki',
    ],
  ])('refuses a NIP of %s at its field', (_, nip, message) => {
    expect(parseWithZod(form(invoice(nip, '00-001')), { schema: CheckoutFormSchema }).reply().error).toEqual({
      'invoiceData.nip': [message],
    });
  });

  it.each(['xyz', '0-0001', '000-01', '00-0011'])('refuses the postal code %j at its field', (postalCode) => {
    expect(parseWithZod(form(invoice('5260250274', postalCode)), { schema: CheckoutFormSchema }).reply().error).toEqual(
      {
        'invoiceData.postalCode': ['Kod pocztowy w Polsce ma postać 00-000'],
      },
    );
  });

  it.each(['narnia', 'atlantyda'])('refuses the country %j, not one of the list’s values, at its field', (country) => {
    expect(
      parseWithZod(form(invoice('DE123456789', '10115', country)), { schema: CheckoutFormSchema }).reply().error,
    ).toEqual({
      'invoiceData.country': ['Wybierz kraj z listy'],
    });
  });

  it("leaves another country's VAT number and postal code as typed", () => {
    const submission = parseWithZod(form(invoice('DE123456789', '10115', 'niemcy')), {
      schema: CheckoutFormSchema,
    });
    expect(submission.status).toBe('success');
  });
});

describe('with the other messages', () => {
  it('a wrong NIP is named beside every other field that failed, in one answer', () => {
    const fields = {
      ...valid,
      firstName: '',
      wantsInvoice: 'on',
      'invoiceData.nip': 'abc',
      'invoiceData.country': 'polska',
      'invoiceData.companyName': 'Firma',
      'invoiceData.companyAddress': 'Prosta 1',
      'invoiceData.companyCity': 'Warszawa',
      'invoiceData.postalCode': '00001x',
    };
    expect(parseWithZod(form(fields), { schema: CheckoutFormSchema }).reply().error).toEqual({
      firstName: ['Imię jest wymagane'],
      'invoiceData.nip': ['NIP ma 10 cyfr, np. 526-025-02-74'],
      'invoiceData.postalCode': ['Kod pocztowy w Polsce ma postać 00-000'],
    });
  });
});
