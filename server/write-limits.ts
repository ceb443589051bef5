// Every write counted against the limits declared for it (core/write-limits.ts): a page's form post by
// what its route module declares (server/route-limits.ts), an API write by backend/write-limits.ts, a
// promo code in an API body like one priced at the checkout. Mounted by the edge (server/edge.ts).
import type { Request, RequestHandler } from 'express';
import { z } from 'zod';
import { clientKey, PROMO_LIMIT_MESSAGE, sendTooMany, type RateLimits } from './rate-limits';
import { apiWriteLimitOf } from './route-limits';
import { isApi, routedPath } from './routed-path';
import type { PageWriteLimit } from '../core/write-limits';

const PromoInBodySchema = z.object({ promoCode: z.string().trim().min(1).max(200) });

/** A promo code in a JSON body (`POST /api/v1/offers`), or null. Decoded as the API decodes it (a BOM dropped). */
function promoCodeOf(body: Buffer | undefined): string | null {
  if (!body || body.length === 0) return null;
  try {
    const parsed = PromoInBodySchema.safeParse(JSON.parse(new TextDecoder().decode(body)));
    return parsed.success ? parsed.data.promoCode : null;
  } catch {
    return null;
  }
}

/**
 * Every page form post counts against the form-post limit, and against what the route module answering
 * it declares besides (`export const rateLimit`, core/write-limits.ts): `proposals` for /dodaj-parking/.
 */
export function pageWriteLimits(
  limits: RateLimits,
  limitOf: (req: Request) => Promise<PageWriteLimit>,
): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'POST' || isApi(req)) return next();
    limitOf(req).then((declared) => {
      limits.pageWrites(req, res, (error?: unknown) => {
        if (error) return next(error);
        if (declared === 'proposals') return limits.proposals(req, res, next);
        next();
      });
    }, next);
  };
}

/**
 * Every write to the public API, and what backend/write-limits.ts declares for it besides: proposals
 * count together with the page's (one limit, two doors).
 */
export function apiWriteLimits(
  limits: RateLimits,
  { exempt = () => false }: { exempt?: (req: Request) => boolean } = {},
): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'POST' || !isApi(req) || exempt(req)) return next();
    limits.apiWrites(req, res, (error?: unknown) => {
      if (error) return next(error);
      if (apiWriteLimitOf(routedPath(req)) === 'proposals') return limits.proposals(req, res, next);
      next();
    });
  };
}

/**
 * A promo code priced through the API (`POST /api/v1/offers`, declared `promoCodes`) counts like one
 * priced at the checkout (after the body is read: the code is in it).
 */
export function apiPromoLimit(
  limits: RateLimits,
  { exempt = () => false }: { exempt?: (req: Request) => boolean } = {},
): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'POST' || !isApi(req) || apiWriteLimitOf(routedPath(req)) !== 'promoCodes' || exempt(req))
      return next();
    const code = promoCodeOf(req.rawBody);
    if (!code) return next();
    limits
      .promoAttempt(clientKey(req), code)
      .then(
        (attempt) => (attempt.allowed ? next() : sendTooMany(req, res, PROMO_LIMIT_MESSAGE, attempt.retryAfterSeconds)),
        next,
      );
  };
}
