// The development mailbox, /dev/poczta: the e-mails (.eml under MAIL_DIR) and text messages (.txt under
// SMS_DIR) the outbox worker wrote instead of sending them, newest first. server/app.ts mounts it only in
// development (devMailboxDirs) and imports this module only then; mailparser, a devDependency, is loaded
// when the mailbox is created, never in production.
import type { Dirent } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import express, { type RequestHandler, type Response, type Router } from 'express';
import type { AddressObject, ParsedMail } from 'mailparser';
import { z } from 'zod';
import { CacheControl } from '../core/cache-control';

export interface DevMailboxDirs {
  /** MAIL_DIR, when e-mails are written to files (no SMTP_URL). */
  mailDir?: string;
  /** SMS_DIR, when text messages are written to files (SMS_PROVIDER=file). */
  smsDir?: string;
}

export const DEV_MAILBOX_PATH = '/dev/poczta';
/** The list parses every e-mail it shows: the newest ones are enough. */
const LIST_LIMIT = 100;
const NOT_FOUND = 'Nie ma takiej wiadomości ani załącznika (mogły zostać usunięte z katalogu).';

const IndexParam = z
  .string()
  .regex(/^\d{1,4}$/)
  .transform(Number);

interface StoredFile {
  name: string;
  file: string;
  modified: Date;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);
