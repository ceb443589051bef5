/**
 * Sends an e-mail: over SMTP when SMTP_URL is set (nodemailer), otherwise written as an .eml file under
 * MAIL_DIR — the default on a fresh machine, where `npm start` must work with nothing configured.
 */
import { writePrivateFile } from '../lib/data-dir';
import nodemailer from 'nodemailer';
import { PermanentSendError } from './send-error';

export interface MailAttachment {
  filename: string;
  content: Buffer | string;
  contentType: string;
}

export interface Mail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Deterministic per outbox row, so a repeat after a crash is recognisable as the same message. */
  messageId: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  /**
   * Resolves with the Message-ID once the server (or the file) took the message; rejects otherwise — with
   * a PermanentSendError when the server refused the recipient or the message for good (a 5xx answer).
   */
  send(mail: Mail): Promise<string>;
  close(): void;
}

export type MailerConfig = { smtpUrl?: string; mailFrom: string; mailDir: string };

/**
 * A 5xx answer (RFC 5321: a permanent negative completion) to the envelope or the message — the
 * recipient rejected (550 no such mailbox, 553 mailbox name not allowed …), the sender or the message
 * refused. nodemailer gives such errors `code` EENVELOPE or EMESSAGE and the answer's `responseCode`.
 * 503 (bad sequence of commands) is the session's state, not a refusal. A 4xx answer, a dropped
 * connection, a timeout or a failed login (EAUTH) is retried.
 */
function refusedForGood(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = 'code' in error ? error.code : undefined;
  const responseCode = 'responseCode' in error ? error.responseCode : undefined;
  return (
    (code === 'EENVELOPE' || code === 'EMESSAGE') &&
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600 &&
    responseCode !== 503
  );
}

export function createMailer(config: MailerConfig): Mailer {
  if (config.smtpUrl) {
    // Timeouts well under the outbox lease (2 min), so a hung server fails the attempt, not the lease; one
    // pooled connection reused from message to message (the worker sends one at a time) instead of a new
    // connection and greeting for each. (nodemailer reads its options from the URL's query; the URL's own
    // values win.)
    const url = new URL(config.smtpUrl);
    for (const [name, value] of [
      ['connectionTimeout', '20000'],
      ['greetingTimeout', '20000'],
      ['socketTimeout', '45000'],
      ['pool', 'true'],
      ['maxConnections', '1'],
    ] as const) {
      if (!url.searchParams.has(name)) url.searchParams.set(name, value);
    }
    const transport = nodemailer.createTransport(url.toString());
    return {
      async send(mail) {
        try {
          await transport.sendMail({ ...mail, from: config.mailFrom });
        } catch (error) {
          if (refusedForGood(error) && error instanceof Error)
            throw new PermanentSendError(error.message, { cause: error });
          throw error;
        }
        return mail.messageId;
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ ...mail, from: config.mailFrom });
      if (!Buffer.isBuffer(info.message)) throw new Error('the stream transport gave no buffer');
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.messageId.replace(/[^\w.-]+/g, '_')}.eml`;
      await writePrivateFile(config.mailDir, name, info.message);
      return mail.messageId;
    },
    close: () => transport.close(),
  };
}
