/**
 * The voucher e-mail: one React template rendered to static HTML (inline styles and tables, what mail
 * clients draw), and its plain-text part derived from that same HTML — one template, two formats
 * (decision 0030). Polish, readable on a phone: a single 600 px column that shrinks.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { convert } from 'html-to-text';
import { formatGroszeZl, formatWarsawDateTime, formatWarsawShort } from '../../core/format';
import { formatPhone } from './format';
import { canCancelFree, phoneLabel, type VoucherView } from './voucher-view';

const BLUE = '#1d4ed8';
const TEXT = '#0f172a';
const MUTED = '#475569';
const FONT = "-apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <tr>
      <td style={{ padding: '16px 24px', borderTop: '1px solid #e2e8f0' }}>
        <h2 style={{ margin: '0 0 8px', fontSize: '16px', color: TEXT }}>{title}</h2>
        {children}
      </td>
    </tr>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <p style={{ margin: '0 0 6px', fontSize: '15px', lineHeight: '22px', color: TEXT }}>
      <span style={{ color: MUTED }}>{label}: </span>
      <strong>{value}</strong>
    </p>
  );
}

export const voucherSubject = (view: VoucherView) =>
  `Potwierdzenie rezerwacji ${view.reference} – ${view.parking.name}`;

function VoucherEmail({ view }: { view: VoucherView }) {
  const { parking } = view;
  const paid = view.total > 0;
  return (
    <html lang="pl">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{voucherSubject(view)}</title>
      </head>
      <body style={{ margin: 0, padding: 0, background: '#f1f5f9', fontFamily: FONT }}>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ background: '#f1f5f9' }}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: '16px 8px' }}>
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{ maxWidth: '600px', background: '#ffffff', borderRadius: '12px' }}
                >
                  <tbody>
                    <tr>
                      <td style={{ padding: '24px' }}>
                        <p style={{ margin: 0, fontSize: '20px', fontWeight: 800, color: BLUE }}>Parkolot</p>
                        <h1 style={{ margin: '16px 0 4px', fontSize: '22px', color: TEXT }}>Rezerwacja potwierdzona</h1>
                        <p style={{ margin: 0, fontSize: '15px', color: MUTED }}>
                          Dzień dobry, {view.customer.firstName}! Dziękujemy za rezerwację. Voucher jest w załączniku
                          (PDF) – pokaż go przy wjeździe na parking.
                        </p>
                        <p style={{ margin: '16px 0 0', fontSize: '15px', color: MUTED }}>Numer rezerwacji</p>
                        <p style={{ margin: 0, fontSize: '28px', fontWeight: 800, letterSpacing: '2px', color: TEXT }}>
                          {view.reference}
                        </p>
                      </td>
                    </tr>
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
                      <Row
                        label="Osoby"
                        value={`dorośli: ${view.adults}${view.children ? `, dzieci: ${view.children}` : ''}`}
                      />
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
                          <tr>
                            <td style={{ paddingTop: '8px', fontSize: '16px', fontWeight: 700 }}>
                              {paid ? 'Zapłacono' : 'Rezerwacja bezpłatna'}
                            </td>
                            <td align="right" style={{ paddingTop: '8px', fontSize: '16px', fontWeight: 700 }}>
                              {formatGroszeZl(view.total)}
                            </td>
                          </tr>
                        </tbody>
                      </table>
                    </Section>
                    <Section title="Jak dojechać i co zabrać">
                      <p style={{ margin: '0 0 6px', fontSize: '15px', lineHeight: '22px' }}>
                        Przyjedź na parking 15–30 minut przed planowanym transferem (transfer na lotnisko trwa około{' '}
                        {parking.transferMinutes} min). Przy wjeździe pokaż voucher z kodem QR albo podaj numer
                        rezerwacji {view.reference}. W sprawie transferu dzwoń pod {formatPhone(parking.phone)}.
                      </p>
                    </Section>
                    <Section title="Zmiana lub anulowanie">
                      <p style={{ margin: '0 0 6px', fontSize: '15px', lineHeight: '22px' }}>
                        {canCancelFree(view) ? (
                          <>
                            Bezpłatnie anulujesz do <strong>{formatWarsawDateTime(view.freeCancellationUntil)}</strong>{' '}
                            (24 godziny przed przyjazdem).
                          </>
                        ) : (
                          'Bezpłatne anulowanie nie jest już możliwe: do przyjazdu zostało mniej niż 24 godziny.'
                        )}
                      </p>
                      <p style={{ margin: '0 0 6px', fontSize: '15px' }}>
                        <a href={view.manageUrl} style={{ color: BLUE }}>
                          Zobacz rezerwację
                        </a>
                      </p>
                    </Section>
                    <Section title="Pomoc">
                      <p style={{ margin: '0 0 6px', fontSize: '15px', lineHeight: '22px' }}>
                        Infolinia {view.support.phone} ({view.support.hours}), e-mail{' '}
                        <a href={`mailto:${view.support.email}`} style={{ color: BLUE }}>
                          {view.support.email}
                        </a>
                        .
                      </p>
                    </Section>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

/** The e-mail's HTML and plain text. */
export function renderVoucherEmail(view: VoucherView): { subject: string; html: string; text: string } {
  const html = `<!DOCTYPE html>${renderToStaticMarkup(<VoucherEmail view={view} />)}`;
  const text = convert(html, {
    wordwrap: 78,
    selectors: [
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
      { selector: 'table', format: 'dataTable' },
    ],
  });
  return { subject: voucherSubject(view), html, text };
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
  const text = `Parkolot: rezerwacja ${view.reference} potwierdzona. ${view.parking.name}, przyjazd ${formatWarsawShort(view.arrivalAt)}. Transfer: ${view.parking.phone}. Voucher w e-mailu.`;
  return text.replace(/[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/g, (ch) => POLISH_TO_GSM[ch] ?? ch);
}
