/** The operator's contact details, shown in the header popover, footer, contact page and checkout. */
export const CONTACT = {
  phone: '+48 22 307 45 90',
  phoneHref: 'tel:+48223074590',
  email: 'pomoc@parkolot.pl',
  company: 'Parkolot sp. z o.o.',
  address: 'ul. Żwirki i Wigury 16A, 02-092 Warszawa',
  /** Spec §9: support line Monday–Friday 9:00–16:00. */
  weekdayHours: 'pon.–pt. 9:00–16:00',
  /** checkout-payment.md: the contact page also reads weekends 9:00–14:00 (e-mail and chat). */
  weekendHours: 'sob.–niedz. 9:00–14:00',
} as const;
