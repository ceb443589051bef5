import type { AppLoadContext } from '@remix-run/node';

/**
 * ASVS 3.7.2: a traveller is only ever sent to a payment page on an allowed origin (PAYMENT_URL_ALLOWLIST;
 * by default this site's own, where the sandbox provider lives).
 */
export function isAllowedPaymentUrl(url: string, context: Pick<AppLoadContext, 'paymentOrigins' | 'publicUrl'>) {
  const origins = context.paymentOrigins ?? [new URL(context.publicUrl).origin];
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && origins.includes(parsed.origin);
  } catch {
    return false;
  }
}
