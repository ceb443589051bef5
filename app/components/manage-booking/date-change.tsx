import {
  getFormProps,
  getInputProps,
  getSelectProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, useNavigation } from '@remix-run/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ContactDetails } from '~/components/layout/contact-details';
import { CONTROL_CLASS, Field, FormErrors, INPUT_CLASS } from '~/components/ui/form-field';
import { CalendarIcon, ClockIcon, SpinnerIcon } from '~/components/ui/icons';
import { Select } from '~/components/ui/select';
import { TIME_SLOTS } from '~/lib/dates';
import {
  changeDatesPath,
  changePath,
  DATE_INTENTS,
  DATES_ANCHOR,
  type DateChangeView,
  type DateFields,
  type DateQuoteView,
  type DatesClosed,
} from '~/lib/manage-booking';
import { DateChangeFormSchema } from '~/lib/schemas/manage-booking';
import { PendingDateChangeNotice } from './pending-date-change';
import { CARD, PRIMARY_BUTTON } from './styles';

const FORM_ID = 'booking-dates';
const HEADING_ID = 'change-dates-heading';

/** The answer of the card's forms (dates.ts): the quote form's state and the price, once there is one. */
export interface DatesReplyView {
  result: SubmissionResult<string[]>;
  quote: DateQuoteView | null;
}

/** Why the dates cannot change here, and whom to ask when someone can. */
function Closed({ closed }: { closed: DatesClosed }) {
  switch (closed.kind) {
    case 'deadline-passed':
      return (
        <div className="mt-4 text-sm text-slate-700">
          <p>{`Termin można było zmienić online do ${closed.until}. Skontaktuj się z obsługą:`}</p>
          <div className="mt-3">
            <ContactDetails intro={null} />
          </div>
        </div>
      );
    case 'not-paid':
      return <p className="mt-4 text-sm text-slate-700">Termin można zmienić w opłaconej rezerwacji.</p>;
    case 'not-changeable':
      return <p className="mt-4 text-sm text-slate-700">Terminu tej rezerwacji nie można już zmienić.</p>;
    case 'support':
      return (
        <div className="mt-4 text-sm text-slate-700">
          <p>Termin pobytu zmienimy dla Ciebie telefonicznie lub e-mailem:</p>
          <div className="mt-3">
            <ContactDetails intro={null} />
          </div>
        </div>
      );
  }
}

/** The 30-minute grid of the checkout; a time off it (an older booking's) still shows as it is. */
function timeOptions(value: unknown): readonly string[] {
  return typeof value === 'string' && value && !TIME_SLOTS.includes(value) ? [value, ...TIME_SLOTS].sort() : TIME_SLOTS;
}

/**
 * One end of the stay: a native date input and a time select under the end's legend, labelled "Data" and
 * "Godzina" on screen and "Data przyjazdu", "Godzina wyjazdu" … to screen readers (short labels keep the
 * two controls in line in a narrow card).
 */
function StayEnd({
  legend,
  end,
  date,
  time,
  today,
}: {
  legend: string;
  /** "przyjazdu" / "wyjazdu": completes the labels for screen readers. */
  end: string;
  date: FieldMetadata<string>;
  time: FieldMetadata<string>;
  today: string;
}) {
  const label = (text: string) => (
    <>
      {text}
      <span className="sr-only"> {end}</span>
    </>
  );
  return (
    <fieldset className="@container">
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="mt-1 grid gap-x-3 gap-y-2 @min-[18rem]:grid-cols-[minmax(0,1fr)_8rem]">
        <Field field={date} label={label('Data')} className={SUB_LABEL}>
          <input {...getInputProps(date, { type: 'date' })} min={today} className={`${INPUT_CLASS} min-h-11`} />
        </Field>
        <Field field={time} label={label('Godzina')} className={SUB_LABEL}>
          <Select
            {...getSelectProps(time)}
            icon={<ClockIcon className="size-4" />}
            dense
            wrapperClassName="mt-1.5"
            className={`${CONTROL_CLASS} min-h-11 tabular-nums`}
          >
            {time.initialValue ? null : <option value="">--:--</option>}
            {timeOptions(time.initialValue).map((slot) => (
              <option key={slot} value={slot}>
                {slot}
              </option>
            ))}
          </Select>
        </Field>
      </div>
    </fieldset>
  );
}

