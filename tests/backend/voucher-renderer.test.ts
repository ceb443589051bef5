// The outbox's voucher e-mails rendered in their own process at the lowest CPU priority
// (server/voucher-renderer-client.ts): the same e-mail as in this thread, niceness 19, and a renderer that
// dies fails only what it was rendering — the next voucher forks a new one.
import { getPriority } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { renderVoucherMessage } from '../../backend/notifications/voucher-message';
import { startVoucherRenderer } from '../../server/voucher-renderer-client';
import { view } from './voucher-fixture';

let renderer: ReturnType<typeof startVoucherRenderer> | null = null;
afterEach(async () => {
  await renderer?.close();
  renderer = null;
});

const pid = () => {
  const value = renderer?.pid();
  if (value === undefined) throw new Error('no renderer process');
  return value;
};

describe('the voucher renderer process', () => {
  it('renders the PDF in a child process at niceness 19, one process for many vouchers', async () => {
    renderer = startVoucherRenderer();
    expect(renderer.pid()).toBeUndefined();
    const [first, second] = await Promise.all([
      renderer.render(view),
      renderer.render({ ...view, reference: 'PK-22222222' }),
    ]);
    expect(first.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(second.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // The same e-mail as rendered in this thread.
    const here = await renderVoucherMessage(view);
    expect(first).toMatchObject({ subject: here.subject, html: here.html, text: here.text, ics: here.ics });
    expect(second.subject).toContain('PK-22222222');
    expect(pid()).not.toBe(process.pid);
    expect(getPriority(pid())).toBe(19);
    const again = await renderer.render(view);
    expect(again.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(renderer.pid()).toBe(pid());
  });

  it('a renderer killed mid-render fails that voucher; the next one forks a new process', async () => {
    renderer = startVoucherRenderer();
    await renderer.render(view);
    const firstPid = pid();
    const lost = renderer.render(view);
    process.kill(firstPid, 'SIGKILL');
    await expect(lost).rejects.toThrow(/voucher renderer/);
    const next = await renderer.render(view);
    expect(next.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pid()).not.toBe(firstPid);
  });

  it('close() ends the process', async () => {
    renderer = startVoucherRenderer();
    await renderer.render(view);
    const child = pid();
    await renderer.close();
    expect(() => process.kill(child, 0)).toThrow();
  });
});
