import { normalisePhone } from '../../core/phone';
import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import {
  addonBasisLabel,
  detailsFromPayload,
  isOfferExpired,
  offerMatches,
  offerPricedAlike,
  offerRequestFor,
  priceChange,
} from '~/lib/checkout';
import { draftFromFormData, readCheckoutDraft, writeCheckoutDraft } from '~/lib/checkout-draft';
import { forgetTravellerDetails } from '~/lib/forget-traveller';
import { CHECKOUT_MESSAGES, CheckoutFormSchema } from '~/lib/schemas/checkout';
import { checkoutFormData, VALID_CHECKOUT_FIELDS } from '../fixtures/checkout-form';

const now = new Date('2026-11-22T10:15:00Z');

const form = checkoutFormData;
const valid = VALID_CHECKOUT_FIELDS;

describe('booking form schema (spec §5)', () => {
  it('accepts a complete form and defaults the optional fields', () => {
    const submission = parseWithZod(form(valid), { schema: CheckoutFormSchema });
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    expect(submission.value).toMatchObject({
      countryCode: '+48',
      addons: [],
      wantsInvoice: false,
      marketingConsent: false,
    });
  });

  it.each([
    ['firstName', { firstName: '' }, CHECKOUT_MESSAGES.firstName],
    ['lastName', { lastName: ' ' }, CHECKOUT_MESSAGES.lastName],
    ['email', { email: 'anna@' }, CHECKOUT_MESSAGES.email],
    ['phone', { phone: '600 100' }, CHECKOUT_MESSAGES.phone],
    ['adults', { adults: '0' }, CHECKOUT_MESSAGES.adults],
    ['children', { children: '-1' }, CHECKOUT_MESSAGES.children],
    ['licensePlates[0]', { 'licensePlates[0]': '' }, CHECKOUT_MESSAGES.plate],
    ['privacyPolicyAccepted', { privacyPolicyAccepted: '' }, CHECKOUT_MESSAGES.privacyPolicy],
  ])('%s has its Polish message', (field, change, message) => {
    const submission = parseWithZod(form({ ...valid, ...change }), { schema: CheckoutFormSchema });
    expect(submission.status).toBe('error');
    expect(submission.reply().error?.[field]).toEqual([message]);
  });

  it('requires every invoice field only when an invoice is wanted', () => {
    const without = parseWithZod(form(valid), { schema: CheckoutFormSchema });
    expect(without.status).toBe('success');
    const wanted = parseWithZod(form({ ...valid, wantsInvoice: 'on' }), { schema: CheckoutFormSchema });
    expect(wanted.reply().error).toEqual({
      'invoiceData.nip': [CHECKOUT_MESSAGES.nip],
      'invoiceData.country': [CHECKOUT_MESSAGES.country],
      'invoiceData.companyName': [CHECKOUT_MESSAGES.companyName],
      'invoiceData.companyAddress': [CHECKOUT_MESSAGES.companyAddress],
      'invoiceData.companyCity': [CHECKOUT_MESSAGES.companyCity],
      'invoiceData.postalCode': [CHECKOUT_MESSAGES.postalCode],
    });
  });
});

describe('one plate, one vehicle (issue 14)', () => {
  it.each([
    ['the same plate in another case', 'WA 12345'],
    ['the same plate without its space', 'wa12345'],
    ['the same plate with a hyphen and extra spaces', ' WA-123 45 '],
  ])('%s is refused at the repeat, with a Polish message', (_, repeat) => {
    const submission = parseWithZod(form({ ...valid, 'licensePlates[1]': 'KR 1', 'licensePlates[2]': repeat }), {
      schema: CheckoutFormSchema,
    });
    expect(submission.status).toBe('error');
    expect(submission.reply().error).toEqual({
      'licensePlates[2]': ['Ten numer rejestracyjny jest już wpisany przy innym pojeździe'],
    });
  });

  it('different plates pass', () => {
    const submission = parseWithZod(form({ ...valid, 'licensePlates[1]': 'WA 12346' }), {
      schema: CheckoutFormSchema,
    });
    expect(submission.status).toBe('success');
  });
});

