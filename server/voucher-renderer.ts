// The voucher renderer's own process (server/voucher-renderer-client.ts forks it at the lowest CPU
// priority): the e-mail's HTML and text, pdfkit's ~60 ms of synchronous work and the calendar file run
// here, so a draining outbox neither blocks the API's event loop nor takes a core from the pages — the
// operating system runs it when they are idle.
import { z } from 'zod';
import { renderVoucherMessage } from '../backend/notifications/voucher-message';
import type { VoucherView } from '../backend/notifications/voucher-view';

if (!process.send) throw new Error('server/voucher-renderer.ts runs as a forked child process only');
const sendToParent = process.send.bind(process);
/**
 * A reply into a channel the parent has already closed (killed mid-render) fails with EPIPE; without a
 * callback that is an uncaught error and a stack on the server's stderr. Nobody is left to answer: exit.
 */
const send = (message: unknown) =>
  sendToParent(message, undefined, {}, (error: Error | null) => {
    if (error) process.exit(0);
  });

/** The parent's request; the view is our own process's object (advanced IPC keeps its Dates). */
const RequestSchema = z.object({
  id: z.number().int(),
  view: z.custom<VoucherView>(
    (value) => typeof value === 'object' && value !== null && 'reference' in value && 'arrivalAt' in value,
  ),
});

process.on('message', (raw: unknown) => {
  const request = RequestSchema.safeParse(raw);
  if (!request.success) return;
  const { id, view } = request.data;
  renderVoucherMessage(view).then(
    (message) => send({ id, message }),
    (error: unknown) => send({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
// The parent went away (or closed the channel): nothing more will be asked.
process.on('disconnect', () => process.exit(0));
send({ ready: true });
