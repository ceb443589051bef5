import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { checkoutHandlers } from './handlers/checkout';
import { contentHandlers } from './handlers/content';
import { paymentHandlers } from './handlers/payments';
import { productHandlers } from './handlers/products';

export { API_BASE, api, errorResponse } from './handlers/shared';

export const server = setupServer(...contentHandlers, ...productHandlers, ...checkoutHandlers, ...paymentHandlers);

/** Starts the fake upstream for the calling test file; any request without a handler fails the test. */
export function useMswServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
  });
  afterAll(() => server.close());
}

/** Every request the fake upstream receives from now on (cloned, so bodies stay readable). */
export function recordRequests(): Request[] {
  const seen: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(request.clone());
  });
  return seen;
}
