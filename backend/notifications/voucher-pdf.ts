import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';
import { dayWord } from '../../core/plural';
import { formatGroszeZl as zl, formatWarsawDateTime as warsawDateTime } from '../../core/format';
import { formatPhone as phone } from './format';
import { drawQr, qrModules, type QrModules } from './qr';
import { canCancelFree, phoneLabel, settlement, type VoucherView } from './voucher-view';

// The voucher as one printable A4 page: what the gate checks (the reference and its QR code) first, then the
// stay, the price, how to arrive, cancellation and support. Text is drawn in DejaVu Sans, embedded: the PDF
// standard fonts have no ą ę ł ś ż. The QR code is vector (one rectangle per run of dark modules), so it
// stays sharp however far a phone zooms in.

type Doc = InstanceType<typeof PDFDocument>;
/** The document and the layout's scale: 1, or less for an order too long for the page at full size. */
type Pen = { doc: Doc; k: number };

const REGULAR = 'DejaVuSans';
const BOLD = 'DejaVuSans-Bold';
const INK = '#111827';
const MUTED = '#4b5563';
const BRAND = '#1d4ed8';
const RULE = '#d1d5db';

const PAGE = { left: 50, top: 44, bottom: 40 };
/** Where the footer (support contact) starts; the body must end above it. */
const FOOTER_FROM_BOTTOM = 70;
const QR_SIZE = 170;
const COLUMN_GAP = 24;
const SCALE_STEP = 0.04;
const MIN_SCALE = 0.6;

