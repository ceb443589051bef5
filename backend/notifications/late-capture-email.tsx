/**
 * The e-mail about money that came in when it could no longer be used (backend/orders/late-captures.ts): what
 * it was for and why it did not count — the same words as the booking and payment pages (core/late-capture.ts)
 * —, that it goes back (or went back, once the provider confirmed the refund), what the booking is now, and,
 * while an unpaid booking can still be paid, the link to pay it again. Rendered when the message is sent.
 */
import { formatGroszeZl, formatWarsawDateTime } from '../../core/format';
import { lateCaptureText } from '../../core/late-capture';
import type { OrderRow } from '../orders/transitions';
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

type OrderStatus = OrderRow['status'];

export interface LateCaptureView extends BookingBasics {
  /** Grosze that came in late. */
  amount: number;
  /** What the order was when the money came. */
  orderStatusThen: OrderStatus;
  /** The date change the money was to pay for, when it was one's (not applied). */
  dateChange: { arrivalAt: Date; departureAt: Date } | null;
  /** The provider confirmed the refund. */
  refunded: boolean;
  /** What the order is now. */
  orderStatus: OrderStatus;
  /** The booking's price (grosze): what paying it again costs. */
  total: number;
  manageUrl: string;
  /** The booking can still be paid again (unpaid, before its retry deadline): the link and until when. */
  payAgain: { payUrl: string; payUntil: Date } | null;
  support: { phone: string; email: string; hours: string };
}

export const lateCaptureSubject = (view: LateCaptureView) =>
  `${view.refunded ? 'Zwróciliśmy' : 'Zwracamy'} wpłatę ${formatGroszeZl(view.amount)} – rezerwacja ${view.reference}`;

const STATE: Record<OrderStatus, string> = {
  CONFIRMED: 'Opłacona – voucher jest ważny',
  PENDING_PAYMENT: 'Czeka na płatność',
  EXPIRED: 'Wygasła – nieopłacona',
  CANCELLED: 'Anulowana',
  REFUNDED: 'Anulowana',
};

function LateCaptureEmail({ view }: { view: LateCaptureView }) {
  const what = lateCaptureText({
    amount: formatGroszeZl(view.amount),
    orderStatus: view.orderStatusThen,
    dateChange: view.dateChange && {
      arrival: formatWarsawDateTime(view.dateChange.arrivalAt),
      departure: formatWarsawDateTime(view.dateChange.departureAt),
    },
    refunded: view.refunded,
  });
  return (
    <EmailShell
      title={lateCaptureSubject(view)}
      heading={view.refunded ? 'Zwróciliśmy Twoją wpłatę' : 'Zwracamy Twoją wpłatę'}
      intro={
        <p style={{ margin: 0, fontSize: '15px', lineHeight: '22px', color: MUTED }}>
          Dzień dobry, {view.firstName}! {what}
        </p>
      }
    >
      <Section title="Rezerwacja">
        <BookingRows view={view} />
        <Row label="Stan rezerwacji" value={STATE[view.orderStatus]} />
        <ButtonLink href={view.manageUrl}>Zobacz rezerwację</ButtonLink>
      </Section>
      {view.payAgain ? (
        <Section title="Nadal chcesz zaparkować?">
          <Paragraph>
            Rezerwację możesz jeszcze opłacić, jeśli miejsca będą wolne – do zapłaty {formatGroszeZl(view.total)}. Link
            jest ważny do {formatWarsawDateTime(view.payAgain.payUntil)}.
          </Paragraph>
          <ButtonLink href={view.payAgain.payUrl}>Zapłać ponownie</ButtonLink>
        </Section>
      ) : null}
      <HelpSection support={view.support} />
    </EmailShell>
  );
}

/** The e-mail's subject, HTML and plain text. */
export function renderLateCaptureEmail(view: LateCaptureView): { subject: string; html: string; text: string } {
  return { subject: lateCaptureSubject(view), ...renderEmail(<LateCaptureEmail view={view} />) };
}
