import { getFormProps, useForm, type DefaultValue } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, useLocation, useNavigate, useNavigation } from '@remix-run/react';
import { useCallback, useEffect, useRef, type FormEvent } from 'react';
import { useHydratedAtOnce } from '~/components/ui/use-enhanced-after-hydration';
import * as z from 'zod/mini';
import type { StayValue } from '~/components/search/stay-fields';
import { useDebouncedCallback } from '~/components/ui/use-debounced-callback';
import { REQUOTE_DEBOUNCE_MS } from '~/lib/checkout';
import { movedHereAfterPricing, searchWithStay } from '~/lib/checkout-address';
import type {
  CheckoutActionData,
  CheckoutAddonView,
  CheckoutParkingView,
  QuoteState,
  StayView,
} from '~/lib/checkout-view';
import { formatPrice } from '~/lib/format';
import {
  CHECKOUT_INTENTS,
  CheckoutFormSchema,
  DEFAULT_ADULTS,
  DEFAULT_CHILDREN,
  FORM_MARKERS,
  type CheckoutFormInput,
} from '~/lib/schemas/checkout';
import { AddonsFieldset } from './addons-fieldset';
import { CheckoutMessages, hasCheckoutMessages } from './checkout-messages';
import { ConsentsFieldset } from './consents-fieldset';
import { ContactFieldset } from './contact-fieldset';
import { SECTION_CLASS } from './form-section';
import { PriceChangeDialog } from './price-change-dialog';
import { PayButton, SummaryCard } from './summary-card';
import { TravelFieldset } from './travel-fieldset';
import { useCheckoutDraft } from './use-checkout-draft';
import { useCheckoutQuote } from './use-checkout-quote';
import { VehiclesFieldset } from './vehicles-fieldset';
import { billableDays } from '../../../core/stay';
import { parseIsoDateTime } from '../../../core/warsaw-time';

export const CHECKOUT_FORM_ID = 'checkout';

/** Form fields whose change re-prices the offer (spec §4: dates, times, people, plates, addons). */
const PRICED_FIELD =
  /^(adults|children|addons|licensePlates(\[\d+\])?|arrivalDate|arrivalTime|departureDate|departureTime)$/;
const ORDER_INTENTS: readonly string[] = [CHECKOUT_INTENTS.submit, CHECKOUT_INTENTS.acceptPrice];
/** A count field's current value (Conform keeps it as typed), else its default. */
function countValue(value: unknown, fallback: number): number {
  const count = typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isInteger(count) && count >= 0 ? count : fallback;
}

/** The quote-type intents skip the booking-form validation (a half-filled form may still be priced). */
const AnyPayload = z.looseObject({});

