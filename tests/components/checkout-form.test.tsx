// @vitest-environment jsdom
// The checkout form as a traveller uses it with JS (checkout-payment.md §2, §4, §5, §8), on a Remix
// route stub whose action plays the server: the §5 messages, plates added and removed, the invoice
// fields, the promo code's states, and the price-change dialog with its two answers.
import type { Submission } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useActionData } from '@remix-run/react';
import { createRemixStub } from '@remix-run/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NIP_CHECKSUM_MESSAGE, POSTAL_CODE_FORMAT_MESSAGE } from '../../core/invoice';
import { CheckoutForm } from '../../app/components/checkout/checkout-form';
import { attachToastSink, type ToastInput } from '../../app/components/ui/toast';
import type {
  CheckoutActionData,
  CheckoutAddonView,
  CheckoutParkingView,
  PriceChangeView,
  QuoteState,
} from '../../app/lib/checkout-view';
import {
  CHECKOUT_MESSAGES,
  type CheckoutForm as CheckoutFormValue,
  CheckoutFormSchema,
  PLATES_MAX,
} from '../../app/lib/schemas/checkout';

const PARKING: CheckoutParkingView = {
  id: '7',
  name: 'AirPark Poleczki',
  location: 'ul. Poleczki 1, Warszawa',
  imageUrl: null,
  airport: { name: 'Warszawa Chopin', slug: 'warszawa-chopin' },
  href: '/parking-lotnisko-warszawa-chopin/airpark-poleczki/',
  regulationsUrl: null,
  rating: { average: 4.67, count: 12 },
  isActive: true,
  isPlaceholder: false,
};
const STAY = { arrivalAt: '2030-06-10T10:00:00+02:00', departureAt: '2030-06-14T10:00:00+02:00' };
const DEFAULTS = { countryCode: '+48', adults: 2, children: 0, licensePlates: [''], addons: [] };

function quoteOf(
  total: number,
  {
    offerId = 'offer-1',
    promo = null,
    discount = 0,
  }: { offerId?: string; promo?: { code: string; percent: number } | null; discount?: number } = {},
): QuoteState {
  return {
    status: 'ok',
    quote: {
      offerId,
      expiresAt: null,
      currency: 'PLN',
      total,
      discount,
      lines: [
        {
          productId: PARKING.id,
          name: 'Parking AirPark Poleczki',
          kind: 'parking',
          price: total,
          originalPrice: discount ? total + discount : null,
          calculation: '200,00 zł × 1 pojazd = 200,00 zł',
        },
      ],
      promo,
    },
  };
}
const BASE_QUOTE = quoteOf(200);

type Answer = Partial<Omit<CheckoutActionData, 'intent' | 'stay'>>;
/** The fake action: its answer per intent (a re-quote answers the base quote unless told otherwise). */
type Answers = Partial<Record<string, (form: FormData, submission: Submission<CheckoutFormValue>) => Answer>>;

/** Renders the form on a route stub; returns what the action received and the placed-order callback. */
function renderCheckout(answers: Answers = {}, { addons = [] }: { addons?: CheckoutAddonView[] } = {}) {
  const posts: FormData[] = [];
  const onOrdered = vi.fn();
  function CheckoutRoute() {
    const actionData = useActionData<CheckoutActionData>();
    return (
      <CheckoutForm
        parking={PARKING}
        stay={STAY}
        unavailableDays={[]}
        addons={addons}
        quote={BASE_QUOTE}
        idempotencyKey="0123456789abcdef0123"
        defaultValue={DEFAULTS}
        actionData={actionData}
        onOrdered={onOrdered}
      />
    );
  }
  const Stub = createRemixStub([
    {
      path: '/rezerwacja/',
      Component: CheckoutRoute,
      async action({ request }) {
        const form = await request.formData();
        posts.push(form);
        const intent = String(form.get('intent') ?? 'submit');
        // As the real action: every answer carries the typed values back (Conform's reply, no errors).
        const submission = parseWithZod(form, { schema: CheckoutFormSchema });
        const { initialValue, fields } = submission.reply();
        const answer = answers[intent]?.(form, submission) ?? { quote: BASE_QUOTE };
        return { intent, reply: { initialValue, fields }, stay: STAY, ...answer } satisfies CheckoutActionData;
      },
    },
  ]);
  render(<Stub initialEntries={['/rezerwacja/']} />);
  return { posts, onOrdered, intents: () => posts.map((form) => form.get('intent')) };
}