describe('booking details and offers (spec §4)', () => {
  const payload = {
    parkingId: '7',
    adults: '3',
    children: '1',
    licensePlates: ['wa 1', ' kr 2 '],
    addons: 'ad-mycie',
    arrivalDate: '2026-12-01',
    arrivalTime: '09:30',
    departureDate: '2026-12-05',
    departureTime: '18:00',
    promoCode: 'ZIMA10',
  };

  it('reads details leniently: counts, plates upper-case, a single addon as a list, Warsaw times', () => {
    const details = detailsFromPayload(payload, now);
    expect(details).toMatchObject({
      parkingId: '7',
      adults: 3,
      children: 1,
      plates: ['WA 1', 'KR 2'],
      addonIds: ['ad-mycie'],
      promoCode: 'zima10',
    });
    expect(details?.stay.arrival.toISOString()).toBe('2026-12-01T08:30:00.000Z');
    expect(detailsFromPayload({ ...payload, adults: '99', licensePlates: undefined }, now)).toMatchObject({
      adults: 2,
      plates: [''],
    });
    expect(detailsFromPayload({ ...payload, parkingId: '../1' }, now)).toBeNull();
  });

  it('builds the offer request of spec §3 (addon lines follow vehicles and people)', () => {
    const details = detailsFromPayload(payload, now);
    if (!details) throw new Error('no details');
    const request = offerRequestFor(details);
    expect(request.promoCode).toBe('zima10');
    expect(request.offerLines[0]).toEqual({
      productId: '7',
      specification: {
        vehicles: [{ plate: 'WA 1' }, { plate: 'KR 2' }],
        people: { adult: 3, child: 1, disabled: 0 },
        stayPeriod: { arrivalAt: '2026-12-01T08:30:00.000Z', departureAt: '2026-12-05T17:00:00.000Z' },
      },
    });
    expect(request.offerLines[1]).toMatchObject({ productId: 'ad-mycie', specification: { vehicles: 2, people: 4 } });
  });

  it('reuses an offer only for identical details', () => {
    const details = detailsFromPayload(payload, now);
    if (!details) throw new Error('no details');
    const request = offerRequestFor(details);
    const offer = {
      offerLines: request.offerLines.map((line) => ({
        product: { id: line.productId },
        specification: line.specification,
      })),
      promoCode: { code: 'zima10' },
    };
    expect(offerMatches(offer, details)).toBe(true);
    expect(offerMatches(offer, { ...details, plates: ['WA 1'] })).toBe(false);
    expect(offerMatches(offer, { ...details, addonIds: [] })).toBe(false);
    expect(offerMatches(offer, { ...details, promoCode: null })).toBe(false);
    expect(offerMatches({ ...offer, offerLines: [] }, details)).toBe(false);
  });

  it('tells a priced change (a car, a service, a code) from a plate typed since', () => {
    const details = detailsFromPayload(payload, now);
    if (!details) throw new Error('no details');
    const offer = {
      offerLines: offerRequestFor(details).offerLines.map((line) => ({
        product: { id: line.productId },
        specification: line.specification,
      })),
      promoCode: { code: 'zima10' },
    };
    expect(details.plates).toHaveLength(2);
    expect(offerPricedAlike(offer, { ...details, plates: ['GD 7', 'PO 8'] })).toBe(true);
    expect(offerPricedAlike(offer, { ...details, plates: ['GD 7'] })).toBe(false);
    expect(offerPricedAlike(offer, { ...details, addonIds: [] })).toBe(false);
    expect(offerPricedAlike(offer, { ...details, promoCode: null })).toBe(false);
    expect(offerPricedAlike({ ...offer, offerLines: [] }, details)).toBe(false);
  });

  it('expires an offer at expiresAt, or an hour after it was made when none is given', () => {
    expect(isOfferExpired({ expiresAt: '2026-11-22T10:14:59Z' }, now)).toBe(true);
    expect(isOfferExpired({ expiresAt: '2026-11-22T10:16:00Z' }, now)).toBe(false);
    expect(isOfferExpired({ expiresAt: null, createdAt: '2026-11-22T09:15:00Z' }, now)).toBe(true);
    expect(isOfferExpired({ expiresAt: null, createdAt: '2026-11-22T09:30:00Z' }, now)).toBe(false);
  });
});

describe('small rules', () => {
  it('sends a phone in E.164: typed with + or 00 it keeps its own code, otherwise it gets the chosen one (spec §5)', () => {
    expect(normalisePhone('+49 151 2345678', '+48')).toBe('+491512345678');
    expect(normalisePhone(' 600 100 200 ', '+420')).toBe('+420600100200');
    expect(normalisePhone('0048 600 100 200', '+48')).toBe('+48600100200');
    expect(normalisePhone('600-100-200', '+48')).toBe('+48600100200');
    expect(normalisePhone('12', '+48')).toBe('+48 12');
  });

  it('labels the pricing basis (spec §3)', () => {
    expect(addonBasisLabel('PER_VEHICLE_PER_DAY')).toBe('za pojazd za dzień');
    expect(addonBasisLabel('ABOVE_GUESTS_THRESHOLD')).toBe('powyżej progu gości');
    expect(addonBasisLabel(null)).toBe('za pojazd');
  });

  it('computes the difference of a price change in grosze', () => {
    expect(priceChange(100.1, 100.3, 'PLN').difference).toBe(0.2);
    expect(priceChange(250, 199.99, 'PLN').difference).toBe(-50.01);
  });
});

