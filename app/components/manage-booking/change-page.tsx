import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, Link, useNavigation } from '@remix-run/react';
import { ContactDetails } from '~/components/layout/contact-details';
import { ErrorSummary, Field, FormErrors, INPUT_CLASS } from '~/components/ui/form-field';
import { SpinnerIcon } from '~/components/ui/icons';
import { bookingPath, changePath, type ChangeClosed, type DateChangeView } from '~/lib/manage-booking';
import { FormKeySchema, NOTES_MAX } from '~/lib/schemas/checkout';
import { changeFormSchema, PLATE_COUNT_MESSAGE } from '~/lib/schemas/manage-booking';
import { DateChangeCard, type DatesReplyView } from './date-change';
import { ManageHeader } from './manage-header';
import { CARD, PRIMARY_BUTTON, SECONDARY_BUTTON, TEXT_LINK } from './styles';

const FORM_ID = 'booking-change';

export interface ChangeDefaults {
  plates: string[];
  phone: string;
  additionalInfo: string;
  formKey: string;
}

function fieldLabels(vehicles: number): Record<string, string> {
  // In the form's order: the plates, the phone, the notes.
  const labels: Record<string, string> = { plates: 'Tablice rejestracyjne' };
  for (let index = 0; index < vehicles; index++) labels[`plates[${index}]`] = plateLabel(index, vehicles);
  return { ...labels, phone: 'Telefon', additionalInfo: 'Uwagi' };
}

/** The key the form was sent with, so a corrected form still acts once; this render's own for none or a tampered one. */
const formKeyOf = (sent: unknown, fresh: string) => FormKeySchema.parse(sent) ?? fresh;

const plateLabel = (index: number, vehicles: number) =>
  vehicles > 1 ? `Tablica rejestracyjna – pojazd ${index + 1}` : 'Tablica rejestracyjna';

function ChangeForm({
  reference,
  vehicles,
  defaults,
  lastResult,
}: {
  reference: string;
  vehicles: number;
  defaults: ChangeDefaults;
  lastResult: SubmissionResult<string[]> | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formAction === changePath(reference);
  const [form, fields] = useForm({
    id: FORM_ID,
    lastResult,
    defaultValue: defaults,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changeFormSchema(vehicles) }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  // One field per vehicle, whatever a hand-made post sent back (Conform's list follows the last submission).
  const plates = fields.plates.getFieldList().slice(0, vehicles);

  return (
    <Form method="post" action={changePath(reference)} {...getFormProps(form)} className={`${CARD} space-y-6`}>
      <ErrorSummary
        lastResult={lastResult ?? undefined}
        labels={fieldLabels(vehicles)}
        formId={FORM_ID}
        heading="Zmiany nie zostały zapisane – popraw zaznaczone pola:"
      />
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="formKey" value={formKeyOf(fields.formKey.initialValue, defaults.formKey)} />

      <fieldset aria-describedby={`${FORM_ID}-plates-hint`}>
        <legend className="text-base font-semibold text-slate-900">Pojazdy</legend>
        <p id={`${FORM_ID}-plates-hint`} className="mt-1 text-sm text-slate-600">
          {PLATE_COUNT_MESSAGE}.
        </p>
        {fields.plates.errors ? (
          <p id={fields.plates.errorId} className="mt-2 text-sm font-medium text-red-700">
            {fields.plates.errors[0]}
          </p>
        ) : null}
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          {plates.map((plate, index) => (
            <Field key={index} field={plate} label={plateLabel(index, vehicles)}>
              <input
                {...getInputProps(plate, { type: 'text' })}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                className={`${INPUT_CLASS} font-mono uppercase tracking-wide`}
              />
            </Field>
          ))}
        </div>
      </fieldset>

      <Field field={fields.phone} label="Telefon" hint="Na ten numer wyślemy SMS z voucherem.">
        <input
          {...getInputProps(fields.phone, { type: 'tel', ariaDescribedBy: fields.phone.descriptionId })}
          autoComplete="tel"
          inputMode="tel"
          className={INPUT_CLASS}
        />
      </Field>

      <Field field={fields.additionalInfo} label="Uwagi" optional>
        <textarea {...getTextareaProps(fields.additionalInfo)} rows={4} maxLength={NOTES_MAX} className={INPUT_CLASS} />
      </Field>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to={bookingPath(reference)} className={SECONDARY_BUTTON}>
          Wróć do rezerwacji
        </Link>
        <button type="submit" disabled={busy} className={PRIMARY_BUTTON}>
          {busy ? <SpinnerIcon className="h-5 w-5" /> : null}
          Zapisz zmiany
        </button>
      </div>
    </Form>
  );
}

function Closed({ reference, closed }: { reference: string; closed: ChangeClosed }) {
  return (
    <div role="alert" className={CARD}>
      <p className="text-slate-800">
        {closed.kind === 'changes-closed'
          ? `Zmiany były możliwe do ${closed.changesUntil}. Skontaktuj się z obsługą:`
          : 'Tej rezerwacji nie można już zmienić. Skontaktuj się z obsługą:'}
      </p>
      <div className="mt-4">
        <ContactDetails intro={null} />
      </div>
      <p className="mt-4">
        <Link to={bookingPath(reference)} className={TEXT_LINK}>
          Wróć do rezerwacji
        </Link>
      </p>
    </div>
  );
}

/** /moja-rezerwacja/PK-…/zmien/: plates, phone and notes; beside them (#termin) the dates. */
export function ChangePage({
  reference,
  vehicles,
  defaults,
  closed,
  lastResult,
  dates,
  datesReply,
}: {
  reference: string;
  vehicles: number;
  defaults: ChangeDefaults;
  closed: ChangeClosed | null;
  lastResult: SubmissionResult<string[]> | null;
  dates: DateChangeView;
  datesReply: DatesReplyView | null;
}) {
  return (
    <>
      <ManageHeader title="Zmiana danych rezerwacji" reference={reference} page="Zmiana danych" />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:py-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
        <div className="min-w-0">
          {closed ? (
            <Closed reference={reference} closed={closed} />
          ) : (
            <ChangeForm reference={reference} vehicles={vehicles} defaults={defaults} lastResult={lastResult} />
          )}
        </div>
        <DateChangeCard reference={reference} dates={dates} reply={datesReply} />
      </div>
    </>
  );
}
