import {
  getCollectionProps,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type DefaultValue,
} from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, Link, useFetcher, useNavigation } from '@remix-run/react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { z } from 'zod';
import type { StayValue } from '~/components/search/stay-fields';
import { CONTROL_CLASS, ErrorSummary, Field, FieldError, INPUT_CLASS } from '~/components/ui/form-field';
import { CarIcon, CloseIcon } from '~/components/ui/icons';
import { Select } from '~/components/ui/select';
import { notify } from '~/components/ui/toast';
import { useDebouncedCallback } from '~/components/ui/use-debounced-callback';
import { useHydrated } from 'remix-utils/use-hydrated';
import { REQUOTE_DEBOUNCE_MS } from '~/lib/checkout';
import { browserStorage } from '~/lib/stored-form';
import { writeCheckoutDraft } from '~/lib/checkout-draft';
import type { CheckoutActionData, CheckoutAddonView, CheckoutParkingView, NoticeView, QuoteState, StayView } from '~/lib/checkout-view';
import { stayDays, parseIsoDateTime } from '~/lib/dates';
import { formatPrice } from '~/lib/format';
import {
  ADULTS_MAX,
  ADULTS_MIN,
  CHECKOUT_INTENTS,
  CHILDREN_MAX,
  COUNTRY_CODES,
  CheckoutFormSchema,
  type CheckoutFormInput,
  NOTES_MAX,
  PLATES_MAX,
} from '~/lib/schemas/checkout';
import { CountryCombobox } from './country-combobox';
import { PriceChangeDialog } from './price-change-dialog';
import { PayButton, SummaryCard } from './summary-card';

export const CHECKOUT_FORM_ID = 'checkout';

const FIELD_LABELS: Record<string, string> = {
  firstName: 'Imię',
  lastName: 'Nazwisko',
  email: 'E-mail',
  phone: 'Telefon',
  adults: 'Dorośli',
  children: 'Dzieci',
  notes: 'Uwagi',
  licensePlates: 'Tablica rejestracyjna',
  'invoiceData.nip': 'NIP',
  'invoiceData.country': 'Kraj',
  'invoiceData.companyName': 'Nazwa firmy',
  'invoiceData.companyAddress': 'Adres firmy',
  'invoiceData.companyCity': 'Miasto',
  'invoiceData.postalCode': 'Kod pocztowy',
  privacyPolicyAccepted: 'Zgody',
};

/** Form fields whose change re-prices the offer (spec §4: dates, times, people, plates, addons). */
const PRICED_FIELD = /^(adults|children|addons|licensePlates(\[\d+\])?|arrivalDate|arrivalTime|departureDate|departureTime)$/;
const ORDER_INTENTS: readonly string[] = [CHECKOUT_INTENTS.submit, CHECKOUT_INTENTS.acceptPrice];
/** The quote-type intents skip the booking-form validation (a half-filled form may still be priced). */
const AnyPayload = z.looseObject({});

const SECTION = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';
const LEGEND = 'text-lg font-bold text-slate-900';
const CHECKBOX = 'mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';
const LINK = 'font-medium text-blue-700 underline underline-offset-2';

export interface CheckoutFormProps {
  parking: CheckoutParkingView;
  stay: StayView;
  unavailableDays: string[];
  addons: CheckoutAddonView[];
  quote: QuoteState;
  idempotencyKey: string;
  defaultValue: DefaultValue<CheckoutFormInput>;
  /** The navigation action's answer (a rejected submit, a price change, a no-JS re-quote). */
  actionData: CheckoutActionData | undefined;
  /** Called once an order is placed (JS): store tracking data, then leave for the payment page. */
  onOrdered: (ordered: NonNullable<CheckoutActionData['ordered']>, quote: QuoteState) => void;
  /** A re-quote right after mount (a restored draft differs from what the server priced). */
  requoteOnMount?: boolean;
}

