/**
 * Sends a text message: through SMSAPI.pl's REST call (`POST /sms.do`, Bearer token) when SMS_PROVIDER is
 * `smsapi`, otherwise written as a file under SMS_DIR (the default on a fresh machine).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

export interface Sms {
  /** E.164, e.g. +48600100200. */
  to: string;
  text: string;
  /** Our own id (≤ 36 chars): SMSAPI refuses a second message with the same idx (`check_idx`). */
  idx: string;
}

export interface SmsSender {
  /** Resolves with the provider's message id once the provider took the message; rejects otherwise. */
  send(sms: Sms): Promise<string>;
}

export type SmsConfig =
  { provider: 'file'; dir: string } | { provider: 'smsapi'; token: string; url?: string; from: string };

export const SMSAPI_DEFAULT_URL = 'https://api.smsapi.pl';

const SmsApiAnswer = z.union([
  z.object({ error: z.number(), message: z.string() }),
  z.object({ count: z.number(), list: z.array(z.object({ id: z.string() }).loose()).min(1) }),
]);

/** SMSAPI over its documented REST call (the `smsapi` package wraps the same call). */
function smsApiSender(config: { token: string; url?: string; from: string }): SmsSender {
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
        signal: AbortSignal.timeout(15_000),
      });
      const text = await response.text();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new Error(`SMSAPI answered HTTP ${response.status} without JSON`);
      }
      const answer = SmsApiAnswer.safeParse(json);
      if (!answer.success) throw new Error(`SMSAPI answered HTTP ${response.status} with an unknown body`);
      if ('error' in answer.data) throw new Error(`SMSAPI error ${answer.data.error}: ${answer.data.message}`);
      return answer.data.list[0].id;
    },
  };
}

function fileSender(dir: string): SmsSender {
  return {
    async send(sms) {
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${sms.idx.replace(/[^\w.-]+/g, '_')}.txt`;
      await writeFile(path.join(dir, name), `To: ${sms.to}\nIdx: ${sms.idx}\n\n${sms.text}\n`);
      return sms.idx;
    },
  };
}

export function createSmsSender(config: SmsConfig): SmsSender {
  return config.provider === 'smsapi' ? smsApiSender(config) : fileSender(config.dir);
}
