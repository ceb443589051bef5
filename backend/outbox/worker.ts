/**
 * The outbox worker, inside the API process: every `pollMs` it claims due rows (queue.ts), renders each
 * message from the database as it is now, sends it, and marks it sent — or backs off, and after
 * `maxAttempts` parks it and logs an error; a refusal no retry can help (PermanentSendError: a number
 * SMSAPI will not dial, a recipient the mail server rejects with 5xx) parks it at once. Sending happens
 * outside any transaction.
 */
import type { Db } from '../db/client';
import type { OutboxKind } from '../db/schema';
import { toE164 } from '../../core/phone';
import { renderVoucherSms } from '../notifications/voucher-email';
import { renderVoucherMessage, type VoucherMessage } from '../notifications/voucher-message';
import type { VoucherView } from '../notifications/voucher-view';
import { renderPayAgainEmail, type PayAgainView } from '../notifications/pay-again-email';
import { createMailer, type Mailer } from './mailer';
import { claimDue, markFailed, markSent, postpone, VOUCHER_KINDS, type OutboxRow } from './queue';
import { PermanentSendError } from './send-error';
import { createSmsSender, type SmsConfig, type SmsSender } from './sms';
import { loadPayAgainView, PAY_AGAIN_WAIT_MS } from './pay-again-data';
import { loadVoucherView, type VoucherContext } from './voucher-data';
import { loadCancellationView } from './cancellation-data';
import { renderCancellationEmail } from '../notifications/cancellation-email';
import { calendarFileName, renderCancelledIcs } from '../notifications/voucher-ics';
import { loadLateCaptureView } from './late-capture-data';
import { renderLateCaptureEmail } from '../notifications/late-capture-email';
import { sendRefunds } from '../bookings/refunds';
import type { PaymentProvider } from '../payments/provider';

export interface MessagesConfig {
  smtpUrl?: string;
  mailFrom: string;
  mailDir: string;
  sms: SmsConfig;
  maxAttempts: number;
}

/**
 * Renders the voucher e-mail with its PDF and calendar file; by default in this thread, in production in a
 * low-priority process (server/voucher-renderer-client.ts).
 */
export interface VoucherRenderer {
  render(view: VoucherView): Promise<VoucherMessage>;
  close(): Promise<void>;
}

const inThisThread: VoucherRenderer = { render: renderVoucherMessage, close: async () => undefined };

export interface OutboxLogger {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface DrainResult {
  sent: number;
  /** Not owed any more when their turn came (a "pay again" e-mail for an order paid meanwhile). */
  skipped: number;
  /** Waiting for the order to settle (a "pay again" e-mail while a new payment is open). */
  postponed: number;
  retried: number;
  parked: number;
}

export interface OutboxWorker {
  /** Sends everything due now (tests; `now` steps over backoffs); resolves when the claimed rows are settled. */
  drain(now?: Date): Promise<DrainResult>;
  /** Stops polling and waits for the messages being sent. */
  stop(): Promise<void>;
}

const LEASE_MS = 2 * 60_000;
export const DEFAULT_POLL_MS = 1000;
/** Giving way (`isBusy`): the worker waits in steps this long, at most MAX_GIVE_WAY_MS per message. */
const GIVE_WAY_STEP_MS = 100;
const MAX_GIVE_WAY_MS = 2_000;

/**
 * After a message: while the API is answering requests, wait — the pages first, the queue in the gaps.
 * Never more than MAX_GIVE_WAY_MS, so the queue still moves under constant traffic.
 */
async function giveWay(isBusy: () => boolean): Promise<void> {
  for (let waited = 0; waited < MAX_GIVE_WAY_MS && isBusy(); waited += GIVE_WAY_STEP_MS) {
    await new Promise((resolve) => setTimeout(resolve, GIVE_WAY_STEP_MS));
  }
}

/** A failure as it may be logged and stored: codes and statuses, never an address or a number. */
export function describeError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '<e-mail>')
    .replace(/\+?\d[\d ]{6,}\d/g, '<number>')
    .slice(0, 300);
}

