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
import { useState } from 'react';
import { ContactDetails } from '~/components/layout/contact-details';
import { CONTROL_CLASS, Field, FormErrors, INPUT_CLASS } from '~/components/ui/form-field';
import { ClockIcon, SpinnerIcon } from '~/components/ui/icons';
import { Select } from '~/components/ui/select';
import { TIME_SLOTS } from '~/lib/dates';
import {
  changeDatesPath,
  DATE_INTENTS,
  DATES_ANCHOR,
  type DateChangeView,
  type DateQuoteView,
  type DatesClosed,
} from '~/lib/manage-booking';
import { DateChangeFormSchema } from '~/lib/schemas/manage-booking';
import { QuoteSummary } from './date-quote-summary';
import { PendingDateChangeNotice } from './pending-date-change';
import { CARD, PRIMARY_BUTTON } from './styles';
import { dateChangesClosedText } from '../../../core/cancellation';

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
          <p>{`${dateChangesClosedText(closed.until)} Skontaktuj się z obsługą:`}</p>
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

/**
 * The 30-minute grid of the checkout; a time off it (an older booking's) still shows as it is. A field
 * posted twice comes back as a list, of which the select shows the first (ui/select.tsx).
 */
function timeOptions(value: unknown): readonly string[] {
  const shown = shownTime(value);
  return shown && !TIME_SLOTS.includes(shown) ? [shown, ...TIME_SLOTS].sort() : TIME_SLOTS;
}

/** The time a select shows for its value: the first of a list, '' for none. */
function shownTime(value: unknown): string {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : '';
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
            {shownTime(time.initialValue) ? null : <option value="">--:--</option>}
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
