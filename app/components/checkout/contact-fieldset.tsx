import { getInputProps, getSelectProps } from '@conform-to/react';
import { CONTROL_CLASS, Field, FieldError, INPUT_CLASS } from '~/components/ui/form-field';
import { Select } from '~/components/ui/select';
import { COUNTRY_CODES } from '~/lib/schemas/checkout';
import { type CheckoutFields, FormSection } from './form-section';
import { InvoiceFields } from './invoice-fields';

/** Spec §2 'Dane kontaktowe': name, e-mail, phone with its country code, and the optional invoice. */
export function ContactFieldset({ fields }: { fields: CheckoutFields }) {
  return (
    <FormSection legend="Dane kontaktowe">
      <div className="clear-both grid gap-4 pt-4 sm:grid-cols-2">
        <Field field={fields.firstName} label="Imię">
          <input
            {...getInputProps(fields.firstName, { type: 'text' })}
            autoComplete="given-name"
            className={INPUT_CLASS}
          />
        </Field>
        <Field field={fields.lastName} label="Nazwisko">
          <input
            {...getInputProps(fields.lastName, { type: 'text' })}
            autoComplete="family-name"
            className={INPUT_CLASS}
          />
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
          <div className="mt-1.5 flex gap-1.5 sm:gap-2">
            <label htmlFor={fields.countryCode.id} className="sr-only">
              Numer kierunkowy
            </label>
            <Select
              {...getSelectProps(fields.countryCode)}
              // Narrow below sm (and the chevron closer), so a full number fits the field beside it at 320 px.
              dense
              wrapperClassName="w-20 shrink-0 sm:w-[6.5rem]"
              className={CONTROL_CLASS}
            >
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
      <InvoiceFields wantsInvoice={fields.wantsInvoice} invoiceData={fields.invoiceData} />
    </FormSection>
  );
}
