/**
 * What every e-mail shares: a single 600 px column that shrinks on a phone, inline styles and tables (what
 * mail clients draw), the brand, a help section, and the plain-text part derived from the same HTML — one
 * template, two formats (decision 0030).
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { convert } from 'html-to-text';
import { formatWarsawDateTime } from '../../core/format';

export const BLUE = '#1d4ed8';
export const TEXT = '#0f172a';
export const MUTED = '#475569';
const FONT = "-apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <tr>
      <td style={{ padding: '16px 24px', borderTop: '1px solid #e2e8f0' }}>
        <h2 style={{ margin: '0 0 8px', fontSize: '16px', color: TEXT }}>{title}</h2>
        {children}
      </td>
    </tr>
  );
}

export function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <p style={{ margin: '0 0 6px', fontSize: '15px', lineHeight: '22px', color: TEXT }}>
      <span style={{ color: MUTED }}>{label}: </span>
      <strong>{value}</strong>
    </p>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <p style={{ margin: '0 0 6px', fontSize: '15px', lineHeight: '22px' }}>{children}</p>;
}

/** The e-mail's main action as a button-like link. */
export function ButtonLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p style={{ margin: '12px 0' }}>
      <a
        href={href}
        style={{
          display: 'inline-block',
          padding: '12px 20px',
          borderRadius: '8px',
          background: BLUE,
          color: '#ffffff',
          fontSize: '16px',
          fontWeight: 700,
          textDecoration: 'none',
        }}
      >
        {children}
      </a>
    </p>
  );
}

/** What every message about a booking names: whom it greets and where it goes, the reference, car park and stay. */
export interface BookingBasics {
  reference: string;
  firstName: string;
  /** Where it goes. */
  email: string;
  parkingName: string;
  arrivalAt: Date;
  departureAt: Date;
}

/** The booking's reference, car park and stay, as rows (a message adds its own after them). */
export function BookingRows({ view }: { view: BookingBasics }) {
  return (
    <>
      <Row label="Numer rezerwacji" value={view.reference} />
      <Row label="Parking" value={view.parkingName} />
      <Row label="Przyjazd" value={formatWarsawDateTime(view.arrivalAt)} />
      <Row label="Wyjazd" value={formatWarsawDateTime(view.departureAt)} />
    </>
  );
}

/** The support line and address. */
export function HelpSection({ support }: { support: { phone: string; email: string; hours: string } }) {
  return (
    <Section title="Pomoc">
      <Paragraph>
        Infolinia {support.phone} ({support.hours}), e-mail{' '}
        <a href={`mailto:${support.email}`} style={{ color: BLUE }}>
          {support.email}
        </a>
        .
      </Paragraph>
    </Section>
  );
}

/** The page around an e-mail's sections: title, brand, heading and the lead (`intro`). */
export function EmailShell({
  title,
  heading,
  intro,
  children,
}: {
  title: string;
  heading: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <html lang="pl">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
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
                        <h1 style={{ margin: '16px 0 4px', fontSize: '22px', color: TEXT }}>{heading}</h1>
                        {intro}
                      </td>
                    </tr>
                    {children}
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

/** An e-mail element as its HTML document and plain-text part. */
export function renderEmail(element: ReactNode): { html: string; text: string } {
  const html = `<!DOCTYPE html>${renderToStaticMarkup(element)}`;
  const text = convert(html, {
    wordwrap: 78,
    selectors: [
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
      { selector: 'table', format: 'dataTable' },
    ],
  });
  return { html, text };
}
