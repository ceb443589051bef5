import type { LoaderFunctionArgs } from '@remix-run/node';
import { loadPaymentDocument } from '~/.server/payment-document';

/** /platnosc/plik/?orderId=…&kind=…&exp=…&sig=… — the voucher PDF or the .ics of a confirmed order (a file, no page). */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadPaymentDocument(request, context);
