import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

type ToastSink = (toast: ToastInput) => void;

// A tiny module-level store: the toast library is downloaded only when the first toast is asked for,
// so pages that never show one ship none of its code.
let pending: ToastInput | null = null;
let sink: ToastSink | null = null;
let requested = false;
const listeners = new Set<() => void>();

/** Shows a toast (spec §2: one at a time — a new toast replaces the one on screen). */
export function notify(toast: ToastInput): void {
  if (sink) {
    sink(toast);
    return;
  }
  // Only one toast is ever visible, so a newer one replaces a toast still waiting for the library.
  pending = toast;
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
}

/** For ToastHost (and tests): called once, when the first toast is requested. */
export function subscribeToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function isToastRequested(): boolean {
  return requested;
}

/** Connects the loaded toast library; the toast queued before it loaded is shown at once. */
export function attachToastSink(next: ToastSink): () => void {
  sink = next;
  const waiting = pending;
  pending = null;
  if (waiting) next(waiting);
  return () => {
    if (sink === next) sink = null;
  };
}

const SonnerHost = lazy(async () => {
  const { Toaster, toast } = await import('sonner');

  function Host() {
    // Runs after Toaster's own effects (children first), so Toaster is already listening.
    useEffect(
      () =>
        attachToastSink(({ title, description, variant }) => {
          toast.dismiss();
          if (variant === 'destructive') toast.error(title, { description });
          else toast(title, { description });
        }),
      [],
    );
    return (
      <Toaster
        visibleToasts={1}
        position="top-center"
        richColors
        closeButton
        duration={5000}
        containerAriaLabel="Powiadomienia"
        toastOptions={{ closeButtonAriaLabel: 'Zamknij powiadomienie' }}
      />
    );
  }

  return { default: Host };
});

/** Mount once (root). Renders nothing until a toast is requested, then lazy-loads the toaster. */
export function ToastHost() {
  const isRequested = useSyncExternalStore(subscribeToastRequests, isToastRequested, () => false);
  if (!isRequested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerHost />
    </Suspense>
  );
}
