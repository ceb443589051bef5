import type { FormMetadata } from '@conform-to/react';
import type { ReactNode } from 'react';
import type { CheckoutFormInput } from '~/lib/schemas/checkout';

/** The booking form's Conform metadata and fields, as the fieldset components receive them. */
export type CheckoutFormMetadata = FormMetadata<CheckoutFormInput>;
export type CheckoutFields = ReturnType<CheckoutFormMetadata['getFieldset']>;

export const SECTION_CLASS = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';
export const CHECKBOX_CLASS =
  'mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';
export const LINK_CLASS = 'font-medium text-blue-700 underline underline-offset-2';

/** One card of the form: a fieldset whose legend is the card's heading (the content clears its float). */
export function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={SECTION_CLASS}>
      <legend className="text-lg font-bold text-slate-900 float-left w-full">{legend}</legend>
      {children}
    </fieldset>
  );
}
