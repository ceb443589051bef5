import type PDFDocument from 'pdfkit';
import type { QRCode } from 'qrcode';

// A QR code drawn as vector shapes into a PDF: sharp at any zoom and on any printer, unlike a bitmap.

type Doc = InstanceType<typeof PDFDocument>;

/** Modules of quiet zone around the symbol, as the QR standard asks. */
const QUIET_ZONE = 4;

/** The symbol's modules (the dark and light squares). */
export type QrModules = QRCode['modules'];

/**
 * `text` as a QR code, error correction M. The library is loaded on the first voucher, not when the
 * process starts: most processes (the web tier, an idle API) never draw one.
 */
export async function qrModules(text: string): Promise<QrModules> {
  const { default: qrcode } = await import('qrcode');
  return qrcode.create(text, { errorCorrectionLevel: 'M' }).modules;
}

/**
 * Draws a QR code's modules filling a white square of `size` points at (x, y), quiet zone included: one
 * filled rectangle per horizontal run of dark modules.
 */
export function drawQr(doc: Doc, modules: QrModules, x: number, y: number, size: number) {
  const cell = size / (modules.size + 2 * QUIET_ZONE);
  doc.save().rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size;) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      // A hair taller than a module, so rows meet without a seam in anti-aliased viewers.
      const top = y + (row + QUIET_ZONE) * cell;
      doc.rect(x + (start + QUIET_ZONE) * cell, top, (col - start) * cell, cell + 0.05);
    }
  }
  doc.fill('#000000').restore();
}