// Fonts come from node_modules (external in the esbuild bundle too), read once per process.
const fontFile = (name: string) => readFileSync(createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`));
let fonts: { regular: Buffer; bold: Buffer } | null = null;
const loadFonts = () => (fonts ??= { regular: fontFile('DejaVuSans.ttf'), bold: fontFile('DejaVuSans-Bold.ttf') });

const daysText = (days: number) => `${days} ${dayWord(days)}`;

/** Plates never break inside ("WA 12345" stays on one line). */
const plates = (list: string[]) => list.map((plate) => plate.replace(/ /g, '\u00a0')).join(', ');

interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: string;
  width?: number;
  align?: 'left' | 'right' | 'center';
  link?: string;
}

/** Text at the cursor (or at x, y) in one of the voucher's styles; the cursor moves below it. */
function write({ doc, k }: Pen, text: string, style: TextStyle = {}, x = doc.x, y = doc.y) {
  doc
    .font(style.bold ? BOLD : REGULAR)
    .fontSize((style.size ?? 10.5) * k)
    .fillColor(style.link ? BRAND : (style.color ?? INK))
    .text(text, x, y, {
      width: style.width ?? doc.page.width - PAGE.left - x,
      align: style.align ?? 'left',
      lineGap: 1.5 * k,
      link: style.link,
      underline: Boolean(style.link),
    });
}

const contentWidth = (doc: Doc) => doc.page.width - 2 * PAGE.left;

function rule(doc: Doc, y: number, color = RULE) {
  doc
    .moveTo(PAGE.left, y)
    .lineTo(doc.page.width - PAGE.left, y)
    .lineWidth(0.75)
    .strokeColor(color)
    .stroke();
}

function section(pen: Pen, title: string) {
  write(pen, title.toUpperCase(), { size: 9.5, bold: true, color: BRAND }, PAGE.left, pen.doc.y + 14 * pen.k);
  rule(pen.doc, pen.doc.y + 2 * pen.k);
  pen.doc.y += 8 * pen.k;
}

/** Label-over-value pairs, two to a row. */
function facts(pen: Pen, pairs: [label: string, value: string][]) {
  const { doc, k } = pen;
  const column = (contentWidth(doc) - COLUMN_GAP) / 2;
  for (let i = 0; i < pairs.length; i += 2) {
    const top = doc.y;
    let bottom = top;
    pairs.slice(i, i + 2).forEach(([label, value], j) => {
      const x = PAGE.left + j * (column + COLUMN_GAP);
      write(pen, label, { size: 8.5, color: MUTED, width: column }, x, top);
      write(pen, value, { size: 11.5, bold: true, width: column }, x, doc.y + k);
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 7 * k;
  }
}

function header(pen: Pen, view: VoucherView, qr: QrModules) {
  const { doc, k } = pen;
  write(pen, 'Parkolot — voucher parkingowy', { size: 19, bold: true, color: BRAND }, PAGE.left, PAGE.top);
  rule(doc, doc.y + 4 * k, BRAND);

  const top = doc.y + 16 * k;
  const qrSize = QR_SIZE * k;
  const qrX = PAGE.left + contentWidth(doc) - qrSize;
  const width = contentWidth(doc) - qrSize - COLUMN_GAP;
  drawQr(doc, qr, qrX, top - 8 * k, qrSize);
  // Under the code, inside its quiet zone's lower half.
  const caption = { size: 8.5, color: MUTED, width: qrSize, align: 'center' } as const;
  write(pen, 'Pokaż przy wjeździe na parking', caption, qrX, top + qrSize - 20 * k);
  const qrBottom = doc.y;

  write(pen, 'Numer rezerwacji', { size: 9, color: MUTED, width }, PAGE.left, top);
  write(pen, view.reference, { size: 30, bold: true, width }, PAGE.left, doc.y + 2 * k);
  write(pen, view.parking.name, { size: 15, bold: true, width }, PAGE.left, doc.y + 10 * k);
  write(pen, view.parking.address, { size: 11, width }, PAGE.left, doc.y + 3 * k);
  write(pen, `${phoneLabel(view)}: ${phone(view.parking.phone)}`, { size: 11, width }, PAGE.left);
  write(pen, `Lotnisko: ${view.airportName}`, { size: 11, width }, PAGE.left);
  write(pen, 'Pokaż na mapie', { size: 11, link: view.parking.mapUrl, width }, PAGE.left, doc.y + 3 * k);
  doc.y = Math.max(doc.y, qrBottom);
}

function stay(pen: Pen, view: VoucherView) {
  section(pen, 'Pobyt');
  const { customer } = view;
  facts(pen, [
    ['Przyjazd na parking', warsawDateTime(view.arrivalAt)],
    ['Odbiór auta', warsawDateTime(view.departureAt)],
    ['Liczba dni', daysText(view.days)],
    ['Podróżni', `dorośli: ${view.adults}, dzieci: ${view.children}`],
    ['Tablice rejestracyjne', plates(view.plates)],
    ['Rezerwujący', `${customer.firstName} ${customer.lastName}`],
  ]);
}

function payment(pen: Pen, view: VoucherView) {
  const { doc, k } = pen;
  section(pen, 'Płatność');
  const amountWidth = 110;
  const labelWidth = contentWidth(doc) - amountWidth - COLUMN_GAP;
  const amountX = PAGE.left + contentWidth(doc) - amountWidth;
  for (const line of view.lines) {
    const top = doc.y;
    write(pen, zl(line.amount), { width: amountWidth, align: 'right' }, amountX, top);
    write(pen, line.label, { width: labelWidth }, PAGE.left, top);
    if (line.detail) write(pen, line.detail, { size: 9, color: MUTED, width: labelWidth }, PAGE.left);
    doc.y += 5 * k;
  }
  rule(doc, doc.y);
  doc.y += 7 * k;
  const total = { size: 12.5, bold: true } as const;
  const [sum, ...after] = settlement(view);
  const top = doc.y;
  if (view.total === 0 && view.paid === 0) {
    write(pen, sum.label, { ...total, color: BRAND }, PAGE.left, top);
    write(pen, `Do zapłaty: ${zl(0)}`, { ...total, width: contentWidth(doc), align: 'right' }, PAGE.left, top);
    return;
  }
  write(pen, `${sum.label}: ${zl(sum.amount)}`, { ...total, width: contentWidth(doc), align: 'right' }, PAGE.left, top);
  // After a date change: what was paid and what came back, under the booking's price.
  for (const row of after) {
    write(pen, `${row.label}: ${zl(row.amount)}`, { width: contentWidth(doc), align: 'right' }, PAGE.left);
  }
}

function arrival(pen: Pen, view: VoucherView) {
  section(pen, 'Na miejscu');
  const steps = [
    `Przyjedź na parking 15–30 minut przed transferem na lotnisko ${view.airportName} ` +
      `(przejazd trwa ok. ${view.parking.transferMinutes} min).`,
    `Przy wjeździe pokaż ten voucher: kod QR albo numer rezerwacji ${view.reference}.`,
    view.parking.phoneIsSupport
      ? `W sprawie transferu: infolinia Parkolot ${phone(view.parking.phone)} (${view.support.hours}).`
      : `Telefon transferu: ${phone(view.parking.phone)}.`,
  ];
  const indent = 16 * pen.k;
  steps.forEach((step, i) => {
    const top = pen.doc.y;
    write(pen, `${i + 1}.`, { bold: true, width: indent }, PAGE.left, top);
    write(pen, step, {}, PAGE.left + indent, top);
    pen.doc.y += 3 * pen.k;
  });
}

function booking(pen: Pen, view: VoucherView) {
  section(pen, 'Anulowanie i rezerwacja online');
  if (canCancelFree(view)) {
    write(pen, 'Bezpłatne anulowanie do:', { color: MUTED }, PAGE.left);
    write(pen, `${warsawDateTime(view.freeCancellationUntil)} (czasu polskiego)`, { size: 11.5, bold: true });
  } else {
    write(
      pen,
      'Bezpłatne anulowanie nie jest już możliwe (do przyjazdu mniej niż 24 godziny).',
      { color: MUTED },
      PAGE.left,
    );
  }
  write(
    pen,
    'Zobacz, zmień lub anuluj rezerwację online (Moja rezerwacja):',
    { color: MUTED },
    PAGE.left,
    pen.doc.y + 6 * pen.k,
  );
  // Without the e-mail's token: a PDF is forwarded and printed (the page asks for the reference and e-mail).
  const { host, pathname } = new URL(view.bookingUrl);
  write(pen, `${host}${pathname}`, { size: 9, link: view.bookingUrl });
}

function footer(pen: Pen, view: VoucherView) {
  const { doc } = pen;
  const { support } = view;
  const y = doc.page.height - FOOTER_FROM_BOTTOM;
  const width = contentWidth(doc);
  // Text this close to the page's end would start a second page unless the bottom margin is lifted.
  doc.page.margins.bottom = 0;
  rule(doc, y);
  write({ doc, k: 1 }, 'Pomoc Parkolot', { size: 9, bold: true, width, align: 'center' }, PAGE.left, y + 7);
  const contact = `tel. ${phone(support.phone)}  ·  ${support.email}  ·  ${support.hours}`;
  write({ doc, k: 1 }, contact, { size: 9, color: MUTED, width, align: 'center' }, PAGE.left);
}

function newDocument(PdfDocument: typeof PDFDocument, view: VoucherView): Doc {
  const { regular, bold } = loadFonts();
  return new PdfDocument({
    size: 'A4',
    margins: { top: PAGE.top, bottom: PAGE.bottom, left: PAGE.left, right: PAGE.left },
    lang: 'pl',
    displayTitle: true,
    info: {
      Title: `Voucher ${view.reference}`,
      Author: 'Parkolot',
      Subject: `Voucher parkingowy: ${view.parking.name}`,
    },
  })
    .registerFont(REGULAR, regular)
    .registerFont(BOLD, bold);
}

/** Draws everything above the footer; true when it ended above the footer on the first page. */
function drawBody(pen: Pen, view: VoucherView, qr: QrModules): boolean {
  let pages = 1;
  pen.doc.on('pageAdded', () => pages++);
  for (const part of [header, stay, payment, arrival, booking]) part(pen, view, qr);
  return pages === 1 && pen.doc.y <= pen.doc.page.height - FOOTER_FROM_BOTTOM - 8;
}

/** The document at the largest scale (to MIN_SCALE) that fits the page; larger trials are dropped unfinished. */
function layOut(PdfDocument: typeof PDFDocument, view: VoucherView, qr: QrModules): Pen {
  for (let step = 0; ; step++) {
    const pen = { doc: newDocument(PdfDocument, view), k: Math.max(MIN_SCALE, 1 - step * SCALE_STEP) };
    if (drawBody(pen, view, qr) || pen.k === MIN_SCALE) return pen;
  }
}

/**
 * The voucher as a one-page A4 PDF (a long order is drawn smaller rather than spill onto a second page).
 * pdfkit is loaded on the first voucher, not at start-up (it is the largest library the API holds).
 */
export async function renderVoucherPdf(view: VoucherView): Promise<Buffer> {
  const [{ default: PdfDocument }, qr] = await Promise.all([import('pdfkit'), qrModules(view.qrText)]);
  return new Promise<Buffer>((resolve, reject) => {
    const pen = layOut(PdfDocument, view, qr);
    footer(pen, view);
    const chunks: Buffer[] = [];
    pen.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    pen.doc.on('end', () => resolve(Buffer.concat(chunks)));
    pen.doc.on('error', reject);
    pen.doc.end();
  });
}
