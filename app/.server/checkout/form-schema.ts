// The booking form as the server checks it: what the browser checks (app/lib/schemas/checkout.ts) plus
// a Polish invoice's NIP (10 digits, its check digit) and postal code (00-000), the rule POST /orders
// applies too (core/invoice.ts). Server-only, so the rule stays out of the checkout page's JavaScript
// (its budget): the traveller sees the message at the field once the form is sent, as for any answer
// of the server.
import type { z } from 'zod';
import { checkoutFormSchema, InvoiceWantedSchema } from '~/lib/schemas/checkout';
import { invoiceFormatIssues } from '../../../core/invoice';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const FORM_FIELDS = { taxId: 'nip', postalCode: 'postalCode' } as const;

function polishInvoiceFormat(form: unknown, ctx: z.RefinementCtx) {
  const wanted = InvoiceWantedSchema.safeParse(form);
  const invoice = wanted.success ? wanted.data.invoiceData : undefined;
  if (!invoice) return;
  const issues = invoiceFormatIssues({
    country: text(invoice.country),
    taxId: text(invoice.nip),
    postalCode: text(invoice.postalCode),
  });
  for (const { field, message } of issues) {
    ctx.addIssue({ code: 'custom', message, path: ['invoiceData', FORM_FIELDS[field]] });
  }
}

// Inside the form's own refinement (Conform rebuilds a schema to coerce form values, and a refinement
// around the lazy schema did not survive that); it runs even when other fields failed, so every message
// shows at once.
export const ServerCheckoutFormSchema = checkoutFormSchema(polishInvoiceFormat);
