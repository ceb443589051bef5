import { bookingEndpoints } from './bookings';
import { checkoutEndpoints } from './checkout';
import { contentEndpoints } from './content';
import { createHttp, type ApiClientOptions } from './http';
import { paymentEndpoints } from './payments';
import { productEndpoints } from './products';
import { proposalEndpoints } from './proposals';

/**
 * The client loaders and actions get: one transport, the endpoints of every service on it. An
 * endpoint is one function in its service's module; its result type is its schema's output.
 */
export function createApiClient(options: ApiClientOptions) {
  const http = createHttp(options);
  return {
    ...contentEndpoints(http),
    ...productEndpoints(http),
    ...checkoutEndpoints(http),
    ...paymentEndpoints(http),
    ...proposalEndpoints(http),
    ...bookingEndpoints(http),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
