/**
 * The cancellation e-mail: the booking is cancelled, its spaces released, and what happens to the money —
 * a refund of what was paid (already confirmed by the provider, or on its way), or nothing to refund for a
 * free booking. Rendered from the order as it is when the message is sent (decision 0032).
 */
import { formatGroszeZl } from '../../core/format';
import { calendarFileName, type CancelledStay } from './voucher-ics';
import {
  type BookingBasics,
  BookingRows,
  ButtonLink,
  EmailShell,
  HelpSection,
  MUTED,
  Paragraph,
  renderEmail,
  Section,
} from './email-layout';

export interface CancellationView extends BookingBasics {
  /** Grosze given back (0: nothing was paid); `refunded`: the provider already confirmed it. */
  refund: { amount: number; refunded: boolean };
  /** Nothing was to be paid (a 100 % code). */
  free: boolean;
  manageUrl: string;
  support: { phone: string; email: string; hours: string };
  /** The voucher's calendar events to call off; null when no voucher (so no calendar file) was sent. */
  calendar: CancelledStay | null;
}

export const cancellationSubject = (view: CancellationView) => `Rezerwacja ${view.reference} została anulowana`;

function refundText({ refund, free }: CancellationView) {
  if (refund.amount === 0)
    return free
      ? 'Rezerwacja była bezpłatna – nie ma czego zwracać.'
      : 'Rezerwacja nie była opłacona – nie ma czego zwracać.';
  return refund.refunded
    ? `Zwróciliśmy ${formatGroszeZl(refund.amount)} – pieniądze wrócą na konto lub kartę, z których zapłacono, zwykle w ciągu kilku dni roboczych.`
    : `Zlecamy zwrot ${formatGroszeZl(refund.amount)} na konto lub kartę, z których zapłacono. Napiszemy, gdyby coś poszło nie tak.`;
}

function CancellationEmail({ view }: { view: CancellationView }) {
  return (
    <EmailShell
      title={cancellationSubject(view)}
      heading="Rezerwacja anulowana"
      intro={
        <p style={{ margin: 0, fontSize: '15px', lineHeight: '22px', color: MUTED }}>
          Dzień dobry, {view.firstName}! Anulowaliśmy Twoją rezerwację – miejsce na parkingu jest zwolnione.
        </p>
      }
    >
      <Section title="Anulowana rezerwacja">
        <BookingRows view={view} />
        {view.calendar ? (
          <Paragraph>
            Jeśli rezerwacja jest w Twoim kalendarzu, otwórz załączony plik {calendarFileName(view.reference)} –
            przyjazd i odbiór auta zostaną oznaczone jako odwołane.
          </Paragraph>
        ) : null}
      </Section>
      <Section title="Zwrot pieniędzy">
        <Paragraph>{refundText(view)}</Paragraph>
        <ButtonLink href={view.manageUrl}>Zobacz rezerwację</ButtonLink>
      </Section>
      <HelpSection support={view.support} />
    </EmailShell>
  );
}

/** The e-mail's subject, HTML and plain text. */
export function renderCancellationEmail(view: CancellationView): { subject: string; html: string; text: string } {
  return { subject: cancellationSubject(view), ...renderEmail(<CancellationEmail view={view} />) };
}