function Notice({ notice }: { notice: NoticeView }) {
  const tone =
    notice.variant === 'error'
      ? 'border-red-200 bg-red-50 text-red-800'
      : notice.variant === 'success'
        ? 'border-green-200 bg-green-50 text-green-800'
        : 'border-blue-200 bg-blue-50 text-blue-900';
  return (
    <div role={notice.variant === 'error' ? 'alert' : 'status'} className={`rounded-xl border px-4 py-3 text-sm ${tone}`}>
      <p className="font-semibold">{notice.title}</p>
      {notice.description ? <p>{notice.description}</p> : null}
    </div>
  );
}

export function CheckoutForm(props: CheckoutFormProps) {
  const { parking, addons, actionData, idempotencyKey } = props;
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const quoteFetcher = useFetcher<CheckoutActionData>();
  const formRef = useRef<HTMLFormElement>(null);

  // The page shows the newest of: the loader's quote, a navigation action's, a fetcher's.
  const [quote, setQuote] = useState<QuoteState>(props.quote);
  const [stay, setStay] = useState<StayView>(props.stay);
  const [promoError, setPromoError] = useState<string | undefined>(actionData?.promoError);
  const [priceChangeOpen, setPriceChangeOpen] = useState(Boolean(actionData?.priceChange));

  useEffect(() => {
    const data = quoteFetcher.data;
    if (!data) return;
    if (data.quote) setQuote(data.quote);
    if (data.stay) setStay(data.stay);
    setPromoError(data.promoError);
    if (data.intent === CHECKOUT_INTENTS.declinePrice) setPriceChangeOpen(false);
    if (data.notice) {
      notify({ title: data.notice.title, description: data.notice.description, variant: data.notice.variant === 'error' ? 'destructive' : 'default' });
    }
  }, [quoteFetcher.data]);

  useEffect(() => {
    if (!actionData) return;
    if (actionData.quote) setQuote(actionData.quote);
    if (actionData.stay) setStay(actionData.stay);
    setPromoError(actionData.promoError);
    setPriceChangeOpen(Boolean(actionData.priceChange));
    if (actionData.ordered) props.onOrdered(actionData.ordered, actionData.quote ?? quote);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per action answer
  }, [actionData]);

  const [form, fields] = useForm<CheckoutFormInput, Record<string, unknown>>({
    id: CHECKOUT_FORM_ID,
    lastResult: actionData?.reply,
    defaultValue: props.defaultValue,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate({ formData }) {
      const intent = formData.get('intent');
      const isOrder = intent === null || ORDER_INTENTS.includes(String(intent));
      return parseWithZod(formData, { schema: isOrder ? CheckoutFormSchema : AnyPayload });
    },
    onSubmit(event, { formData }) {
      const intent = String(formData.get('intent') ?? CHECKOUT_INTENTS.submit);
      if (ORDER_INTENTS.includes(intent)) return; // a navigation POST (Remix <Form>)
      event.preventDefault();
      quoteFetcher.submit(formData, { method: 'post' });
    },
  });

  const requote = useCallback(() => {
    const element = formRef.current;
    if (!element) return;
    const data = new FormData(element);
    data.set('intent', CHECKOUT_INTENTS.quote);
    quoteFetcher.submit(data, { method: 'post' });
  }, [quoteFetcher]);
  const scheduleRequote = useDebouncedCallback(requote, REQUOTE_DEBOUNCE_MS);

  const saveDraft = useDebouncedCallback(() => {
    const element = formRef.current;
    if (!element) return;
    const data = new FormData(element);
    writeCheckoutDraft(browserStorage(), parking.id, {
      firstName: data.get('firstName'),
      lastName: data.get('lastName'),
      email: data.get('email'),
      countryCode: data.get('countryCode'),
      phone: data.get('phone'),
      adults: data.get('adults'),
      children: data.get('children'),
      notes: data.get('notes'),
      licensePlates: [...data.entries()].filter(([name]) => name.startsWith('licensePlates[')).map(([, value]) => String(value)),
      addons: data.getAll('addons').map(String),
      wantsInvoice: data.get('wantsInvoice') === 'on',
      invoiceData: {
        nip: data.get('invoiceData.nip') ?? undefined,
        country: data.get('invoiceData.country') ?? undefined,
        companyName: data.get('invoiceData.companyName') ?? undefined,
        companyAddress: data.get('invoiceData.companyAddress') ?? undefined,
        companyCity: data.get('invoiceData.companyCity') ?? undefined,
        postalCode: data.get('invoiceData.postalCode') ?? undefined,
      },
      marketingConsent: data.get('marketingConsent') === 'on',
    });
  }, 500);

  function onFormChange(event: FormEvent<HTMLFormElement>) {
    const target = event.target;
    const name = target instanceof HTMLInputElement || target instanceof HTMLSelectElement ? target.name : '';
    if (PRICED_FIELD.test(name)) scheduleRequote();
    saveDraft();
  }

  const plates = fields.licensePlates.getFieldList();
  const plateCount = plates.length;
  const firstCount = useRef(plateCount);
  useEffect(() => {
    if (plateCount !== firstCount.current) {
      firstCount.current = plateCount;
      scheduleRequote();
      saveDraft();
    }
  }, [plateCount, scheduleRequote, saveDraft]);

  useEffect(() => {
    if (props.requoteOnMount) requote();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on mount
  }, []);

  const onStayChange = useCallback(
    (next: StayValue) => {
      if (next.arrivalAt && next.departureAt) {
        setStay({ arrivalAt: next.arrivalAt, departureAt: next.departureAt });
        scheduleRequote();
      }
    },
    [scheduleRequote],
  );

  const submittingIntent = navigation.state !== 'idle' ? navigation.formData?.get('intent') : null;
  const submitting = typeof submittingIntent === 'string' && ORDER_INTENTS.includes(submittingIntent);
  const busy = quoteFetcher.state !== 'idle';
  const invoice = fields.invoiceData.getFieldset();
  const change = actionData?.priceChange;
  const days = stayDays(parseIsoDateTime(stay.arrivalAt), parseIsoDateTime(stay.departureAt));
  const shownQuote = quote;
  // While the dialog asks, the form still confirms the old price (a plain submit re-opens the dialog).
  const quotedTotal = change && priceChangeOpen ? change.oldPrice : shownQuote.status === 'ok' ? shownQuote.quote.total : null;

  const notice = actionData?.notice && !actionData.ordered ? actionData.notice : null;
  const hasFieldErrors = Object.values(actionData?.reply.error ?? {}).some((messages) => messages && messages.length > 0);
  const hasMessages = Boolean(notice) || hasFieldErrors || Boolean(form.errors?.length);
  const row = hasMessages ? 'lg:row-start-2' : 'lg:row-start-1';

  const pay = <PayButton parking={parking} quote={shownQuote} submitting={submitting} busy={busy} />;

  return (
    <Form
      method="post"
      {...getFormProps(form)}
      ref={formRef}
      noValidate
      onChange={onFormChange}
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_380px] lg:items-start"
    >
      <input type="hidden" name="parkingId" value={parking.id} />
      <input type="hidden" name="offerId" value={shownQuote.status === 'ok' ? shownQuote.quote.offerId : ''} />
      <input type="hidden" name="quotedTotal" value={quotedTotal === null ? '' : quotedTotal.toFixed(2)} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      {hydrated ? <input type="hidden" name="client" value="js" /> : null}

      {hasMessages ? (
        // Above everything (also above the summary on phones), where a page reloaded without JS starts.
        <div className="space-y-4 lg:col-span-2 lg:row-start-1">
          {notice ? <Notice notice={notice} /> : null}
          <ErrorSummary
            lastResult={actionData?.reply}
            labels={FIELD_LABELS}
            formId={CHECKOUT_FORM_ID}
            heading="Rezerwacja nie została złożona – popraw zaznaczone pola:"
          />
          {form.errors && form.errors.length > 0 ? (
            <div id={form.errorId} role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
              {form.errors.map((error) => (
                <p key={error}>{error}</p>
              ))}
            </div>
          ) : null}
        </div>
      ) : null}

      <aside className={`lg:sticky lg:top-24 lg:col-start-2 ${row}`}>
        <SummaryCard
          parking={parking}
          stay={stay}
          days={days}
          unavailableDays={props.unavailableDays}
          quote={shownQuote}
          busy={busy}
          onStayChange={onStayChange}
          promo={{ promoInput: fields.promoInput, error: promoError }}
          footer={<div className="hidden lg:block">{pay}</div>}
        />
      </aside>

      <div className={`min-w-0 space-y-6 lg:col-start-1 ${row}`}>

        <fieldset className={SECTION}>
          <legend className={`${LEGEND} float-left w-full`}>Dane kontaktowe</legend>
          <div className="clear-both grid gap-4 pt-4 sm:grid-cols-2">
            <Field field={fields.firstName} label="Imię">
              <input {...getInputProps(fields.firstName, { type: 'text' })} autoComplete="given-name" className={INPUT_CLASS} />
            </Field>
            <Field field={fields.lastName} label="Nazwisko">
              <input {...getInputProps(fields.lastName, { type: 'text' })} autoComplete="family-name" className={INPUT_CLASS} />
            </Field>
            <Field field={fields.email} label="E-mail" hint="Na ten adres wyślemy voucher.">
              <input
                {...getInputProps(fields.email, { type: 'email', ariaDescribedBy: fields.email.descriptionId })}
                autoComplete="email"
                inputMode="email"
                className={INPUT_CLASS}
              />
            </Field>
            <div>
              <label htmlFor={fields.phone.id} className="block text-sm font-semibold text-slate-900">
                Telefon
              </label>
              <div className="mt-1.5 flex gap-2">
                <label htmlFor={fields.countryCode.id} className="sr-only">
                  Numer kierunkowy
                </label>
                <Select {...getSelectProps(fields.countryCode)} wrapperClassName="w-[6.5rem] shrink-0" className={CONTROL_CLASS}>
                  {COUNTRY_CODES.map((code) => (
                    <option key={code} value={code}>
                      {code}
                    </option>
                  ))}
                </Select>
                <input
                  {...getInputProps(fields.phone, { type: 'tel', ariaDescribedBy: fields.phone.descriptionId })}
                  // `tel` (the full number): `tel-national` is not allowed on type=tel, and a number
                  // starting with + keeps its own country code (normalisePhone).
                  autoComplete="tel"
                  inputMode="tel"
                  placeholder="600 100 200"
                  className={`min-w-0 flex-1 ${CONTROL_CLASS}`}
                />
              </div>
              <p id={fields.phone.descriptionId} className="mt-1.5 text-sm text-slate-600">
                Wyślemy SMS z potwierdzeniem.
              </p>
              <FieldError id={fields.phone.errorId} errors={fields.phone.errors} />
            </div>
          </div>

          {/* The invoice fields show while the box is ticked — pure CSS, so it works before any JS. */}
          <div className="group mt-5">
            <label className="flex items-start gap-3 text-sm font-medium text-slate-900">
              <input {...getInputProps(fields.wantsInvoice, { type: 'checkbox' })} className={CHECKBOX} />
              Chcę fakturę na firmę
            </label>
            <div className="mt-4 hidden gap-4 rounded-lg bg-slate-50 p-4 group-has-[input[name=wantsInvoice]:checked]:grid sm:grid-cols-2" data-testid="invoice-fields">
              <Field field={invoice.nip} label="NIP">
                <input {...getInputProps(invoice.nip, { type: 'text' })} inputMode="numeric" autoComplete="off" className={INPUT_CLASS} />
              </Field>
              <div>
                <label htmlFor={invoice.country.id} className="block text-sm font-semibold text-slate-900">
                  Kraj
                </label>
                <CountryCombobox field={invoice.country} className="mt-1.5" />
                <FieldError id={invoice.country.errorId} errors={invoice.country.errors} />
              </div>
              <Field field={invoice.companyName} label="Nazwa firmy" className="sm:col-span-2">
                <input {...getInputProps(invoice.companyName, { type: 'text' })} autoComplete="organization" className={INPUT_CLASS} />
              </Field>
              <Field field={invoice.companyAddress} label="Adres firmy" className="sm:col-span-2">
                <input {...getInputProps(invoice.companyAddress, { type: 'text' })} autoComplete="address-line1" className={INPUT_CLASS} />
              </Field>
              <Field field={invoice.companyCity} label="Miasto">
                <input {...getInputProps(invoice.companyCity, { type: 'text' })} autoComplete="address-level2" className={INPUT_CLASS} />
              </Field>
              <Field field={invoice.postalCode} label="Kod pocztowy">
                <input {...getInputProps(invoice.postalCode, { type: 'text' })} autoComplete="postal-code" className={INPUT_CLASS} />
              </Field>
            </div>
          </div>
        </fieldset>

        <fieldset className={SECTION}>
          <legend className={`${LEGEND} float-left w-full`}>Dane podróży</legend>
          <div className="clear-both grid grid-cols-2 gap-4 pt-4">
            <Field field={fields.adults} label="Dorośli">
              <Select {...getSelectProps(fields.adults)} wrapperClassName="mt-1.5" className={CONTROL_CLASS}>
                {Array.from({ length: ADULTS_MAX - ADULTS_MIN + 1 }, (_, i) => i + ADULTS_MIN).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </Select>
            </Field>
            <Field field={fields.children} label="Dzieci">
              <Select {...getSelectProps(fields.children)} wrapperClassName="mt-1.5" className={CONTROL_CLASS}>
                {Array.from({ length: CHILDREN_MAX + 1 }, (_, i) => i).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          <details className="mt-4" open={Boolean(fields.notes.initialValue) || undefined}>
            <summary className="cursor-pointer text-sm font-semibold text-blue-700 hover:underline">+ dodaj uwagi</summary>
            <Field field={fields.notes} label="Uwagi do rezerwacji" optional className="mt-3">
              <textarea {...getTextareaProps(fields.notes)} rows={3} maxLength={NOTES_MAX} className={INPUT_CLASS} />
            </Field>
          </details>
        </fieldset>

        <fieldset className={SECTION}>
          <legend className={`${LEGEND} float-left w-full`}>Pojazd</legend>
          <ul className="clear-both space-y-3 pt-4">
            {plates.map((plate, index) => (
              <li key={plate.key}>
                <label htmlFor={plate.id} className="block text-sm font-semibold text-slate-900">
                  Tablica rejestracyjna{plates.length > 1 ? ` – pojazd ${index + 1}` : ''}
                </label>
                <div className="mt-1.5 flex gap-2">
                  <span className="relative min-w-0 flex-1">
                    <CarIcon className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500" />
                    <input
                      {...getInputProps(plate, { type: 'text' })}
                      autoComplete="off"
                      autoCapitalize="characters"
                      maxLength={15}
                      placeholder="np. WA 12345"
                      className={`${CONTROL_CLASS} pl-9 uppercase placeholder:normal-case`}
                    />
                  </span>
                  {plates.length > 1 ? (
                    <button
                      {...form.remove.getButtonProps({ name: fields.licensePlates.name, index })}
                      aria-label={`Usuń pojazd ${index + 1}`}
                      className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg border border-slate-300 text-slate-600 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
                    >
                      <CloseIcon className="h-4 w-4" />
                    </button>
                  ) : null}
                </div>
                <FieldError id={plate.errorId} errors={plate.errors} />
              </li>
            ))}
          </ul>
          <FieldError id={fields.licensePlates.errorId} errors={fields.licensePlates.errors} />
          {plates.length < PLATES_MAX ? (
            <button
              {...form.insert.getButtonProps({ name: fields.licensePlates.name, defaultValue: '' })}
              className="mt-3 text-sm font-semibold text-blue-700 hover:underline"
            >
              Dodaj kolejny pojazd
            </button>
          ) : null}
        </fieldset>

        <fieldset className={SECTION}>
          <legend className={`${LEGEND} float-left w-full`}>Usługi dodatkowe</legend>
          <div className="clear-both pt-4">
            {addons.length === 0 ? (
              <p className="text-sm text-slate-600">Ten parking nie oferuje usług dodatkowych.</p>
            ) : (
              <ul className="space-y-3">
                {getCollectionProps(fields.addons, { type: 'checkbox', options: addons.map((a) => a.id) }).map(({ key, ...props }, index) => {
                  const addon = addons[index];
                  return (
                    <li key={key}>
                      <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 transition hover:border-blue-300 has-[:checked]:border-blue-600 has-[:checked]:bg-blue-50/50">
                        <input {...props} className={CHECKBOX} />
                        <span className="min-w-0 flex-1">
                          <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                            <span className="font-semibold text-slate-900">{addon.name}</span>
                            <span className="text-sm font-semibold text-slate-900">
                              {formatPrice(addon.price, addon.currency)} <span className="font-normal text-slate-600">{addon.basis}</span>
                            </span>
                          </span>
                          {addon.description ? <span className="mt-0.5 block text-sm text-slate-600">{addon.description}</span> : null}
                        </span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
        </fieldset>

        <fieldset className={SECTION}>
          <legend className={`${LEGEND} float-left w-full`}>Zgody</legend>
          <div className="clear-both space-y-4 pt-4 text-sm text-slate-700">
            <label className="flex items-start gap-3">
              <input {...getInputProps(fields.marketingConsent, { type: 'checkbox' })} className={CHECKBOX} />
              <span>
                Chcę otrzymywać informacje o promocjach i nowościach Parkolot <span className="text-slate-500">(opcjonalnie)</span>
              </span>
            </label>
            <div>
              <div className="flex items-start gap-3">
                <input {...getInputProps(fields.privacyPolicyAccepted, { type: 'checkbox' })} className={CHECKBOX} />
                <label htmlFor={fields.privacyPolicyAccepted.id}>
                  Akceptuję{' '}
                  <Link to="/polityka-prywatnosci/" className={LINK} target="_blank">
                    politykę prywatności
                  </Link>
                  ,{' '}
                  <Link to="/regulamin/" className={LINK} target="_blank">
                    regulamin serwisu
                  </Link>{' '}
                  oraz{' '}
                  {parking.regulationsUrl ? (
                    <a href={parking.regulationsUrl} className={LINK} target="_blank" rel="noopener noreferrer">
                      regulamin parkingu
                    </a>
                  ) : (
                    <span className="group/tip relative inline-block">
                      <span tabIndex={0} aria-describedby="parking-terms-tip" className="cursor-help underline decoration-dotted underline-offset-2">
                        regulamin parkingu
                      </span>
                      <span
                        id="parking-terms-tip"
                        role="tooltip"
                        className="invisible absolute bottom-full left-0 z-10 mb-2 w-56 rounded-lg bg-slate-900 px-3 py-2 text-xs text-white shadow-lg group-hover/tip:visible group-focus-within/tip:visible"
                      >
                        Regulamin parkingu jest dostępny na miejscu, w biurze parkingu.
                      </span>
                    </span>
                  )}
                  .
                </label>
              </div>
              <FieldError id={fields.privacyPolicyAccepted.errorId} errors={fields.privacyPolicyAccepted.errors} />
            </div>
            <p className="text-slate-600">
              Masz pytania? Zajrzyj do{' '}
              <Link to="/faq/" className={LINK}>
                FAQ
              </Link>{' '}
              lub przeczytaj,{' '}
              <Link to="/jak-to-dziala/" className={LINK}>
                jak to działa
              </Link>
              .
            </p>
          </div>
        </fieldset>

        <div className={`${SECTION} lg:hidden`}>
          {shownQuote.status === 'ok' ? (
            <p className="mb-3 flex items-baseline justify-between">
              <span className="font-semibold text-slate-900">Do zapłaty:</span>
              <span className="text-xl font-bold text-slate-900">{formatPrice(shownQuote.quote.total, shownQuote.quote.currency)}</span>
            </p>
          ) : null}
          {pay}
        </div>
      </div>

      {change && priceChangeOpen ? <PriceChangeDialog change={change} busy={busy || submitting} /> : null}
    </Form>
  );
}
