/**
 * A refusal that another attempt would meet again — a number the SMS provider will not dial, a recipient
 * the mail server rejects for good, a message or an account it refuses. The worker parks such a row at
 * once (queue.ts `markFailed`, `permanent`) instead of retrying it until OUTBOX_MAX_ATTEMPTS; any other
 * error (a timeout, a dropped connection, an HTTP 5xx, a 4xx SMTP answer) is retried after a backoff.
 */
export class PermanentSendError extends Error {
  override name = 'PermanentSendError';
}