/** The labels under a legend read lighter than the legend. */
const SUB_LABEL = 'min-w-0 [&>label]:font-medium [&>label]:text-slate-700';

function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-2">
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 font-medium text-slate-900">{children}</dd>
    </div>
  );
}

const DATE_FIELD_NAMES = ['arrivalDate', 'arrivalTime', 'departureDate', 'departureTime'] as const;

const hiddenFields = (fields: DateFields) =>
  DATE_FIELD_NAMES.map((name) => <input key={name} type="hidden" name={name} value={fields[name]} />);

/** The new stay and price as the API quoted it, and the button that takes it. */
function QuoteSummary({ reference, quote }: { reference: string; quote: DateQuoteView }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === DATE_INTENTS.change;
  const region = useRef<HTMLElement>(null);
  // With JS the summary appears in place: the reader is taken to it (once per price), scrolled up just enough
  // to show it with its button when it ends below the window (its top under the header when it is taller).
  // Only once the navigation is over: the action's answer shows while the page still reloads, and the
  // router scrolls to #termin when it is done.
  const shownFor = useRef<string | null>(null);
  useEffect(() => {
    const summary = region.current;
    if (!summary || navigation.state !== 'idle' || shownFor.current === quote.offerId) return;
    shownFor.current = quote.offerId;
    summary.focus({ preventScroll: true });
    if (summary.getBoundingClientRect().bottom > window.innerHeight) summary.scrollIntoView({ block: 'nearest' });
  }, [navigation.state, quote.offerId]);
  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-labelledby="date-quote-heading"
      className="mt-6 scroll-mt-24 scroll-mb-4 rounded-lg border border-blue-200 bg-blue-50/60 p-4 outline-none"
    >
      <h3 id="date-quote-heading" className="text-base font-semibold text-slate-900">
        Nowy termin i cena
      </h3>
      <dl className="mt-2 divide-y divide-blue-100 text-sm">
        <SummaryRow label="Przyjazd">{quote.arrival}</SummaryRow>
        <SummaryRow label="Wyjazd">{quote.departure}</SummaryRow>
        <SummaryRow label="Czas postoju">{quote.duration}</SummaryRow>
        <SummaryRow label="Obecna cena">{quote.currentTotal}</SummaryRow>
        <SummaryRow label="Nowa cena">{quote.total}</SummaryRow>
      </dl>
      <p data-testid="date-change-difference" className="mt-3 text-base font-semibold text-slate-900">
        {quote.differenceText}
      </p>
      {quote.kind === 'pay' ? (
        <p className="mt-1 text-sm text-slate-700">
          Dopłatę zapłacisz na stronie płatności. Do tego czasu rezerwacja zachowuje obecny termin.
        </p>
      ) : null}
      <p className="mt-1 text-xs text-slate-600">{`Cena ważna do ${quote.expiresAt}.`}</p>
      {/* No #fragment here: a browser carries it over the 303 (to the booking, or to the provider's page). */}
      <Form method="post" action={changePath(reference)} preventScrollReset className="mt-4">
        <input type="hidden" name="intent" value={DATE_INTENTS.change} />
        <input type="hidden" name="offerId" value={quote.offerId} />
        <input type="hidden" name="formKey" value={quote.formKey} />
        <input type="hidden" name="quotedAgainst" value={quote.quotedAgainst} />
        {hiddenFields(quote.fields)}
        <button type="submit" disabled={busy} className={`${PRIMARY_BUTTON} w-full`}>
          {busy ? <SpinnerIcon className="h-5 w-5" /> : <CalendarIcon className="h-5 w-5" />}
          {quote.confirmLabel}
        </button>
      </Form>
    </section>
  );
}

