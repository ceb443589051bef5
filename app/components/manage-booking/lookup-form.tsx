import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, useNavigation } from '@remix-run/react';
import { Field, FormErrors, INPUT_CLASS } from '~/components/ui/form-field';
import { SearchIcon, SpinnerIcon } from '~/components/ui/icons';
import { MANAGE_PATH } from '~/lib/manage-booking';
import { LookupFormSchema } from '~/lib/schemas/manage-booking';
import { CARD, PRIMARY_BUTTON } from './styles';

/**
 * "Znajdź rezerwację": a POST to /moja-rezerwacja/ from wherever it is shown (the lookup page, or a booking
 * page whose link expired, prefilled with its reference). Conform checks the fields on blur with the
 * action's schema; without JS the action's answer carries the messages and what was typed.
 */
export function LookupForm({
  lastResult,
  reference = '',
  headingLevel = 2,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  reference?: string;
  headingLevel?: 2 | 3;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formAction === MANAGE_PATH;
  const [form, fields] = useForm({
    id: 'booking-lookup',
    lastResult,
    defaultValue: { reference },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LookupFormSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <Form method="post" action={MANAGE_PATH} {...getFormProps(form)} className={CARD}>
      <Heading className="text-lg font-semibold text-slate-900">Znajdź rezerwację</Heading>
      <p className="mt-1 text-sm text-slate-600">
        Numer rezerwacji (PK-…) znajdziesz w e-mailu i SMS-ie z voucherem, które wysłaliśmy po opłaceniu rezerwacji.
        Podaj też adres e-mail, na który przyszło potwierdzenie.
      </p>
      <FormErrors id={form.errorId} errors={form.errors} className="mt-4" />
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <Field field={fields.reference} label="Numer rezerwacji">
          <input
            {...getInputProps(fields.reference, { type: 'text' })}
            placeholder="PK-XXXXXXXX"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className={`${INPUT_CLASS} font-mono uppercase tracking-wide`}
          />
        </Field>
        <Field field={fields.email} label="Adres e-mail">
          <input
            {...getInputProps(fields.email, { type: 'email' })}
            autoComplete="email"
            inputMode="email"
            className={INPUT_CLASS}
          />
        </Field>
      </div>
      <button type="submit" disabled={busy} className={`${PRIMARY_BUTTON} mt-6 w-full sm:w-auto`}>
        {busy ? <SpinnerIcon className="h-5 w-5" /> : <SearchIcon className="h-5 w-5" />}
        Znajdź rezerwację
      </button>
    </Form>
  );
}
