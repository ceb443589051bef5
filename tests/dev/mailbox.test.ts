// The development mailbox (/dev/poczta, server/dev-mailbox.ts) over real HTTP on 127.0.0.1, reading what
// the outbox's own file transports wrote (backend/outbox/mailer.ts, sms.ts); and the rule that mounts it
// in development only. Not under tests/server: it needs no production build (tests/setup/build.ts).
import { mkdtemp, readdir, readFile, rm, stat, utimes } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendConfigFromEnv } from '../../backend/config';
import { createMailer } from '../../backend/outbox/mailer';
import { createSmsSender } from '../../backend/outbox/sms';
import { devMailboxDirs } from '../../server/app';
import { devMailbox } from '../../server/dev-mailbox';

/** Bytes that are not UTF-8, so a download that re-encoded them would show. */
const PDF = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0xff, 0xfe, 0x00, 0x80, 0x9c]);
const HTML =
  '<h1 style="color:#1d4ed8">Rezerwacja PKL-1234 potwierdzona</h1><p>Do zobaczenia "na parkingu" &amp; w drodze</p>';

let root: string;
let server: Server;
let base: string;
let voucherStem: string;

const get = (pathname: string, init: RequestInit = {}) => fetch(`${base}${pathname}`, { redirect: 'manual', ...init });

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'parkolot-mailbox-'));
  const mailDir = path.join(root, 'mail');
  const smsDir = path.join(root, 'sms');
  const mailer = createMailer({ mailFrom: 'Parkolot <rezerwacje@parkolot.pl>', mailDir });
  await mailer.send({
    to: 'starsza@example.pl',
    subject: 'Starsza wiadomość',
    html: '<p>stara</p>',
    text: 'stara',
    messageId: '<older@parkolot.test>',
  });
  await mailer.send({
    to: 'jan.kowalski@example.pl',
    subject: 'Voucher parkingowy PKL-1234',
    html: HTML,
    text: 'Twoja rezerwacja: http://localhost:3000/platnosc/?orderId=abc',
    messageId: '<voucher-1@parkolot.test>',
    attachments: [{ filename: 'voucher-PKL-1234.pdf', content: PDF, contentType: 'application/pdf' }],
  });
  mailer.close();
  await createSmsSender({ provider: 'file', dir: smsDir }).send({
    to: '+48600100200',
    text: 'Parkolot: rezerwacja PKL-1234 potwierdzona, wjazd 12.06 10:00.',
    idx: 'sms-1',
  });
  // Newest first is by the files' times: make the order unambiguous.
  const names = (await readdir(mailDir)).sort();
  const older = names.find((name) => name.includes('older'));
  const voucher = names.find((name) => name.includes('voucher-1'));
  if (!older || !voucher) throw new Error(`unexpected files: ${names.join(', ')}`);
  await utimes(path.join(mailDir, older), new Date('2025-01-01T10:00:00Z'), new Date('2025-01-01T10:00:00Z'));
  voucherStem = voucher.slice(0, -'.eml'.length);

  const app = express();
  app.use(await devMailbox({ mailDir, smsDir }));
  app.use((_req, res) => res.status(418).send('not the mailbox'));
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  if (root) await rm(root, { recursive: true, force: true });
});