const toasts: ToastInput[] = [];
let detachToasts: () => void = () => {};
beforeEach(() => {
  window.localStorage.clear();
  toasts.length = 0;
  detachToasts = attachToastSink((toast) => toasts.push(toast));
});
afterEach(() => detachToasts());

// No pause between the simulated keys and clicks: the form's own timers (re-quote, draft) are what is waited for.
const user = () => userEvent.setup({ delay: null });
const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
const plates = () => screen.queryAllByRole('textbox', { name: /^Tablica rejestracyjna/ });
const total = () => screen.getByTestId('checkout-total');
const payButton = () => screen.getAllByRole('button', { name: 'Przejdź do płatności' })[0];

/**
 * Contact data, one plate and the consent. The plate is a priced field: its re-quote (1 s later) is
 * waited for, so that its answer cannot land after the test's own.
 */
async function fillValidOrder(u: ReturnType<typeof user>, intents: () => unknown[]) {
  await u.click(plates()[0]);
  await u.paste('WA 12345'); // one change, one re-quote
  await u.type(textbox('Imię'), 'Anna');
  await u.type(textbox('Nazwisko'), 'Kowalska');
  await u.type(textbox('E-mail'), 'anna.kowalska@example.pl');
  await u.type(textbox('Telefon'), '600 100 200');
  await u.click(screen.getByRole('checkbox', { name: /^Akceptuję politykę prywatności/ }));
  await waitFor(() => expect(intents()).toEqual(['quote']), { timeout: 3000 });
  await waitFor(() => expect(screen.queryByText('Przeliczamy cenę…')).not.toBeInTheDocument());
}

describe('validation messages (spec §5)', () => {
  it('an empty submit shows each message by its field, marks the field invalid, and posts nothing', async () => {
    const u = user();
    const { posts } = renderCheckout();
    await u.click(payButton());

    const described: [HTMLElement, string][] = [
      [textbox('Imię'), CHECKOUT_MESSAGES.firstName],
      [textbox('Nazwisko'), CHECKOUT_MESSAGES.lastName],
      [textbox('E-mail'), CHECKOUT_MESSAGES.email],
      [textbox('Telefon'), CHECKOUT_MESSAGES.phone],
      [plates()[0], CHECKOUT_MESSAGES.plate],
      [screen.getByRole('checkbox', { name: /^Akceptuję politykę prywatności/ }), CHECKOUT_MESSAGES.privacyPolicy],
    ];
    for (const [field, message] of described) {
      expect(await screen.findByText(message)).toBeVisible();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(new RegExp(message));
    }
    expect(screen.getByText('Imię jest wymagane')).toBeVisible(); // the spec's words, literally
    expect(posts).toEqual([]);
  });

  it('typing fixes a message at once', async () => {
    const u = user();
    renderCheckout();
    await u.click(payButton());
    expect(await screen.findByText('Imię jest wymagane')).toBeVisible();
    await u.type(textbox('Imię'), 'Anna');
    expect(screen.queryByText('Imię jest wymagane')).not.toBeInTheDocument();
    expect(textbox('Imię')).not.toHaveAttribute('aria-invalid');
  });

  it('with the invoice wanted, its fields are required too', async () => {
    const u = user();
    renderCheckout();
    await u.click(screen.getByRole('checkbox', { name: 'Chcę fakturę na firmę' }));
    await u.click(payButton());
    for (const [label, message] of [
      ['NIP', 'NIP jest wymagany'],
      ['Nazwa firmy', 'Nazwa firmy jest wymagana'],
      ['Adres firmy', 'Adres firmy jest wymagany'],
      ['Miasto', 'Miasto jest wymagane'],
      ['Kod pocztowy', 'Kod pocztowy jest wymagany'],
    ]) {
      expect(textbox(label)).toHaveAccessibleDescription(message);
    }
    expect(screen.getByText('Kraj jest wymagany')).toBeVisible();
  });

  it("the server's rejection is listed above the form, linking to the field, with everything typed kept", async () => {
    const u = user();
    const { intents } = renderCheckout({
      submit: (_, submission) => ({
        reply: submission.reply({ fieldErrors: { email: [CHECKOUT_MESSAGES.email] } }),
        notice: { title: 'Błąd', description: 'Nie udało się złożyć zamówienia.', variant: 'error' },
        quote: BASE_QUOTE,
      }),
    });
    await fillValidOrder(u, intents);
    await u.click(payButton());

    const summary = await screen.findByRole('alert', {
      name: 'Rezerwacja nie została złożona – popraw zaznaczone pola:',
    });
    expect(within(summary).getByRole('link', { name: 'E-mail' })).toHaveAttribute('href', `#${textbox('E-mail').id}`);
    expect(summary).toHaveTextContent(`E-mail: ${CHECKOUT_MESSAGES.email}`);
    expect(screen.getByText('Nie udało się złożyć zamówienia.')).toBeVisible();
    expect(textbox('E-mail')).toHaveAccessibleDescription(new RegExp(CHECKOUT_MESSAGES.email));
    expect(textbox('E-mail')).toHaveValue('anna.kowalska@example.pl');
    expect(textbox('Imię')).toHaveValue('Anna');
    expect(plates()[0]).toHaveValue('WA 12345');
  });
});