const dateFormat = new Intl.DateTimeFormat('pl-PL', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'Europe/Warsaw',
});
const time = (date: Date) => `<time datetime="${date.toISOString()}">${escapeHtml(dateFormat.format(date))}</time>`;
const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).map((address) => address.text).join(', ');
/** Escaped text with its web addresses as links (the plain-text part of a voucher e-mail has a few). */
const linkedText = (text: string) =>
  text
    .split(/(https?:\/\/[^\s<>"']*[^\s<>"'.,;:!?)])/)
    .map((part, i) => (i % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');
const mailPath = (stem: string) => `${DEV_MAILBOX_PATH}/mail/${encodeURIComponent(stem)}`;
const kilobytes = (bytes: number) => `${new Intl.NumberFormat('pl-PL').format(Math.ceil(bytes / 1024))} KB`;

const isMissing = (error: unknown) => error instanceof Error && 'code' in error && error.code === 'ENOENT';

/** The files in `dir` ending in `extension`, newest first; none when the directory does not exist yet. */
async function listFiles(dir: string | undefined, extension: string): Promise<StoredFile[]> {
  if (!dir) return [];
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
  const files = await Promise.all(
    entries
      .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
      .map(async (entry) => {
        const file = path.join(dir, entry.name);
        // A file removed since the listing is simply left out.
        const info = await stat(file).catch((error: unknown) => (isMissing(error) ? null : Promise.reject(error)));
        return info ? { name: entry.name, file, modified: info.mtime } : null;
      }),
  );
  return files
    .filter((file) => file !== null)
    .sort((a, b) => b.modified.getTime() - a.modified.getTime() || b.name.localeCompare(a.name));
}

/** A text message file as backend/outbox/sms.ts writes it: `To:` and `Idx:` lines, a blank line, the text. */
function parseSms(content: string): { to: string; text: string } {
  const split = content.indexOf('\n\n');
  const head = split === -1 ? '' : content.slice(0, split);
  const to = /^To: *(.*)$/m.exec(head)?.[1] ?? '';
  return { to, text: (split === -1 ? content : content.slice(split + 2)).replace(/\n$/, '') };
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>${escapeHtml(title)} – poczta deweloperska Parkolot</title>
<style>
body{font-family:system-ui,sans-serif;line-height:1.45;color:#0f172a;background:#f8fafc;margin:0 auto;padding:16px;max-width:960px}
h1{font-size:1.4rem;margin:0 0 8px}h2{font-size:1.1rem;margin:24px 0 8px}
a{color:#1d4ed8}.muted{color:#475569;font-size:.9rem}
ol,ul{list-style:none;padding:0;margin:0}li{background:#fff;border:1px solid #e2e8f0;border-radius:8px;padding:10px 12px;margin-bottom:8px}
li,dd,pre,code{overflow-wrap:anywhere}li p{margin:4px 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0}dt{font-weight:600}dd{margin:0}
pre{white-space:pre-wrap;background:#fff;border:1px solid #e2e8f0;border-radius:8px;padding:12px;font-size:.9rem}
iframe{display:block;width:100%;height:70vh;border:1px solid #cbd5e1;border-radius:8px;background:#fff;box-sizing:border-box}
</style></head><body><main>
${body}
</main></body></html>`;
}

const backLink = `<p><a href="${DEV_MAILBOX_PATH}">← Wszystkie wiadomości</a></p>`;

function sendPage(res: Response, status: number, title: string, body: string) {
  res.status(status).type('text/html; charset=utf-8').send(page(title, body));
}

const notFound = (res: Response) =>
  sendPage(res, 404, 'Nie znaleziono', `${backLink}<h1>Nie znaleziono</h1><p>${NOT_FOUND}</p>`);

/** Express 4 passes an async handler's rejection nowhere: hand it to the error handler. */
const handle =
  (fn: (...args: Parameters<RequestHandler>) => Promise<void>): RequestHandler =>
  (req, res, next) => {
    fn(req, res, next).catch(next);
  };

/** The mailbox's routes, all under DEV_MAILBOX_PATH; GET and HEAD only. */
export async function devMailbox(dirs: DevMailboxDirs): Promise<Router> {
  const { simpleParser } = await import('mailparser');
  const router = express.Router();

  const parse = async (file: string): Promise<ParsedMail> => simpleParser(await readFile(file));
  /** An e-mail by its name in the URL: only a name the directory listing has (nothing else reaches the disk). */
  const findMail = async (name: string) => (await listFiles(dirs.mailDir, '.eml')).find((mail) => mail.name === name);

  router.use(DEV_MAILBOX_PATH, (req, res, next) => {
    res.set({ 'Cache-Control': CacheControl.noStore, 'X-Robots-Tag': 'noindex, nofollow' });
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    res
      .status(405)
      .set('Allow', 'GET, HEAD')
      .type('text/plain; charset=utf-8')
      .send('Ta metoda HTTP nie jest obsługiwana. Dozwolone: GET, HEAD.');
  });

  router.get(
    DEV_MAILBOX_PATH,
    handle(async (_req, res) => {
      const mailFiles = await listFiles(dirs.mailDir, '.eml');
      const smsFiles = await listFiles(dirs.smsDir, '.txt');
      const mails = await Promise.all(
        mailFiles.slice(0, LIST_LIMIT).map(async ({ name, file, modified }) => ({
          stem: name.slice(0, -'.eml'.length),
          modified,
          mail: await parse(file),
        })),
      );
      const texts = await Promise.all(
        smsFiles.slice(0, LIST_LIMIT).map(async ({ file, modified }) => ({
          modified,
          ...parseSms(await readFile(file, 'utf8')),
        })),
      );
      const more = (all: number) =>
        all > LIST_LIMIT ? `<p class="muted">Pokazano ${LIST_LIMIT} najnowszych z ${all}.</p>` : '';
      const mailSection = !dirs.mailDir
        ? '<p class="muted">E-maile wysyła serwer SMTP (SMTP_URL), nie trafiają do plików.</p>'
        : `<p class="muted">Katalog: <code>${escapeHtml(path.resolve(dirs.mailDir))}</code></p>${
            mails.length === 0
              ? '<p>Brak e-maili.</p>'
              : `<ol>${mails
                  .map(
                    ({ stem, modified, mail }) =>
                      `<li><p><a href="${mailPath(stem)}"><strong>${escapeHtml(mail.subject ?? '(bez tematu)')}</strong></a></p>` +
                      `<p class="muted">Do: ${escapeHtml(addresses(mail.to))} · ${time(mail.date ?? modified)}</p></li>`,
                  )
                  .join('\n')}</ol>${more(mailFiles.length)}`
          }`;
      const smsSection = !dirs.smsDir
        ? '<p class="muted">SMS-y wysyła SMSAPI (SMS_PROVIDER=smsapi), nie trafiają do plików.</p>'
        : `<p class="muted">Katalog: <code>${escapeHtml(path.resolve(dirs.smsDir))}</code></p>${
            texts.length === 0
              ? '<p>Brak SMS-ów.</p>'
              : `<ol>${texts
                  .map(
                    ({ modified, to, text }) =>
                      `<li><p class="muted">Do: ${escapeHtml(to)} · ${time(modified)}</p><p>${escapeHtml(text)}</p></li>`,
                  )
                  .join('\n')}</ol>${more(smsFiles.length)}`
          }`;
      sendPage(
        res,
        200,
        'Wiadomości',
        `<h1>Poczta deweloperska</h1>
<p class="muted">Wiadomości, które aplikacja wysłałaby klientom, zapisane w plikach przez kolejkę wysyłki. Tylko w trybie deweloperskim; najnowsze na górze.</p>
<h2>E-maile (${mailFiles.length})</h2>
${mailSection}
<h2>SMS-y (${smsFiles.length})</h2>
${smsSection}`,
      );
    }),
  );

  // `<name>.eml`: the raw message; `<name>`: the message page.
  router.get(
    `${DEV_MAILBOX_PATH}/mail/:file`,
    handle(async (req, res) => {
      const requested = req.params.file;
      const raw = requested.endsWith('.eml') ? await findMail(requested) : undefined;
      if (raw) {
        res
          .attachment(raw.name)
          .type('message/rfc822')
          .send(await readFile(raw.file));
        return;
      }
      const found = await findMail(`${requested}.eml`);
      if (!found) return notFound(res);
      const mail = await parse(found.file);
      const attachments = mail.attachments
        .map(
          (attachment, index) =>
            `<li><a href="${mailPath(requested)}/zalacznik/${index}">${escapeHtml(attachment.filename ?? `załącznik ${index + 1}`)}</a>` +
            ` <span class="muted">(${escapeHtml(attachment.contentType)}, ${kilobytes(attachment.size)})</span></li>`,
        )
        .join('\n');
      sendPage(
        res,
        200,
        mail.subject ?? 'Wiadomość',
        `${backLink}
<h1>${escapeHtml(mail.subject ?? '(bez tematu)')}</h1>
<dl>
<dt>Od</dt><dd>${escapeHtml(addresses(mail.from))}</dd>
<dt>Do</dt><dd>${escapeHtml(addresses(mail.to))}</dd>
<dt>Data</dt><dd>${time(mail.date ?? found.modified)}</dd>
<dt>Plik</dt><dd><a href="${mailPath(found.name)}">${escapeHtml(found.name)}</a> (surowa wiadomość)</dd>
</dl>
<h2>Wersja HTML</h2>
${mail.html ? `<iframe sandbox srcdoc="${escapeHtml(mail.html)}" title="Wersja HTML wiadomości"></iframe>` : '<p>Brak wersji HTML.</p>'}
<h2>Wersja tekstowa</h2>
${mail.text ? `<pre>${linkedText(mail.text)}</pre>` : '<p>Brak wersji tekstowej.</p>'}
<h2>Załączniki (${mail.attachments.length})</h2>
${attachments ? `<ul>${attachments}</ul>` : '<p>Brak załączników.</p>'}`,
      );
    }),
  );

  router.get(
    `${DEV_MAILBOX_PATH}/mail/:file/zalacznik/:index`,
    handle(async (req, res) => {
      const index = IndexParam.safeParse(req.params.index);
      const found = await findMail(`${req.params.file}.eml`);
      if (!index.success || !found) return notFound(res);
      const attachment = (await parse(found.file)).attachments.at(index.data);
      if (!attachment) return notFound(res);
      res
        .attachment(attachment.filename ?? `zalacznik-${index.data + 1}`)
        .type(attachment.contentType)
        .send(attachment.content);
    }),
  );

  router.use(DEV_MAILBOX_PATH, (_req, res) => notFound(res));
  return router;
}
