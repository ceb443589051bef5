import { Hono } from 'hono';
import { checkoutRoutes } from './checkout/routes';
import { contentRoutes } from './content/routes';
import type { Executor } from './db/client';
import { HttpError } from './lib/http';
import type { PaymentProvider } from './payments/provider';
import { sandboxRoutes } from './payments/sandbox';
import { productRoutes } from './products/routes';
import { proposalRoutes } from './proposals/routes';

export interface Logger {
  error(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
}

export interface ApiAppDeps {
  getDb: () => Executor;
  provider: PaymentProvider;
  publicUrl: string;
  offerTtlSeconds: number;
  orderHoldMinutes: number;
  logger?: Logger;
}

/** The marketplace API as a Web-standard fetch handler serving full `/api/...` paths. */
export function createApiApp(deps: ApiAppDeps) {
  const app = new Hono().basePath('/api');

  app.get('/health', (c) => c.json({ ok: true }));
  // v1 first: the content router's `/:collection/:id` would otherwise swallow `/v1/...`.
  app.route('/v1/products', productRoutes(deps.getDb));
  app.route('/v1/payments/sandbox', sandboxRoutes(deps.getDb, deps.publicUrl));
  app.route('/v1', checkoutRoutes(deps));
  app.route('/v1', proposalRoutes(deps.getDb));
  app.all('/v1/*', () => {
    throw new HttpError(404, [{ message: 'Nie znaleziono zasobu.' }]);
  });
  app.route('/', contentRoutes(deps.getDb));

  app.notFound((c) => c.json({ errors: [{ message: 'Nie znaleziono zasobu.' }] }, 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json({ errors: error.errors, ...error.extra }, error.status);
    deps.logger?.error(
      { err: { name: error.name, message: error.message, stack: error.stack }, path: c.req.path, reqId: c.req.header('x-request-id') },
      'api error',
    );
    return c.json({ errors: [{ message: 'Wewnętrzny błąd serwera. Spróbuj ponownie za chwilę.' }] }, 500);
  });
  return app;
}