describe('vehicles (spec §2)', () => {
  it('adds plates up to the limit, numbers them, and removes the chosen one keeping the others', async () => {
    const u = user();
    renderCheckout();
    expect(plates()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Usuń pojazd/ })).not.toBeInTheDocument();
    await u.type(plates()[0], 'WA 1');

    await u.click(screen.getByRole('button', { name: 'Dodaj kolejny pojazd' }));
    expect(plates()).toHaveLength(2);
    expect(textbox('Tablica rejestracyjna – pojazd 2')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Usuń pojazd 1' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Usuń pojazd 2' })).toBeVisible();
    await u.type(plates()[1], 'KR 2');
    await u.click(screen.getByRole('button', { name: 'Dodaj kolejny pojazd' }));
    await u.type(plates()[2], 'GD 3');

    await u.click(screen.getByRole('button', { name: 'Usuń pojazd 2' }));
    expect(plates().map((input) => (input as HTMLInputElement).value)).toEqual(['WA 1', 'GD 3']);

    while (plates().length < PLATES_MAX) await u.click(screen.getByRole('button', { name: 'Dodaj kolejny pojazd' }));
    expect(plates()).toHaveLength(PLATES_MAX);
    expect(screen.queryByRole('button', { name: 'Dodaj kolejny pojazd' })).not.toBeInTheDocument();

    for (let n = PLATES_MAX; n > 1; n -= 1) await u.click(screen.getByRole('button', { name: `Usuń pojazd ${n}` }));
    expect(plates()).toHaveLength(1);
    expect(plates()[0]).toHaveValue('WA 1');
    expect(plates()[0]).toHaveAccessibleName('Tablica rejestracyjna');
    expect(screen.queryByRole('button', { name: /^Usuń pojazd/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dodaj kolejny pojazd' })).toBeVisible();
  });

  it('the focus follows the list: to the plate added, and to the plate that took a removed one’s place', async () => {
    const u = user();
    renderCheckout();
    await u.click(screen.getByRole('button', { name: 'Dodaj kolejny pojazd' }));
    await waitFor(() => expect(plates()[1]).toHaveFocus());
    await u.keyboard('KR 2');
    await u.click(screen.getByRole('button', { name: 'Dodaj kolejny pojazd' }));
    await waitFor(() => expect(plates()[2]).toHaveFocus());
    await u.keyboard('GD 3');

    await u.click(screen.getByRole('button', { name: 'Usuń pojazd 2' }));
    await waitFor(() => expect(plates()[1]).toHaveFocus());
    expect(plates()[1]).toHaveValue('GD 3');
    await u.click(screen.getByRole('button', { name: 'Usuń pojazd 2' }));
    await waitFor(() => expect(plates()[0]).toHaveFocus());
  });

  it('a changed list of vehicles is priced again (one re-quote after the pause)', async () => {
    const u = user();
    const { intents, posts } = renderCheckout();
    await u.click(screen.getByRole('button', { name: 'Dodaj kolejny pojazd' }));
    await waitFor(() => expect(intents()).toEqual(['quote']), { timeout: 3000 });
    expect(posts[0].get('licensePlates[1]')).toBe('');
  });
});

