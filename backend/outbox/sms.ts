/**
 * Sends a text message: through SMSAPI.pl's REST call (`POST /sms.do`, Bearer token) when SMS_PROVIDER is
 * `smsapi`, otherwise written as a file under SMS_DIR (the default on a fresh machine).
 */
import { writePrivateFile } from '../lib/data-dir';
import { z } from 'zod';
import { PermanentSendError } from './send-error';

export interface Sms {
  /** E.164, e.g. +48600100200. */
  to: string;
  text: string;
  /** Our own id (≤ 36 chars): SMSAPI refuses a second message with the same idx (`check_idx`). */
  idx: string;
}

export interface SmsSender {
  /**
   * Resolves with the provider's message id once the provider took the message (or had taken it on an
   * earlier attempt: our idx again); rejects otherwise — with a PermanentSendError when no retry can help.
   */
  send(sms: Sms): Promise<string>;
}

export type SmsConfig =
  | { provider: 'file'; dir: string }
  | {
      provider: 'smsapi';
      token: string;
      url?: string;
      from: string;
      /** How long to wait for SMSAPI's answer (15 s unless set; tests set less). */
      timeoutMs?: number;
    };

export const SMSAPI_DEFAULT_URL = 'https://api.smsapi.pl';

/*
 * SMSAPI's error codes, as its API documentation lists them ("Kody błędów" at https://www.smsapi.pl/docs,
 * "Error codes" at https://www.smsapi.com/docs). `sms.do` answers them with HTTP 200 and a body
 * `{ "error": <code>, "message": "…" }` (the official smsapi-php-client's LegacyResponseMapper reads
 * them that way).
 */

/** 53: "Not unique idx parameter, message with the same idx has been already sent and &check_idx=1." */
export const SMSAPI_IDX_ALREADY_USED = 53;

/**
 * The codes another attempt would meet again — the recipient, the message, or our account's
 * authorization — so the row is parked at once. Every other code is retried: 103 "Insufficient credits
 * on Your account" (topped up, it goes), 52 "Too many attempts of sending messages to one number",
 * 74 (outside the sending hours set for the account), 200 "Unsuccessful message submission", 201/999
 * "System internal error", 202/203 "Too many … requests", and any code not listed here.
 */
const SMSAPI_PERMANENT_ERRORS: ReadonlySet<number> = new Set([
  // The recipient
  13, // Lack of valid phone numbers (invalid or blacklisted numbers)
  57, // The number is blacklisted for this user
  59, // Number is added to OptOut list
  112, // Sending messages to phone numbers from this country is restricted on your account
  // The message as we send it
  11, // The message is too long or there is no message, or nounicode with special characters
  12, // The message has more parts than defined in &max_parts
  14, // Wrong sender name
  18, // Invalid number of parameters
  27, // Too long IDX parameter
  76, // Invalid characters in request parameters
  94, // Not allowed to send messages with link
  // Authorization and what the account may do
  98, // Your account is restricted: you can send only to the number used in account registration
  101, // Invalid authorization info
  102, // Invalid username or password
  105, // Wrong IP address (for IP filter turned on)
  110, // Action not allowed for your account
  401, // Token don't have permissions for this action
  997, // HTTP requests have been disabled for your account, please use secure connection (HTTPS)
]);

const SmsApiAnswer = z.union([
  z.object({ error: z.number(), message: z.string() }),
  z.object({ count: z.number(), list: z.array(z.object({ id: z.string() }).loose()).min(1) }),
]);

/** SMSAPI over its documented REST call (the `smsapi` package wraps the same call). */
function smsApiSender(config: Omit<Extract<SmsConfig, { provider: 'smsapi' }>, 'provider'>): SmsSender {
  const endpoint = `${(config.url ?? SMSAPI_DEFAULT_URL).replace(/\/+$/, '')}/sms.do`;
  return {
    async send(sms) {
      const body = new URLSearchParams({
        to: sms.to.replace(/^\+/, ''),
        message: sms.text,
        from: config.from,
        encoding: 'utf-8',
        format: 'json',
        idx: sms.idx,
        check_idx: '1',
      });
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
      });
      // A timeout, a dropped connection or a server error rejects above or below with a plain Error: retried.
      // (The message may have gone out all the same; the next attempt carries the same idx, see below.)
      if (response.status >= 500) throw new Error(`SMSAPI answered HTTP ${response.status}`);
      const text = await response.text();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new Error(`SMSAPI answered HTTP ${response.status} without JSON`);
      }
      const answer = SmsApiAnswer.safeParse(json);
      if (!answer.success) throw new Error(`SMSAPI answered HTTP ${response.status} with an unknown body`);
      if ('error' in answer.data) {
        const { error: code, message } = answer.data;
        // Refused as a repeat of our idx: an earlier attempt was taken (its answer lost, or the worker gone
        // before it marked the row sent) — the message is out, and our idx is what SMSAPI knows it by.
        if (code === SMSAPI_IDX_ALREADY_USED) return sms.idx;
        const reason = `SMSAPI error ${code}: ${message}`;
        throw SMSAPI_PERMANENT_ERRORS.has(code) ? new PermanentSendError(reason) : new Error(reason);
      }
      return answer.data.list[0].id;
    },
  };
}

function fileSender(dir: string): SmsSender {
  return {
    async send(sms) {
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${sms.idx.replace(/[^\w.-]+/g, '_')}.txt`;
      await writePrivateFile(dir, name, `To: ${sms.to}\nIdx: ${sms.idx}\n\n${sms.text}\n`);
      return sms.idx;
    },
  };
}

export function createSmsSender(config: SmsConfig): SmsSender {
  return config.provider === 'smsapi' ? smsApiSender(config) : fileSender(config.dir);
}
