import type { AppLoadContext } from '@remix-run/node';

/**
 * ASVS 2.4.1: every path that prices a promo code (the URL, a re-quote, 'Zastosuj', the order) counts
 * it against the client's limit of different codes (server/rate-limits.ts), so none is a guessing oracle.
 */
export async function promoAttempt(context: AppLoadContext, code: string | null) {
  if (!code || !context.promoAttempt) return { allowed: true, retryAfterSeconds: 0 };
  return context.promoAttempt(code);
}