describe('checkout_form_data draft (spec §3)', () => {
  const memory = () => {
    const map = new Map<string, string>();
    return {
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
      map,
    };
  };

  it('keeps the stored dates, restores the typed fields, and drops addons of another parking', () => {
    const storage = memory();
    storage.setItem(
      'checkout_form_data',
      JSON.stringify({ parkingId: '7', formData: { arrivalDate: '2026-12-01T08:00:00.000Z', addons: [] } }),
    );
    writeCheckoutDraft(storage, '7', {
      firstName: 'Anna',
      email: 'anna@example.com',
      licensePlates: ['WA 1'],
      addons: ['ad-mycie'],
      wantsInvoice: true,
      privacyPolicyAccepted: true,
    });
    const stored = JSON.parse(storage.map.get('checkout_form_data') ?? '{}');
    expect(stored.formData).toMatchObject({
      arrivalDate: '2026-12-01T08:00:00.000Z',
      firstName: 'Anna',
      addons: ['ad-mycie'],
    });
    expect(stored.formData.privacyPolicyAccepted).toBeUndefined();
    expect(readCheckoutDraft(storage, '7')).toMatchObject({
      firstName: 'Anna',
      licensePlates: ['WA 1'],
      addons: ['ad-mycie'],
      wantsInvoice: true,
    });
    expect(readCheckoutDraft(storage, '8')?.addons).toBeUndefined();
  });

  it('once an order is placed the draft keeps the stay, addons and party, and nobody’s details (issue 15)', () => {
    const storage = memory();
    storage.setItem(
      'checkout_form_data',
      JSON.stringify({ parkingId: '7', formData: { arrivalDate: '2026-12-01T08:00:00.000Z', arrivalTime: '08:00' } }),
    );
    writeCheckoutDraft(storage, '7', {
      firstName: 'Anna',
      lastName: 'Żak',
      email: 'anna@example.com',
      countryCode: '+48',
      phone: '600100200',
      notes: 'Wrócę późno',
      licensePlates: ['WA 12345'],
      addons: ['ad-mycie'],
      adults: 2,
      children: 1,
      wantsInvoice: true,
      invoiceData: { nip: '5260250274', companyName: 'Firma', companyAddress: 'Prosta 1' },
      marketingConsent: true,
    });
    forgetTravellerDetails(storage);
    const raw = storage.map.get('checkout_form_data') ?? '';
    expect(JSON.parse(raw)).toEqual({
      parkingId: '7',
      formData: {
        arrivalDate: '2026-12-01T08:00:00.000Z',
        arrivalTime: '08:00',
        addons: ['ad-mycie'],
        adults: 2,
        children: 1,
      },
    });
    for (const personal of ['Anna', 'Żak', 'anna@example.com', '600100200', 'WA 12345', 'Wrócę', '5260250274', 'Firma'])
      expect(raw).not.toContain(personal);
    expect(readCheckoutDraft(storage, '7')).toMatchObject({ adults: 2, children: 1, addons: ['ad-mycie'] });
  });

  it("reads the draft from the form's FormData: lists as lists, an unticked box as false, no consent or hidden ids", () => {
    const form = new FormData();
    for (const [name, value] of [
      ['parkingId', '7'],
      ['idempotencyKey', '0123456789abcdef0123'],
      ['firstName', 'Anna'],
      ['email', ''],
      ['adults', '3'],
      ['licensePlates[0]', 'WA 1'],
      ['licensePlates[1]', ''],
      ['addons', 'ad-mycie'],
      ['invoiceData.nip', '5260250274'],
      ['invoiceData.country', 'niemcy'],
      ['marketingConsent', 'on'],
      ['privacyPolicyAccepted', 'on'],
      ['promoInput', 'zima10'],
    ]) {
      form.append(name, value);
    }
    const draft = draftFromFormData(form);
    expect(draft).toMatchObject({
      firstName: 'Anna',
      email: '',
      adults: 3,
      licensePlates: ['WA 1', ''],
      addons: ['ad-mycie'],
      invoiceData: { nip: '5260250274', country: 'niemcy' },
      wantsInvoice: false,
      marketingConsent: true,
    });
    for (const name of ['parkingId', 'idempotencyKey', 'privacyPolicyAccepted', 'promoInput'])
      expect(draft, name).not.toHaveProperty(name);

    // No addon ticked is an empty list, so a stored choice is cleared rather than kept.
    form.delete('addons');
    expect(draftFromFormData(form).addons).toEqual([]);
    const storage = memory();
    writeCheckoutDraft(storage, '7', draftFromFormData(form));
    expect(readCheckoutDraft(storage, '7')).toMatchObject({
      firstName: 'Anna',
      addons: [],
      wantsInvoice: false,
      marketingConsent: true,
    });
  });

  it('ignores a missing or broken draft', () => {
    const storage = memory();
    expect(readCheckoutDraft(storage, '7')).toBeNull();
    storage.setItem('checkout_form_data', '{oops');
    expect(readCheckoutDraft(storage, '7')).toBeNull();
  });
});
