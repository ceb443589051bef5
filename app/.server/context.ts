import type { AppLoadContext } from '@remix-run/node';
import type { Logger } from 'pino';
import type { Honeypot } from 'remix-utils/honeypot/server';
import type { ApiClient } from '~/.server/api';

export type { Logger };

declare module '@remix-run/node' {
  interface AppLoadContext {
    /** The typed marketplace API client (in-process embedded API or HTTP to API_URL). */
    api: ApiClient;
    /**
     * JSON logger for loaders, actions and entry.server, bound to this request's id (server/app.ts), so
     * app lines join the request log. Log what happened and ids only: never request bodies, query
     * strings or customer data.
     */
    logger: Logger;
    /** The public forms' honeypot (app/.server/honeypot.ts), one per process so its seed is stable. */
    honeypot: Honeypot;
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
    /** The edge found the path malformed (server/security.ts): the page is the 400 error screen. */
    malformedPath?: boolean;
  }
}

/** What server modules that talk to the API take from the load context: the client and the request's logger. */
export type RequestCalls = Pick<AppLoadContext, 'api' | 'logger'>;
