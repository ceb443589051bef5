import type { Which } from './use-stay-picker';

/** Tells which end of the range the next click sets. */
export function CalendarHint({ next }: { next: Which }) {
  const text = next === 'departure' ? 'Wybierz datę wyjazdu' : 'Wybierz datę przyjazdu';
  return (
    <p className="mb-2 px-1 text-sm font-medium text-slate-700" aria-live="polite">
      {text}
    </p>
  );
}

export function CalendarSkeleton({ months }: { months?: 1 | 2 }) {
  return (
    <div role="status" className="flex gap-6">
      <span className="sr-only">Ładowanie kalendarza…</span>
      {Array.from({ length: months ?? 1 }, (_, index) => (
        <div key={index} aria-hidden="true" className="h-[19rem] w-[17.5rem] animate-pulse rounded-lg bg-slate-100" />
      ))}
    </div>
  );
}
