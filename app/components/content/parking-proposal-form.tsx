import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, Link, useNavigation } from '@remix-run/react';
import type { HoneypotInputProps } from 'remix-utils/honeypot/server';
import type { AirportOption } from '~/.server/parking-proposal';
import { HoneypotFields } from '~/components/content/honeypot-fields';
import { CONTROL_CLASS, ErrorSummary, Field, FieldError, FormErrors, INPUT_CLASS } from '~/components/ui/form-field';
import { Select } from '~/components/ui/select';
import { PROPOSAL_MESSAGE_MAX, ParkingProposalSchema } from '~/lib/schemas/parking-proposal';

const FORM_ID = 'parking-proposal';

const FIELD_LABELS: Record<string, string> = {
  companyName: 'Nazwa firmy',
  contactName: 'Osoba kontaktowa',
  email: 'E-mail',
  phone: 'Telefon',
  airport: 'Miasto i lotnisko',
  spaces: 'Liczba miejsc parkingowych',
  address: 'Adres parkingu',
  message: 'Wiadomość',
  consent: 'Zgoda na kontakt',
};

/** The no-JS error list above the page (see ErrorSummary). */
export function ProposalErrorSummary({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  return (
    <ErrorSummary
      lastResult={lastResult}
      labels={FIELD_LABELS}
      formId={FORM_ID}
      heading="Zgłoszenie nie zostało wysłane – popraw zaznaczone pola:"
    />
  );
}

/**
 * The car-park proposal form: a POST to the route's own action. Conform validates on blur with the
 * same schema as the action; without JS the action's 400 answer carries the messages and the values.
 */
export function ParkingProposalForm({
  airports,
  lastResult,
  honeypot,
}: {
  airports: AirportOption[];
  lastResult: SubmissionResult<string[]> | undefined;
  /** The honeypot fields of this render (the loader's). */
  honeypot: HoneypotInputProps;
}) {
  const navigation = useNavigation();
  const isSubmitting = navigation.state === 'submitting';
  const [form, fields] = useForm({
    id: FORM_ID,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ParkingProposalSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });

  return (
    <Form
      method="post"
      {...getFormProps(form)}
      noValidate
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id="proposal-form-heading" className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
        Zgłoś swój parking
      </h2>
      <p className="mt-2 text-slate-600">
        Wypełnij formularz – opiekun partnerów odezwie się w ciągu 2 dni roboczych. Pola bez dopisku „opcjonalnie” są
        wymagane.
      </p>

      <FormErrors id={form.errorId} errors={form.errors} className="mt-5" />

      {/* Bots fill every field; people never see this one (app/.server/honeypot.ts). */}
      <HoneypotFields {...honeypot} />

      <fieldset className="mt-6">
        <legend className="text-sm font-semibold uppercase tracking-wide text-blue-700">Dane kontaktowe</legend>
        <div className="mt-3 grid gap-5 sm:grid-cols-2">
          <Field field={fields.companyName} label="Nazwa firmy">
            <input
              {...getInputProps(fields.companyName, { type: 'text' })}
              autoComplete="organization"
              className={INPUT_CLASS}
            />
          </Field>
          <Field field={fields.contactName} label="Osoba kontaktowa" hint="Imię i nazwisko">
            <input
              {...getInputProps(fields.contactName, {
                type: 'text',
                ariaDescribedBy: fields.contactName.descriptionId,
              })}
              autoComplete="name"
              className={INPUT_CLASS}
            />
          </Field>
          <Field field={fields.email} label="E-mail">
            <input
              {...getInputProps(fields.email, { type: 'email' })}
              autoComplete="email"
              inputMode="email"
              className={INPUT_CLASS}
            />
          </Field>
          <Field field={fields.phone} label="Telefon" hint="Np. +48 600 100 200">
            <input
              {...getInputProps(fields.phone, { type: 'tel', ariaDescribedBy: fields.phone.descriptionId })}
              autoComplete="tel"
              inputMode="tel"
              className={INPUT_CLASS}
            />
          </Field>
        </div>
      </fieldset>

      <fieldset className="mt-8">
        <legend className="text-sm font-semibold uppercase tracking-wide text-blue-700">Parking</legend>
        <div className="mt-3 grid gap-5 sm:grid-cols-2">
          <Field field={fields.airport} label="Miasto i lotnisko">
            <Select {...getSelectProps(fields.airport)} wrapperClassName="mt-1.5" className={CONTROL_CLASS}>
              <option value="">Wybierz lotnisko</option>
              {airports.map((airport) => (
                <option key={airport.code} value={airport.code}>
                  {airport.label}
                </option>
              ))}
            </Select>
          </Field>
          <Field field={fields.spaces} label="Liczba miejsc parkingowych">
            <input
              {...getInputProps(fields.spaces, { type: 'number' })}
              min={1}
              step={1}
              inputMode="numeric"
              className={INPUT_CLASS}
            />
          </Field>
          <Field
            field={fields.address}
            label="Adres parkingu"
            hint="Ulica, numer i miejscowość"
            className="sm:col-span-2"
          >
            <input
              {...getInputProps(fields.address, { type: 'text', ariaDescribedBy: fields.address.descriptionId })}
              autoComplete="address-line1"
              className={INPUT_CLASS}
            />
          </Field>
          <Field
            field={fields.message}
            label="Wiadomość"
            optional
            hint={`Napisz o zabezpieczeniach, transferze i godzinach pracy parkingu (do ${PROPOSAL_MESSAGE_MAX} znaków).`}
            className="sm:col-span-2"
          >
            <textarea
              {...getTextareaProps(fields.message, { ariaDescribedBy: fields.message.descriptionId })}
              rows={5}
              className={INPUT_CLASS}
            />
          </Field>
        </div>
      </fieldset>

      <div className="mt-8">
        <div className="flex items-start gap-3">
          <input
            {...getInputProps(fields.consent, { type: 'checkbox' })}
            className="mt-1 h-5 w-5 shrink-0 rounded border-slate-400 text-blue-700 accent-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          />
          <label htmlFor={fields.consent.id} className="text-sm leading-6 text-slate-700">
            Wyrażam zgodę na kontakt w sprawie zgłoszenia i przetwarzanie podanych danych przez Parkolot sp. z o.o.
            zgodnie z{' '}
            <Link to="/polityka-prywatnosci/" className="font-medium text-blue-700 underline underline-offset-2">
              polityką prywatności
            </Link>
            .
          </label>
        </div>
        <FieldError id={fields.consent.errorId} errors={fields.consent.errors} />
      </div>

      <button
        type="submit"
        disabled={isSubmitting}
        className="mt-8 inline-flex w-full items-center justify-center rounded-lg bg-blue-700 px-6 py-3 text-base font-semibold text-white shadow-sm transition-colors hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-wait disabled:opacity-80 sm:w-auto"
      >
        {isSubmitting ? 'Wysyłanie...' : 'Wyślij zgłoszenie'}
      </button>
    </Form>
  );
}