interface Senders {
  mailer: Mailer;
  sms: SmsSender;
  renderer: VoucherRenderer;
  /** Takes the refunds (kind `refund`). */
  provider: PaymentProvider | undefined;
}

/** What a row's message turned out to be: sent (with the provider's id), or not owed any more. */
type Delivery = { sent: string } | { skipped: string } | { later: Date };

const calendarAttachment = (reference: string, ics: string) => ({
  filename: calendarFileName(reference),
  content: ics,
  contentType: 'text/calendar; charset=utf-8',
});

const messageId = (row: OutboxRow) => `<${row.dedupeKey.replaceAll(':', '.')}@parkolot.pl>`;

/** The voucher e-mail or SMS of a confirmed order, sent. */
async function deliverVoucher(row: OutboxRow, view: VoucherView, senders: Senders): Promise<string> {
  if (row.kind === 'voucher_email') {
    const { subject, html, text, pdf, ics } = await senders.renderer.render(view);
    return senders.mailer.send({
      to: view.customer.email,
      subject,
      html,
      text,
      messageId: messageId(row),
      attachments: [
        { filename: `voucher-${view.reference}.pdf`, content: pdf, contentType: 'application/pdf' },
        calendarAttachment(view.reference, ics),
      ],
    });
  }
  const to = toE164(view.customer.phone);
  if (!to) throw new PermanentSendError('the customer phone is not a dialable number');
  return senders.sms.send({ to, text: renderVoucherSms(view), idx: row.id });
}

const PAY_AGAIN_REASON: Partial<Record<OutboxKind, PayAgainView['reason']>> = {
  payment_failed_email: 'failed',
  hold_expired_email: 'expired',
};

/** The message a row stands for, rendered from the database as it is now and sent. */
async function deliver(db: Db, row: OutboxRow, context: VoucherContext, senders: Senders): Promise<Delivery> {
  if (row.kind === 'refund') {
    if (!senders.provider) throw new Error('no payment provider to send the refund to');
    const sent = await sendRefunds(db, senders.provider, row.orderId);
    return sent ? { sent: `refunds: ${sent}` } : { skipped: 'no refund waiting to be sent' };
  }
  if (row.kind === 'cancellation_email') {
    const view = await loadCancellationView(db, row.orderId, context);
    if (!view) return { skipped: 'the order is not cancelled' };
    const email = renderCancellationEmail(view);
    const attachments = view.calendar ? [calendarAttachment(view.reference, renderCancelledIcs(view.calendar))] : [];
    return { sent: await senders.mailer.send({ to: view.email, ...email, messageId: messageId(row), attachments }) };
  }
  if (row.kind === 'late_capture_email') {
    const view = row.paymentId ? await loadLateCaptureView(db, row.orderId, row.paymentId, context) : null;
    if (!view) return { skipped: 'the payment was not captured late' };
    const email = renderLateCaptureEmail(view);
    return { sent: await senders.mailer.send({ to: view.email, ...email, messageId: messageId(row) }) };
  }
  const reason = PAY_AGAIN_REASON[row.kind];
  if (reason) {
    // Paid meanwhile, or past the retry deadline: the link would lead nowhere, so nothing is sent.
    const view = await loadPayAgainView(db, row.orderId, reason, context);
    if (view === 'later') return { later: new Date(Date.now() + PAY_AGAIN_WAIT_MS) };
    if (!view) return { skipped: 'the order can no longer be paid again' };
    const email = renderPayAgainEmail(view);
    return { sent: await senders.mailer.send({ to: view.email, ...email, messageId: messageId(row) }) };
  }
  // Only the voucher kinds are left; a kind this code does not know (a newer copy queued it) is not a voucher.
  if (!VOUCHER_KINDS.includes(row.kind)) throw new Error(`no sender for outbox kind ${row.kind}`);
  const view = await loadVoucherView(db, row.orderId, context, row.reason);
  // Voucher rows are queued when an order is confirmed: one that is not any more was cancelled meanwhile,
  // and a voucher for it would let a car in.
  if (!view) return { skipped: 'the order is no longer confirmed' };
  return { sent: await deliverVoucher(row, view, senders) };
}

