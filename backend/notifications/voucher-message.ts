/** The voucher e-mail as sent: subject, HTML, text, the PDF and the calendar file (one call to render it all). */
import { renderVoucherEmail } from './voucher-email';
import { renderVoucherIcs } from './voucher-ics';
import { renderVoucherPdf } from './voucher-pdf';
import type { VoucherView } from './voucher-view';

export interface VoucherMessage {
  subject: string;
  html: string;
  text: string;
  pdf: Buffer;
  ics: string;
}

export async function renderVoucherMessage(view: VoucherView): Promise<VoucherMessage> {
  const email = renderVoucherEmail(view);
  return { ...email, pdf: await renderVoucherPdf(view), ics: renderVoucherIcs(view) };
}
