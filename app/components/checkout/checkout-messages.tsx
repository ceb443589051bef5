import type { SubmissionResult } from '@conform-to/react';
import { ErrorSummary } from '~/components/ui/form-field';
import type { NoticeView } from '~/lib/checkout-view';

/** The error summary's link texts, by field name, in the form's order (the summary lists them so). */
const FIELD_LABELS: Record<string, string> = {
  firstName: 'Imię',
  lastName: 'Nazwisko',
  email: 'E-mail',
  phone: 'Telefon',
  'invoiceData.nip': 'NIP',
  'invoiceData.country': 'Kraj',
  'invoiceData.companyName': 'Nazwa firmy',
  'invoiceData.companyAddress': 'Adres firmy',
  'invoiceData.companyCity': 'Miasto',
  'invoiceData.postalCode': 'Kod pocztowy',
  adults: 'Dorośli',
  children: 'Dzieci',
  notes: 'Uwagi',
  licensePlates: 'Tablica rejestracyjna',
  privacyPolicyAccepted: 'Zgody',
};

function Notice({ notice }: { notice: NoticeView }) {
  const tone =
    notice.variant === 'error'
      ? 'border-red-200 bg-red-50 text-red-800'
      : notice.variant === 'success'
        ? 'border-green-200 bg-green-50 text-green-800'
        : 'border-blue-200 bg-blue-50 text-blue-900';
  return (
    <div
      role={notice.variant === 'error' ? 'alert' : 'status'}
      className={`rounded-xl border px-4 py-3 text-sm ${tone}`}
    >
      <p className="font-semibold">{notice.title}</p>
      {notice.description ? <p>{notice.description}</p> : null}
    </div>
  );
}

interface CheckoutMessagesProps {
  formId: string;
  /** The navigation answer's message (a banner: without JS it is the only way to say it). */
  notice: NoticeView | null;
  /** The rejected submit's field errors, for the summary. */
  reply: SubmissionResult<string[]> | undefined;
  /** Conform's form-level errors. */
  formErrors: string[] | undefined;
  formErrorId: string;
}

/** True when CheckoutMessages has something to show (the layout makes room for it). */
export function hasCheckoutMessages({
  notice,
  reply,
  formErrors,
}: Pick<CheckoutMessagesProps, 'notice' | 'reply' | 'formErrors'>): boolean {
  const hasFieldErrors = Object.values(reply?.error ?? {}).some((messages) => messages && messages.length > 0);
  return Boolean(notice) || hasFieldErrors || Boolean(formErrors?.length);
}

/** Above everything (also above the summary on phones), where a page reloaded without JS starts. */
export function CheckoutMessages({ formId, notice, reply, formErrors, formErrorId }: CheckoutMessagesProps) {
  return (
    <div className="space-y-4 lg:col-span-2 lg:row-start-1">
      {notice ? <Notice notice={notice} /> : null}
      <ErrorSummary
        lastResult={reply}
        labels={FIELD_LABELS}
        formId={formId}
        heading="Rezerwacja nie została złożona – popraw zaznaczone pola:"
      />
      {formErrors && formErrors.length > 0 ? (
        <div
          id={formErrorId}
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {formErrors.map((error) => (
            <p key={error}>{error}</p>
          ))}
        </div>
      ) : null}
    </div>
  );
}
