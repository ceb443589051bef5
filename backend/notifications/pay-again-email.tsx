/**
 * The "pay again" e-mail: a payment was declined or cancelled, or the hold lapsed unpaid. It says what
 * happened — for a declined payment that nothing was charged, for money that came too late that it goes
 * back — and gives the signed link that starts a new payment until the order's retry deadline (decision
 * 0031). Rendered from the order as it is when the message is sent.
 */
import { formatGroszeZl, formatWarsawDateTime } from '../../core/format';
import {
  type BookingBasics,
  BookingRows,
  ButtonLink,
  EmailShell,
  HelpSection,
  MUTED,
  Paragraph,
  renderEmail,
  Row,
  Section,
} from './email-layout';

export interface PayAgainView extends BookingBasics {
  /** What the message is about: a failed payment, or a hold that lapsed unpaid. */
  reason: 'failed' | 'expired';
  total: number;
  /** Until when the spaces are still held for the order; null when they are not (any more). */
  heldUntil: Date | null;
  /**
   * Payments that came in too late (captured after the hold or a newer payment) and go back: their grosze
   * (0: none), and `done` once the provider confirmed every refund.
   */
  lateRefund: { amount: number; done: boolean };
  /** The link works until then. */
  payUntil: Date;
  payUrl: string;
  support: { phone: string; email: string; hours: string };
}

export const payAgainSubject = (view: PayAgainView) =>
  view.reason === 'failed'
    ? `Płatność nieudana – rezerwacja ${view.reference} czeka na opłacenie`
    : `Rezerwacja ${view.reference} nie została opłacona – możesz ją jeszcze opłacić`;

function PayAgainEmail({ view }: { view: PayAgainView }) {
  const what =
    view.reason === 'failed'
      ? 'płatność za Twoją rezerwację nie została zrealizowana (odrzucona albo przerwana).'
      : 'nie otrzymaliśmy płatności za Twoją rezerwację w wyznaczonym czasie.';
  return (
    <EmailShell
      title={payAgainSubject(view)}
      heading={view.reason === 'failed' ? 'Płatność nieudana' : 'Rezerwacja nieopłacona'}
      intro={
        <p style={{ margin: 0, fontSize: '15px', lineHeight: '22px', color: MUTED }}>
          Dzień dobry, {view.firstName}! Niestety {what}
          {/* The provider said declined or cancelled; a lapsed hold says nothing about the payer's bank. */}
          {view.reason === 'failed' && view.lateRefund.amount === 0
            ? ' Operator płatności nie pobrał pieniędzy.'
            : null}
          {view.lateRefund.amount > 0
            ? ` Pieniądze, które dotarły po czasie (${formatGroszeZl(view.lateRefund.amount)}), nie zostały zaliczone – ${view.lateRefund.done ? 'zwróciliśmy je' : 'zwracamy je'} na konto, z którego zapłacono.`
            : null}
        </p>
      }
    >
      <Section title="Rezerwacja">
        <BookingRows view={view} />
        <Row label="Do zapłaty" value={formatGroszeZl(view.total)} />
      </Section>
      <Section title="Zapłać ponownie">
        <Paragraph>
          {view.heldUntil ? (
            <>
              Miejsce czeka na Ciebie do <strong>{formatWarsawDateTime(view.heldUntil)}</strong>. Później też możesz
              zapłacić, jeśli miejsca będą jeszcze wolne.
            </>
          ) : (
            'Miejsce nie jest już zarezerwowane – zarezerwujemy je ponownie przy płatności, jeśli będzie jeszcze wolne.'
          )}
        </Paragraph>
        <ButtonLink href={view.payUrl}>Zapłać ponownie</ButtonLink>
        <Paragraph>Link jest ważny do {formatWarsawDateTime(view.payUntil)}.</Paragraph>
      </Section>
      <HelpSection support={view.support} />
    </EmailShell>
  );
}

/** The e-mail's subject, HTML and plain text. */
export function renderPayAgainEmail(view: PayAgainView): { subject: string; html: string; text: string } {
  return { subject: payAgainSubject(view), ...renderEmail(<PayAgainEmail view={view} />) };
}