describe('the list', () => {
  it('shows the e-mails (subject, recipient) newest first and the SMS with its text', async () => {
    const response = await get('/dev/poczta');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html>\n<html lang="pl">/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain(`<a href="/dev/poczta/mail/${encodeURIComponent(voucherStem)}">`);
    expect(html).toContain('Voucher parkingowy PKL-1234');
    expect(html).toContain('jan.kowalski@example.pl');
    expect(html.indexOf('Voucher parkingowy PKL-1234')).toBeLessThan(html.indexOf('Starsza wiadomość'));
    expect(html).toContain('+48600100200');
    expect(html).toContain('Parkolot: rezerwacja PKL-1234 potwierdzona, wjazd 12.06 10:00.');
  });

  it('the demo files are this user’s only: folders 0700, e-mails and SMS 0600 (names, contacts, signed links)', async () => {
    for (const folder of ['mail', 'sms']) {
      expect([folder, (await stat(path.join(root, folder))).mode & 0o777]).toEqual([folder, 0o700]);
      for (const name of await readdir(path.join(root, folder))) {
        expect([name, (await stat(path.join(root, folder, name))).mode & 0o777]).toEqual([name, 0o600]);
      }
    }
  });

  it('answers with a trailing slash too, and HEAD without a body', async () => {
    expect((await get('/dev/poczta/')).status).toBe(200);
    const head = await get('/dev/poczta', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});

describe('one e-mail', () => {
  it('shows the HTML part in a sandboxed iframe (escaped), the text part and the attachment', async () => {
    const response = await get(`/dev/poczta/mail/${encodeURIComponent(voucherStem)}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const iframe = /<iframe sandbox srcdoc="([^"]*)" title="[^"]+"><\/iframe>/.exec(html);
    expect(iframe).not.toBeNull();
    expect(iframe?.[1]).toContain(
      '&lt;h1 style=&quot;color:#1d4ed8&quot;&gt;Rezerwacja PKL-1234 potwierdzona&lt;/h1&gt;',
    );
    expect(iframe?.[1]).toContain('Do zobaczenia &quot;na parkingu&quot; &amp;amp; w drodze');
    expect(html).not.toContain('<h1 style=');
    expect(html).toContain(
      '<a href="http://localhost:3000/platnosc/?orderId=abc">http://localhost:3000/platnosc/?orderId=abc</a>',
    );
    expect(html).toContain(`<a href="/dev/poczta/mail/${encodeURIComponent(voucherStem)}/zalacznik/0">`);
    expect(html).toContain('voucher-PKL-1234.pdf');
    expect(html).toContain(`<a href="/dev/poczta/mail/${encodeURIComponent(`${voucherStem}.eml`)}">`);
  });

  it('downloads the attachment with its bytes', async () => {
    const response = await get(`/dev/poczta/mail/${encodeURIComponent(voucherStem)}/zalacznik/0`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="voucher-PKL-1234.pdf"');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PDF);
  });

  it('gives the raw message as message/rfc822', async () => {
    const response = await get(`/dev/poczta/mail/${encodeURIComponent(`${voucherStem}.eml`)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('message/rfc822');
    const file = await readFile(path.join(root, 'mail', `${voucherStem}.eml`));
    expect(Buffer.from(await response.arrayBuffer())).toEqual(file);
  });
});

describe('refusals', () => {
  it.each([
    '/dev/poczta/mail/..%2F..%2F..%2Fetc%2Fpasswd',
    '/dev/poczta/mail/..%2Fsms',
    '/dev/poczta/mail/%2e%2e%2F%2e%2e%2Fetc%2Fpasswd.eml',
    '/dev/poczta/mail/nie-ma-takiej',
    '/dev/poczta/inne',
  ])('%s is a Polish 404', async (pathname) => {
    const response = await get(pathname);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Nie ma takiej wiadomości');
  });

  it('an existing message reached through another path is a 404', async () => {
    const stem = encodeURIComponent(voucherStem);
    for (const pathname of [`/dev/poczta/mail/..%2Fmail%2F${stem}`, `/dev/poczta/mail/.%2F${stem}.eml`]) {
      expect((await get(pathname)).status).toBe(404);
    }
  });

  it('an attachment that is not there, or a bad index, is a 404', async () => {
    const stem = encodeURIComponent(voucherStem);
    for (const index of ['1', '-1', 'x', '0.5']) {
      expect((await get(`/dev/poczta/mail/${stem}/zalacznik/${index}`)).status).toBe(404);
    }
    expect((await get('/dev/poczta/mail/..%2F..%2Fetc%2Fpasswd/zalacznik/0')).status).toBe(404);
  });

  it('answers other methods with 405', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const response = await get('/dev/poczta', { method });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
    }
  });

  it('leaves every other path to the next handler', async () => {
    expect((await get('/dev/poczta-inna')).status).toBe(418);
    expect((await get('/')).status).toBe(418);
  });
});

describe('mounting (server/app.ts)', () => {
  const messages = (env: Record<string, string>) => backendConfigFromEnv(env).messages;

  it('is never mounted in production or under tests, whatever the transports', () => {
    expect(devMailboxDirs('production', messages({}))).toBeNull();
    expect(devMailboxDirs('test', messages({}))).toBeNull();
  });

  it('in development reads the file transports’ directories, and nothing when both send for real', () => {
    // The defaults: beside DATA_DIR (./data/pglite), as absolute paths.
    const [mailDir, smsDir] = [path.resolve('data/mail'), path.resolve('data/sms')];
    expect(devMailboxDirs('development', messages({}))).toEqual({ mailDir, smsDir });
    expect(devMailboxDirs('development', messages({ MAIL_DIR: '/tmp/m', SMTP_URL: 'smtp://127.0.0.1:2525' }))).toEqual({
      mailDir: undefined,
      smsDir,
    });
    expect(
      devMailboxDirs(
        'development',
        messages({ SMTP_URL: 'smtp://127.0.0.1:2525', SMS_PROVIDER: 'smsapi', SMSAPI_TOKEN: 'token-0123456789' }),
      ),
    ).toBeNull();
  });
});