export function createOutboxWorker(options: {
  getDb: () => Db;
  config: MessagesConfig;
  publicUrl: string;
  logger?: OutboxLogger;
  pollMs?: number;
  /** Replace the senders (tests); by default built from `config`. */
  mailer?: Mailer;
  sms?: SmsSender;
  /** Where voucher e-mails are rendered (closed with the worker); by default in this thread. */
  renderer?: VoucherRenderer;
  /** Whether the API is answering requests now: the worker then waits between messages (giveWay). */
  isBusy?: () => boolean;
  /** The payment provider the `refund` rows go to. */
  provider?: PaymentProvider;
  /** APP_SECRET: the links and the QR check value the messages carry. */
  signingSecret: string;
}): OutboxWorker {
  const { config, logger } = options;
  const mailer = options.mailer ?? createMailer(config);
  const sms = options.sms ?? createSmsSender(config.sms);
  const renderer = options.renderer ?? inThisThread;
  const context = { publicUrl: options.publicUrl, signingSecret: options.signingSecret };
  /** The drain under way (settled, never rejecting), or null: the timer starts one only when idle. */
  let running: Promise<void> | null = null;
  let stopped = false;

  async function settle(row: OutboxRow, result: DrainResult) {
    const db = options.getDb();
    try {
      const delivery = await deliver(db, row, context, { mailer, sms, renderer, provider: options.provider });
      if ('later' in delivery) {
        await postpone(db, row, delivery.later);
        result.postponed++;
        return;
      }
      if ('skipped' in delivery) {
        await markSent(db, row, `skipped: ${delivery.skipped}`, new Date());
        result.skipped++;
        logger?.info({ event: 'outbox_skipped', kind: row.kind, outboxId: row.id, reason: delivery.skipped });
        return;
      }
      await markSent(db, row, delivery.sent, new Date());
      result.sent++;
      logger?.info({ event: 'outbox_sent', kind: row.kind, outboxId: row.id, attempts: row.attempts });
    } catch (error) {
      const reason = describeError(error);
      const permanent = error instanceof PermanentSendError;
      const outcome = await markFailed(db, row, reason, new Date(), config.maxAttempts, { permanent });
      if (outcome === 'parked') {
        result.parked++;
        logger?.error({
          event: 'outbox_parked',
          kind: row.kind,
          outboxId: row.id,
          attempts: row.attempts,
          permanent,
          reason,
        });
      } else {
        result.retried++;
        logger?.info({ event: 'outbox_retry', kind: row.kind, outboxId: row.id, attempts: row.attempts, reason });
      }
    }
  }

  /**
   * Claims and sends one row at a time, each claim with a fresh time (`at` only in tests, to step over
   * backoffs): a lease is never handed out already expired, and a slow send delays no other row's lease.
   */
  async function drainOnce(at: Date | undefined): Promise<DrainResult> {
    const result: DrainResult = { sent: 0, skipped: 0, postponed: 0, retried: 0, parked: 0 };
    while (!stopped) {
      const [row] = await claimDue(options.getDb(), at ?? new Date(), 1, LEASE_MS, config.maxAttempts);
      if (!row) break;
      await settle(row, result);
      if (options.isBusy) await giveWay(options.isBusy);
    }
    return result;
  }

  const drain = (now?: Date) => {
    // One drain at a time in this process; a second caller waits for the one under way, then runs its own.
    // A failed drain (the database gone for a moment) must not stop the next one, nor go unhandled.
    const next = (running ?? Promise.resolve()).then(() => drainOnce(now));
    const settled: Promise<void> = next.then(
      () => undefined,
      () => undefined,
    );
    running = settled;
    void settled.then(() => {
      if (running === settled) running = null;
    });
    return next;
  };

  const timer = setInterval(() => {
    if (running || stopped) return;
    drain().catch((error: unknown) => {
      if (!stopped) logger?.error({ event: 'outbox_drain_failed', reason: describeError(error) });
    });
  }, options.pollMs ?? DEFAULT_POLL_MS);
  timer.unref();

  return {
    drain,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      mailer.close();
      await renderer.close();
    },
  };
}
