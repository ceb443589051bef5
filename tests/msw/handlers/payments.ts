import { http, HttpResponse } from 'msw';
import { order } from './checkout';
import { api, errorResponse } from './shared';

/** The payment service: status of an order's payment. */

export const paymentHandlers = [
  http.get(api('/api/v1/payment/:orderId/status'), ({ params }) => {
    if (params.orderId !== order.orderId) return errorResponse(404, 'Nie znaleziono zamówienia.');
    return HttpResponse.json({ paymentStatus: 'CAPTURED', orderStatus: 'CONFIRMED', free: false });
  }),
];
