// The toast store behind notify(): the toast library is loaded only on the first toast, and only one
// toast is ever shown (spec §2).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ToastModuleShape from '../../app/components/ui/toast';

type ToastModule = typeof ToastModuleShape;
let toast: ToastModule;

beforeEach(async () => {
  vi.resetModules(); // fresh module-level store per test
  toast = await import('../../app/components/ui/toast');
});

describe('notify', () => {
  it('asks the host to load the toaster once, on the first toast only', () => {
    const listener = vi.fn();
    toast.subscribeToastRequests(listener);
    expect(toast.isToastRequested()).toBe(false);

    toast.notify({ title: 'Pierwszy' });
    toast.notify({ title: 'Drugi' });

    expect(toast.isToastRequested()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('replays only the latest toast queued before the toaster loaded', () => {
    toast.notify({ title: 'Stary' });
    toast.notify({ title: 'Niedostępny termin', description: 'Wybierz inny termin.', variant: 'destructive' });
    const sink = vi.fn();
    toast.attachToastSink(sink);
    expect(sink.mock.calls).toEqual([
      [{ title: 'Niedostępny termin', description: 'Wybierz inny termin.', variant: 'destructive' }],
    ]);
  });

  it('delivers straight to the loaded toaster afterwards, and queues again once it is gone', () => {
    const sink = vi.fn();
    const detach = toast.attachToastSink(sink);
    expect(sink).not.toHaveBeenCalled();
    toast.notify({ title: 'Skopiowano' });
    expect(sink).toHaveBeenCalledWith({ title: 'Skopiowano' });

    detach();
    toast.notify({ title: 'Po odłączeniu' });
    expect(sink).toHaveBeenCalledTimes(1);
    const next = vi.fn();
    toast.attachToastSink(next);
    expect(next).toHaveBeenCalledWith({ title: 'Po odłączeniu' });
  });

  it('a listener that unsubscribed is not called', () => {
    const listener = vi.fn();
    const unsubscribe = toast.subscribeToastRequests(listener);
    unsubscribe();
    toast.notify({ title: 'x' });
    expect(listener).not.toHaveBeenCalled();
  });
});
