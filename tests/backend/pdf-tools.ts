// A PDF read back the way a customer's tools read it: poppler's text and fields, and the page as an image
// whose QR code is scanned as a phone camera would. Used on rendered vouchers and on mailed attachments.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

const run = promisify(execFile);

/** A folder of PDFs on disk, for poppler; `close` removes it. */
export async function pdfFolder() {
  const dir = await mkdtemp(join(tmpdir(), 'voucher-pdf-'));
  return {
    /** The PDF saved as `<name>.pdf`; its path. */
    async save(pdf: Buffer, name: string): Promise<string> {
      const file = join(dir, `${name}.pdf`);
      await writeFile(file, pdf);
      return file;
    },
    /** The page as a 150 dpi image, scanned for a QR code. */
    async scanQr(file: string): Promise<string | undefined> {
      const prefix = join(dir, 'page');
      await run('pdftoppm', ['-r', '150', '-png', '-singlefile', file, prefix]);
      const png = PNG.sync.read(await readFile(`${prefix}.png`));
      const pixels = new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length);
      return jsQR(pixels, png.width, png.height)?.data;
    },
    close: () => rm(dir, { recursive: true, force: true }),
  };
}

/** The PDF's text as pdftotext lays it out; no-break spaces read as spaces. */
export async function pdfText(file: string): Promise<string> {
  const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']);
  return stdout.replace(/\u00a0/g, ' ');
}

/** pdfinfo's fields: Pages, Page size, Title, Author… */
export async function pdfInfo(file: string): Promise<Map<string, string>> {
  const { stdout } = await run('pdfinfo', ['-enc', 'UTF-8', file]);
  const info = new Map<string, string>();
  for (const match of stdout.matchAll(/^([^:\n]+):\s+(.*)$/gm)) info.set(match[1], match[2].trim());
  return info;
}