export interface CheckoutFormProps {
  parking: CheckoutParkingView;
  /** The loader's stay and quote; the action's answers are folded in on top (useCheckoutQuote). */
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

/**
 * Tells the action the page runs JS (its answers differ). A component of its own: the flip after
 * hydration re-renders only this field, not the whole form (a long task on a phone).
 */
function ScriptedClientField() {
  return useHydratedAtOnce() ? <input type="hidden" name="client" value="js" /> : null;
}

/**
 * Spec §2 checkout form: one Remix <Form> posting to the route's action, told apart by `intent`.
 * Without JS every button is a plain POST and the page comes back rendered; with JS the orders stay
 * navigations and everything else (re-quotes, promo code, 'Anuluj') goes through a fetcher.
 */
export function CheckoutForm(props: CheckoutFormProps) {
  const { parking, addons, actionData, idempotencyKey } = props;
  const navigation = useNavigation();
  const navigate = useNavigate();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const { quote, stay, promoError, priceChange, busy, submitQuote, requote, setStay } = useCheckoutQuote(
    formRef,
    { quote: props.quote, stay: props.stay },
    actionData,
  );
  const saveDraft = useCheckoutDraft(formRef, parking.id);
  const scheduleRequote = useDebouncedCallback(requote, REQUOTE_DEBOUNCE_MS);

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
      submitQuote(formData);
    },
  });

  // Once per answer: a placed order leaves for the payment page.
  useEffect(() => {
    if (!actionData?.ordered) return;
    saveDraft.cancel();
    props.onOrdered(actionData.ordered, actionData.quote ?? quote);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per action answer
  }, [actionData]);

  useEffect(() => {
    if (props.requoteOnMount) requote();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on mount
  }, []);

  function onFormChange(event: FormEvent<HTMLFormElement>) {
    const target = event.target;
    const name = target instanceof HTMLInputElement || target instanceof HTMLSelectElement ? target.name : '';
    if (PRICED_FIELD.test(name)) scheduleRequote();
    saveDraft();
  }

  /** A vehicle added or removed re-prices the offer (the debounced calls read the form once it has re-rendered). */
  function onVehiclesChange() {
    scheduleRequote();
    saveDraft();
  }

  const onStayChange = useCallback(
    (next: StayValue) => {
      if (next.arrivalAt && next.departureAt) {
        const stay = { arrivalAt: next.arrivalAt, departureAt: next.departureAt };
        setStay(stay);
        scheduleRequote();
        // The address follows, so a reload or a copied link keeps the dates picked here (the URL wins on load);
        // the route does not re-run its loader for it (shouldRevalidate).
        const search = movedHereAfterPricing(searchWithStay(location.search, stay));
        navigate({ search }, { replace: true, preventScrollReset: true });
      }
    },
    [setStay, scheduleRequote, navigate, location.search],
  );

  const submittingIntent = navigation.state !== 'idle' ? navigation.formData?.get('intent') : null;
  const submitting = typeof submittingIntent === 'string' && ORDER_INTENTS.includes(submittingIntent);
  const days = billableDays(parseIsoDateTime(stay.arrivalAt), parseIsoDateTime(stay.departureAt));
  const addonBooking = {
    vehicles: fields.licensePlates.getFieldList().length,
    people: countValue(fields.adults.value, DEFAULT_ADULTS) + countValue(fields.children.value, DEFAULT_CHILDREN),
    days,
  };
  // While the dialog asks, the form still confirms the old price (a plain submit re-opens the dialog).
  const quotedTotal = priceChange ? priceChange.oldPrice : quote.status === 'ok' ? quote.quote.total : null;

  const notice = actionData?.notice && !actionData.ordered ? actionData.notice : null;
  const hasMessages = hasCheckoutMessages({ notice, reply: actionData?.reply, formErrors: form.errors });
  const row = hasMessages ? 'lg:row-start-2' : 'lg:row-start-1';

  const pay = <PayButton parking={parking} quote={quote} submitting={submitting} busy={busy} />;

  return (
    <Form
      method="post"
      {...getFormProps(form)}
      ref={formRef}
      noValidate
      onChange={onFormChange}
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_380px] lg:items-start"
    >
      <input type="hidden" name={FORM_MARKERS.start} value="1" />
      <input type="hidden" name="parkingId" value={parking.id} />
      <input type="hidden" name="offerId" value={quote.status === 'ok' ? quote.quote.offerId : ''} />
      <input type="hidden" name="quotedTotal" value={quotedTotal === null ? '' : quotedTotal.toFixed(2)} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <ScriptedClientField />

      {hasMessages ? (
        <CheckoutMessages
          formId={CHECKOUT_FORM_ID}
          notice={notice}
          reply={actionData?.reply}
          formErrors={form.errors}
          formErrorId={form.errorId}
        />
      ) : null}

      {/* Sticky makes the card a stacking context: its z-index keeps the open date picker above the
          form's fields that follow it (the picker is not portalled, decision 0022). */}
      <aside className={`min-w-0 lg:sticky lg:top-24 lg:z-20 lg:col-start-2 ${row}`}>
        <SummaryCard
          parking={parking}
          stay={stay}
          typedStay={actionData?.typedStay}
          days={days}
          unavailableDays={props.unavailableDays}
          quote={quote}
          busy={busy}
          onStayChange={onStayChange}
          promo={{ promoInput: fields.promoInput, error: promoError }}
          footer={<div className="hidden lg:block">{pay}</div>}
        />
      </aside>

      <div className={`min-w-0 space-y-6 lg:col-start-1 ${row}`}>
        <ContactFieldset fields={fields} />
        <TravelFieldset fields={fields} />
        <VehiclesFieldset form={form} licensePlates={fields.licensePlates} onListChange={onVehiclesChange} />
        <AddonsFieldset field={fields.addons} addons={addons} booking={addonBooking} />
        <ConsentsFieldset
          marketingConsent={fields.marketingConsent}
          privacyPolicyAccepted={fields.privacyPolicyAccepted}
          regulationsUrl={parking.regulationsUrl}
        />

        <div className={`${SECTION_CLASS} lg:hidden`}>
          {quote.status === 'ok' ? (
            <p className="mb-3 flex items-baseline justify-between">
              <span className="font-semibold text-slate-900">Do zapłaty:</span>
              <span className="text-xl font-bold text-slate-900">
                {formatPrice(quote.quote.total, quote.quote.currency)}
              </span>
            </p>
          ) : null}
          {pay}
        </div>
      </div>

      {priceChange ? <PriceChangeDialog change={priceChange} busy={busy || submitting} /> : null}
      <input type="hidden" name={FORM_MARKERS.end} value="1" />
    </Form>
  );
}