type DateChangeProps = { reference: string; dates: DateChangeView; reply: DatesReplyView | null };

/**
 * "Sprawdź nową cenę": the stay in the checkout's fields, prefilled with the booking's dates. It posts to
 * #termin, so the page answered (always a page, never a redirect) opens at this card without JS too.
 */
function DatesForm({ reference, dates, reply }: DateChangeProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === DATE_INTENTS.quote;
  const [form, fields] = useForm({
    id: FORM_ID,
    lastResult: reply?.result ?? null,
    defaultValue: dates.defaults,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: DateChangeFormSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const quote = reply?.quote ?? null;
  // A date changed after the price was shown: that price is not for these dates any more (with JS).
  const [editedAfter, setEditedAfter] = useState<string | null>(null);
  const stale = quote !== null && editedAfter === quote.offerId;
  return (
    <>
      <Form
        method="post"
        action={changeDatesPath(reference)}
        {...getFormProps(form)}
        onChange={() => setEditedAfter(quote?.offerId ?? null)}
        className="mt-4 space-y-4"
      >
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value={DATE_INTENTS.quote} />
        {/* Side by side where the card is wide (a tablet); stacked in the narrow column beside the form. */}
        <div className="@container">
          <div className="grid gap-4 @min-[38rem]:grid-cols-2">
            <StayEnd
              legend="Nowy przyjazd"
              end="przyjazdu"
              date={fields.arrivalDate}
              time={fields.arrivalTime}
              today={dates.today}
            />
            <StayEnd
              legend="Nowy wyjazd"
              end="wyjazdu"
              date={fields.departureDate}
              time={fields.departureTime}
              today={dates.today}
            />
          </div>
        </div>
        <button type="submit" disabled={busy} className={`${PRIMARY_BUTTON} w-full`}>
          {busy ? <SpinnerIcon className="h-5 w-5" /> : null}
          Sprawdź nową cenę
        </button>
      </Form>
      {quote && stale ? (
        <p role="status" className="mt-4 text-sm text-slate-700">
          Daty zmienione – sprawdź nową cenę, zanim zmienisz termin.
        </p>
      ) : null}
      {quote && !stale ? <QuoteSummary reference={reference} quote={quote} /> : null}
    </>
  );
}

/**
 * The change page's "Zmień termin" card: the dates now, the quote form (its own <form>, no JS needed),
 * then the new price with its confirmation; or why the dates cannot change online, and a change that
 * waits for its payment.
 */
export function DateChangeCard({ reference, dates, reply }: DateChangeProps) {
  return (
    <section id={DATES_ANCHOR} aria-labelledby={HEADING_ID} className={`${CARD} scroll-mt-24 self-start`}>
      <h2 id={HEADING_ID} className="text-lg font-semibold text-slate-900">
        Zmień termin
      </h2>
      <dl className="mt-2 text-sm text-slate-700">
        <div>
          <dt className="inline">Obecnie: </dt>
          <dd className="inline font-medium text-slate-900">
            {`${dates.current.arrival} – ${dates.current.departure} (${dates.current.duration})`}
          </dd>
        </div>
      </dl>
      {dates.pending ? (
        <div className="mt-4">
          <PendingDateChangeNotice pending={dates.pending} />
          {dates.closed ? null : (
            <p className="mt-2 text-sm text-slate-700">Inny termin zmieniony poniżej zastąpi tę zmianę.</p>
          )}
        </div>
      ) : null}
      {dates.closed ? (
        <Closed closed={dates.closed} />
      ) : (
        <>
          {dates.until ? (
            <p className={`${dates.pending ? 'mt-4' : 'mt-2'} text-sm text-slate-700`}>
              Termin możesz zmienić online do <strong className="font-semibold">{dates.until}</strong>. Cenę nowego
              terminu policzymy według cennika parkingu.
            </p>
          ) : null}
          <DatesForm reference={reference} dates={dates} reply={reply} />
        </>
      )}
    </section>
  );
}
