import { getInputProps } from '@conform-to/react';
import { useEnhancedAfterHydration } from '~/components/ui/use-enhanced-after-hydration';
import { Field, FieldError, INPUT_CLASS } from '~/components/ui/form-field';
import { CountryCombobox } from './country-combobox';
import { CHECKBOX_CLASS, type CheckoutFields } from './form-section';

interface InvoiceFieldsProps {
  wantsInvoice: CheckoutFields['wantsInvoice'];
  invoiceData: CheckoutFields['invoiceData'];
}

/** Spec §2: 'Chcę fakturę na firmę' reveals the company's details. */
export function InvoiceFields({ wantsInvoice, invoiceData }: InvoiceFieldsProps) {
  const hydrated = useEnhancedAfterHydration();
  const invoice = invoiceData.getFieldset();
  // Once hydrated, the box's state (Conform's value) is also written into the DOM as `hidden`, so the
  // fields are out of the way even before the stylesheet applies, and for tools that read no CSS.
  const hidden = hydrated && wantsInvoice.value !== 'on';
  // The invoice fields show while the box is ticked — pure CSS, so it works before any JS.
  return (
    <div className="group mt-5">
      <label className="flex items-start gap-3 text-sm font-medium text-slate-900">
        <input {...getInputProps(wantsInvoice, { type: 'checkbox' })} className={CHECKBOX_CLASS} />
        Chcę fakturę na firmę
      </label>
      <div
        className="mt-4 hidden gap-4 rounded-lg bg-slate-50 p-4 group-has-[input[name=wantsInvoice]:checked]:grid sm:grid-cols-2"
        data-testid="invoice-fields"
        hidden={hidden || undefined}
      >
        <Field field={invoice.nip} label="NIP">
          <input {...getInputProps(invoice.nip, { type: 'text' })} inputMode="numeric" className={INPUT_CLASS} />
        </Field>
        <div>
          <label htmlFor={invoice.country.id} className="block text-sm font-semibold text-slate-900">
            Kraj
          </label>
          <CountryCombobox field={invoice.country} className="mt-1.5" />
          <FieldError id={invoice.country.errorId} errors={invoice.country.errors} />
        </div>
        <Field field={invoice.companyName} label="Nazwa firmy" className="sm:col-span-2">
          <input
            {...getInputProps(invoice.companyName, { type: 'text' })}
            autoComplete="organization"
            className={INPUT_CLASS}
          />
        </Field>
        <Field field={invoice.companyAddress} label="Adres firmy" className="sm:col-span-2">
          <input
            {...getInputProps(invoice.companyAddress, { type: 'text' })}
            autoComplete="address-line1"
            className={INPUT_CLASS}
          />
        </Field>
        <Field field={invoice.companyCity} label="Miasto">
          <input
            {...getInputProps(invoice.companyCity, { type: 'text' })}
            autoComplete="address-level2"
            className={INPUT_CLASS}
          />
        </Field>
        <Field field={invoice.postalCode} label="Kod pocztowy">
          <input
            {...getInputProps(invoice.postalCode, { type: 'text' })}
            autoComplete="postal-code"
            className={INPUT_CLASS}
          />
        </Field>
      </div>
    </div>
  );
}
