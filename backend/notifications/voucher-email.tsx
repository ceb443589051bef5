/**
 * The voucher e-mail: one React template rendered to static HTML (inline styles and tables, what mail
 * clients draw), and its plain-text part derived from that same HTML — one template, two formats
 * (decision 0030). Polish, readable on a phone: a single 600 px column that shrinks.
 */
import { formatGroszeZl, formatWarsawDateTime, formatWarsawShort } from '../../core/format';
import { formatPhone } from './format';
import { BLUE, EmailShell, HelpSection, MUTED, Paragraph, renderEmail, Row, Section, TEXT } from './email-layout';
import { canCancelFree, phoneLabel, settlement, UPDATE_NOTE, type VoucherView } from './voucher-view';

export const voucherSubject = (view: VoucherView) =>
  `${view.update ? UPDATE_NOTE[view.update].subject : 'Potwierdzenie rezerwacji'} ${view.reference} – ${view.parking.name}`;

function VoucherEmail({ view }: { view: VoucherView }) {
  const { parking } = view;
  const note = view.update ? UPDATE_NOTE[view.update] : null;
  return (
    <EmailShell
      title={voucherSubject(view)}
      heading={note?.heading ?? 'Rezerwacja potwierdzona'}
      intro={
        <>
          <p style={{ margin: 0, fontSize: '15px', color: MUTED }}>
            Dzień dobry, {view.customer.firstName}!{' '}
            {note?.intro ??
              'Dziękujemy za rezerwację. Voucher jest w załączniku (PDF) – pokaż go przy wjeździe na parking.'}
          </p>
          <p style={{ margin: '16px 0 0', fontSize: '15px', color: MUTED }}>Numer rezerwacji</p>
          <p style={{ margin: 0, fontSize: '28px', fontWeight: 800, letterSpacing: '2px', color: TEXT }}>
            {view.reference}
          </p>
        </>
      }
    >
      <Section title="Parking">
        <Row label="Parking" value={parking.name} />
        <Row label="Adres" value={parking.address} />
        <Row label={phoneLabel(view)} value={formatPhone(parking.phone)} />
        <p style={{ margin: '0 0 6px', fontSize: '15px' }}>
          <a href={parking.mapUrl} style={{ color: BLUE }}>
            Pokaż na mapie
          </a>
        </p>
      </Section>
      <Section title="Pobyt">
        <Row label="Przyjazd" value={formatWarsawDateTime(view.arrivalAt)} />
        <Row label="Wyjazd" value={formatWarsawDateTime(view.departureAt)} />
        <Row label="Tablice rejestracyjne" value={view.plates.join(', ') || '–'} />
        <Row label="Osoby" value={`dorośli: ${view.adults}${view.children ? `, dzieci: ${view.children}` : ''}`} />
      </Section>
      <Section title="Płatność">
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0}>
          <tbody>
            {view.lines.map((line) => (
              <tr key={line.label}>
                <td style={{ padding: '0 0 6px', fontSize: '15px', color: TEXT }}>
                  {line.label}
                  {line.detail ? (
                    <>
                      <br />
                      <span style={{ fontSize: '13px', color: MUTED }}>{line.detail}</span>
                    </>
                  ) : null}
                </td>
                <td align="right" style={{ padding: '0 0 6px', fontSize: '15px', whiteSpace: 'nowrap' }}>
                  {formatGroszeZl(line.amount)}
                </td>
              </tr>
            ))}
            {settlement(view).map((row, i) => {
              // The first row is the sum (bold, set off from the lines); what was paid and refunded follow it.
              const style = i === 0 ? { paddingTop: '8px', fontSize: '16px', fontWeight: 700 } : { fontSize: '15px' };
              return (
                <tr key={row.label}>
                  <td style={style}>{row.label}</td>
                  <td align="right" style={{ ...style, whiteSpace: 'nowrap' }}>
                    {formatGroszeZl(row.amount)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </Section>
      <Section title="Jak dojechać i co zabrać">
        <Paragraph>
          Przyjedź na parking 15–30 minut przed planowanym transferem (transfer na lotnisko trwa około{' '}
          {parking.transferMinutes} min). Przy wjeździe pokaż voucher z kodem QR albo podaj numer rezerwacji{' '}
          {view.reference}. W sprawie transferu dzwoń pod {formatPhone(parking.phone)}.
        </Paragraph>
      </Section>
      <Section title="Zmiana lub anulowanie">
        <Paragraph>
          {canCancelFree(view) ? (
            <>
              Bezpłatnie anulujesz do <strong>{formatWarsawDateTime(view.freeCancellationUntil)}</strong> (24 godziny
              przed przyjazdem).
            </>
          ) : (
            'Bezpłatne anulowanie nie jest już możliwe: do przyjazdu zostało mniej niż 24 godziny.'
          )}
        </Paragraph>
        <p style={{ margin: '0 0 6px', fontSize: '15px' }}>
          <a href={view.manageUrl} style={{ color: BLUE }}>
            Zobacz, zmień lub anuluj rezerwację
          </a>
        </p>
      </Section>
      <HelpSection support={view.support} />
    </EmailShell>
  );
}

/** The e-mail's HTML and plain text. */
export function renderVoucherEmail(view: VoucherView): { subject: string; html: string; text: string } {
  return { subject: voucherSubject(view), ...renderEmail(<VoucherEmail view={view} />) };
}

const POLISH_TO_GSM: Record<string, string> = {
  ą: 'a',
  ć: 'c',
  ę: 'e',
  ł: 'l',
  ń: 'n',
  ó: 'o',
  ś: 's',
  ź: 'z',
  ż: 'z',
  Ą: 'A',
  Ć: 'C',
  Ę: 'E',
  Ł: 'L',
  Ń: 'N',
  Ó: 'O',
  Ś: 'S',
  Ź: 'Z',
  Ż: 'Z',
};

/**
 * The voucher SMS: reference, car park, arrival and the transfer phone, without Polish diacritics so it
 * stays in the GSM alphabet — one 160-character part instead of three 70-character ones.
 */
export function renderVoucherSms(view: VoucherView): string {
  const state = view.update ? UPDATE_NOTE[view.update].sms : 'potwierdzona';
  const text = `Parkolot: rezerwacja ${view.reference} ${state}. ${view.parking.name}, przyjazd ${formatWarsawShort(view.arrivalAt)}. Transfer: ${view.parking.phone}. Voucher w e-mailu.`;
  return text.replace(/[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/g, (ch) => POLISH_TO_GSM[ch] ?? ch);
}