describe('invoice (spec §2)', () => {
  it("'Chcę fakturę na firmę' reveals the company fields and hides them again, keeping what was typed", async () => {
    const u = user();
    renderCheckout();
    const wanted = screen.getByRole('checkbox', { name: 'Chcę fakturę na firmę' });
    expect(wanted).not.toBeChecked();
    for (const label of ['NIP', 'Nazwa firmy', 'Adres firmy', 'Miasto', 'Kod pocztowy']) {
      expect(screen.queryByRole('textbox', { name: label })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('combobox', { name: 'Kraj' })).not.toBeInTheDocument();

    await u.click(wanted);
    for (const label of ['NIP', 'Nazwa firmy', 'Adres firmy', 'Miasto', 'Kod pocztowy'])
      expect(textbox(label)).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Kraj' })).toBeVisible();
    await u.type(textbox('NIP'), '5260250274');

    await u.click(wanted);
    expect(screen.queryByRole('textbox', { name: 'NIP' })).not.toBeInTheDocument();
    await u.click(wanted);
    expect(textbox('NIP')).toHaveValue('5260250274');
  });

  it("a Polish invoice's NIP and postal code are checked before anything is sent (core/invoice.ts)", async () => {
    const u = user();
    const { intents } = renderCheckout();
    await fillValidOrder(u, intents);
    await u.click(screen.getByRole('checkbox', { name: 'Chcę fakturę na firmę' }));
    await u.type(textbox('NIP'), '526-025-02-75');
    await u.type(textbox('Nazwa firmy'), 'Firma');
    await u.type(textbox('Adres firmy'), 'Prosta 1');
    await u.type(textbox('Miasto'), 'Warszawa');
    await u.type(textbox('Kod pocztowy'), '00-00');
    await u.type(screen.getByRole('combobox', { name: 'Kraj' }), 'Polska{Enter}');
    await u.click(payButton());

    expect(textbox('NIP')).toHaveAccessibleDescription(NIP_CHECKSUM_MESSAGE);
    expect(textbox('Kod pocztowy')).toHaveAccessibleDescription(POSTAL_CODE_FORMAT_MESSAGE);
    expect(intents()).toEqual(['quote']); // the pay button posted nothing

    await u.clear(textbox('NIP'));
    await u.type(textbox('NIP'), '526-025-02-74');
    await u.type(textbox('Kod pocztowy'), '1');
    expect(textbox('NIP')).not.toHaveAttribute('aria-invalid');
    expect(textbox('Kod pocztowy')).not.toHaveAttribute('aria-invalid');
  });
});

describe('promo code (spec §4 states, §8 messages)', () => {
  const APPLIED = quoteOf(180, { offerId: 'offer-promo', promo: { code: 'ZIMA10', percent: 10 }, discount: 20 });

  async function openPromo(u: ReturnType<typeof user>) {
    await u.click(screen.getByText('Masz kod rabatowy?'));
    return textbox('Kod rabatowy');
  }

  it("'Zastosuj' waits for a code; an applied code shows with its discount and the new total", async () => {
    const u = user();
    const { posts } = renderCheckout({
      'promo-apply': () => ({
        quote: APPLIED,
        notice: { title: 'Kod rabatowy zastosowany!', description: 'Otrzymujesz 10% zniżki! 🎉', variant: 'success' },
      }),
    });
    expect(total()).toHaveTextContent(/^200,00\sPLN$/);
    const input = await openPromo(u);
    expect(screen.getByRole('button', { name: 'Zastosuj' })).toBeDisabled();
    await u.type(input, 'zima10');
    await u.click(screen.getByRole('button', { name: 'Zastosuj' }));

    expect(await screen.findByText('ZIMA10')).toBeVisible();
    expect(screen.getByText(/\(−10%\)/)).toBeVisible();
    expect(total()).toHaveTextContent(/^180,00\sPLN$/);
    expect(screen.getByText('Rabat').nextElementSibling).toHaveTextContent(/^−20,00\sPLN$/);
    expect(screen.getByRole('button', { name: 'Usuń' })).toBeVisible();
    expect(toasts).toContainEqual(expect.objectContaining({ title: 'Kod rabatowy zastosowany!' }));
    expect(posts.map((form) => [form.get('intent'), form.get('promoInput')])).toEqual([['promo-apply', 'zima10']]);
  });

  it('a refused code says so under the field and keeps the price', async () => {
    const u = user();
    renderCheckout({
      'promo-apply': () => ({
        quote: BASE_QUOTE,
        promoError: 'Podany kod jest nieprawidłowy.',
        notice: { title: 'Nieprawidłowy kod', description: 'Podany kod jest nieprawidłowy.', variant: 'error' },
      }),
    });
    const input = await openPromo(u);
    await u.type(input, 'zly-kod');
    await u.click(screen.getByRole('button', { name: 'Zastosuj' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nieprawidłowy kod. Podany kod jest nieprawidłowy.');
    expect(textbox('Kod rabatowy')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Kod rabatowy')).toHaveAccessibleDescription(/Podany kod jest nieprawidłowy/);
    expect(total()).toHaveTextContent(/^200,00\sPLN$/);
    expect(screen.queryByRole('button', { name: 'Usuń' })).not.toBeInTheDocument();
    expect(toasts).toContainEqual({
      title: 'Nieprawidłowy kod',
      description: 'Podany kod jest nieprawidłowy.',
      variant: 'destructive',
    });
  });

  it("'Usuń' removes an applied code: the price comes back and the code field is offered again", async () => {
    const u = user();
    const { intents, posts } = renderCheckout({
      'promo-apply': () => ({ quote: APPLIED }),
      'promo-remove': () => ({ quote: BASE_QUOTE, notice: { title: 'Kod rabatowy usunięty', variant: 'info' } }),
    });
    await u.type(await openPromo(u), 'zima10');
    await u.click(screen.getByRole('button', { name: 'Zastosuj' }));
    await u.click(await screen.findByRole('button', { name: 'Usuń' }));

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Usuń' })).not.toBeInTheDocument());
    expect(screen.queryByText('ZIMA10')).not.toBeInTheDocument();
    expect(total()).toHaveTextContent(/^200,00\sPLN$/);
    expect(screen.getByText('Masz kod rabatowy?')).toBeVisible();
    expect(toasts).toContainEqual(expect.objectContaining({ title: 'Kod rabatowy usunięty' }));
    expect(intents()).toEqual(['promo-apply', 'promo-remove']);
    expect(posts[1].get('promoCode')).toBe('ZIMA10'); // the code being removed is the one posted
  });
});

describe('price-change dialog (spec §4)', () => {
  const NEW_QUOTE = quoteOf(240, { offerId: 'offer-2' });
  const CHANGE: PriceChangeView = {
    oldPrice: 200,
    newPrice: 240,
    difference: 40,
    currency: 'PLN',
    newOfferId: 'offer-2',
    reason: 'expired',
  };
  const ORDERED = {
    redirectTo: '/api/v1/payments/sandbox/p-1',
    orderId: 'o-1',
    orderNumber: 'PK-1',
    total: 240,
    currency: 'PLN',
  };

  async function reachDialog(answers: Answers) {
    const u = user();
    const rendered = renderCheckout({ submit: () => ({ quote: NEW_QUOTE, priceChange: CHANGE }), ...answers });
    await fillValidOrder(u, rendered.intents);
    await u.click(payButton());
    const dialog = await screen.findByRole('dialog', { name: 'Zmiana ceny rezerwacji' });
    return { u, dialog, ...rendered };
  }

  it('opens on a changed price: both prices, the difference, the question', async () => {
    const { dialog, posts } = await reachDialog({});
    expect(posts.map((form) => [form.get('intent'), form.get('quotedTotal'), form.get('offerId')])).toEqual([
      ['quote', '200.00', 'offer-1'],
      ['submit', '200.00', 'offer-1'],
    ]);
    expect(dialog).toHaveAccessibleDescription(
      'Oferta wygasła i została automatycznie odświeżona. Cena uległa zmianie.',
    );
    expect(within(dialog).getByText('Poprzednia cena').nextElementSibling).toHaveTextContent(/^200,00\sPLN$/);
    expect(within(dialog).getByText('Nowa cena').nextElementSibling).toHaveTextContent(/^240,00\sPLN$/);
    expect(within(dialog).getByText('Różnica').nextElementSibling).toHaveTextContent(/^\+40,00\sPLN$/);
    expect(within(dialog).getByText('Czy chcesz kontynuować rezerwację z nową ceną?')).toBeVisible();
    // Behind it the summary already shows the new offer.
    expect(total()).toHaveTextContent(/^240,00\sPLN$/);
  });

  it("names the traveller's own change, not an expired offer, when that made the new price", async () => {
    const u = user();
    const rendered = renderCheckout({
      submit: () => ({ quote: NEW_QUOTE, priceChange: { ...CHANGE, reason: 'details' } }),
    });
    await fillValidOrder(u, rendered.intents);
    await u.click(payButton());
    const dialog = await screen.findByRole('dialog', { name: 'Zmiana ceny rezerwacji' });
    expect(dialog).toHaveAccessibleDescription('Po zmianie danych rezerwacji przeliczyliśmy cenę.');
  });

  it("'Kontynuuj z nową ceną' places the order with the new offer and leaves for payment", async () => {
    const { u, dialog, posts, onOrdered } = await reachDialog({
      'accept-price': () => ({ quote: NEW_QUOTE, ordered: ORDERED }),
    });
    await u.click(within(dialog).getByRole('button', { name: 'Kontynuuj z nową ceną' }));

    await waitFor(() => expect(onOrdered).toHaveBeenCalledTimes(1));
    expect(onOrdered).toHaveBeenCalledWith(ORDERED, NEW_QUOTE);
    const accepted = posts[2];
    expect([accepted.get('intent'), accepted.get('newOfferId'), accepted.get('newTotal')]).toEqual([
      'accept-price',
      'offer-2',
      '240.00',
    ]);
    expect(accepted.get('firstName')).toBe('Anna');
  });

  it("'Anuluj' closes it and loads the new offer into the page, everything typed kept", async () => {
    const { u, dialog, intents, posts } = await reachDialog({
      'decline-price': () => ({
        quote: NEW_QUOTE,
        notice: {
          title: 'Oferta zaktualizowana',
          description: 'Załadowano nową ofertę z aktualną ceną.',
          variant: 'info',
        },
      }),
    });
    await u.click(within(dialog).getByRole('button', { name: 'Anuluj' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(total()).toHaveTextContent(/^240,00\sPLN$/);
    expect(toasts).toContainEqual({
      title: 'Oferta zaktualizowana',
      description: 'Załadowano nową ofertę z aktualną ceną.',
      variant: 'default',
    });
    expect(textbox('Imię')).toHaveValue('Anna');
    expect(intents()).toEqual(['quote', 'submit', 'decline-price']);
    // The next submit confirms the new offer and its price.
    await u.click(payButton());
    await waitFor(() => expect(intents()).toEqual(['quote', 'submit', 'decline-price', 'submit']));
    expect([posts[3].get('offerId'), posts[3].get('quotedTotal')]).toEqual(['offer-2', '240.00']);
  });
});

describe('addons that do not apply (issue 14)', () => {
  const GROUP: CheckoutAddonView = {
    id: 'transfer-grupa',
    name: 'Dodatkowy transfer dla większej grupy',
    description: 'Dopłata za każdą osobę powyżej 4 pasażerów.',
    price: 20,
    currency: 'PLN',
    basis: 'powyżej progu gości',
    strategy: 'ABOVE_GUESTS_THRESHOLD',
    guestsThreshold: 4,
  };

  it('a group transfer cannot be ticked for two travellers (the reason says why) and can be for five', async () => {
    const u = user();
    renderCheckout({}, { addons: [GROUP] });
    const checkbox = () => screen.getByRole('checkbox', { name: /^Dodatkowy transfer dla większej grupy/ });
    expect(checkbox()).toBeDisabled();
    expect(checkbox()).toHaveAccessibleDescription('Dotyczy tylko rezerwacji dla co najmniej 5 osób.');

    await u.selectOptions(screen.getByRole('combobox', { name: 'Dorośli' }), '5');
    await waitFor(() => expect(checkbox()).toBeEnabled());
    expect(checkbox()).not.toHaveAccessibleDescription();

    // Ticked, then the party shrinks: unticked and out of reach, as it is no longer booked.
    await u.click(checkbox());
    expect(checkbox()).toBeChecked();
    await u.selectOptions(screen.getByRole('combobox', { name: 'Dorośli' }), '2');
    await waitFor(() => expect(checkbox()).toBeDisabled());
    expect(checkbox()).not.toBeChecked();
  });
});
