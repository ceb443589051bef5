import { answer } from './access';

export { loadBookingPage, bookingPageAction, type BookingPageData } from './booking-page';
export { loadCancelPage, cancelAction, type CancelPageData } from './cancel';
export { loadChangePage, changeAction, type ChangePageData } from './change';
export { lookupAction } from './lookup';
export type { NoAccessData } from './access';
export type { DatesReply } from './dates';

/** /moja-rezerwacja/: nothing to read, only the headers of a personal page. */
export const loadLookupPage = () => answer({ kind: 'lookup' as const });
