import { pino } from 'pino';
import type { ApiClient } from '~/.server/api';

declare module '@remix-run/node' {
  interface AppLoadContext {
    /** The typed marketplace API client (in-process embedded API or HTTP to API_URL). */
    api: ApiClient;
    /** Public origin of the site without a trailing slash, e.g. https://parkolot.pl */
    publicUrl: string;
    /** Script URL of the chat-support widget (public; reaches the browser via the root loader), if any. */
    chatWidgetUrl?: string;
    /** This response's CSP nonce (server.ts); every inline script must carry it. */
    cspNonce?: string;
    /** Origins the checkout may redirect the browser to for payment (ASVS 3.7.2). */
    paymentOrigins?: string[];
    /** The current client prices `code` (every path that prices one asks): false when over the limit. */
    promoAttempt?: (code: string) => Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  }
}

/**
 * JSON logger for loaders, actions and entry.server (same format as server.ts's request log).
 * Log what happened and ids only: never request bodies, query strings or customer data.
 */
const CURRENT_REQUEST_ID = Symbol.for('parkolot.currentRequestId');

/** The id of the page request being served (set up by server/logger.ts), so app lines join its log. */
function requestIdMixin(): { reqId?: string } {
  const current: unknown = Reflect.get(globalThis, CURRENT_REQUEST_ID);
  const id: unknown = typeof current === 'function' ? current() : undefined;
  return typeof id === 'string' ? { reqId: id } : {};
}

export const logger = pino({
  level: process.env.LOG_LEVEL || 'info',
  base: { component: 'app' },
  mixin: requestIdMixin,
});
