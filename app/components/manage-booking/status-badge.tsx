import type { StatusTone } from '~/lib/manage-booking';

const TONES: Record<StatusTone, string> = {
  positive: 'bg-green-100 text-green-800 ring-green-700/20',
  waiting: 'bg-amber-100 text-amber-900 ring-amber-700/20',
  stopped: 'bg-red-50 text-red-800 ring-red-700/20',
  done: 'bg-slate-100 text-slate-800 ring-slate-700/20',
};

/** The booking's status in words, e.g. "opłacona", "anulowana — zwrot w toku". */
export function StatusBadge({ label, tone }: { label: string; tone: StatusTone }) {
  return (
    <p className="mt-4 flex flex-wrap items-center gap-2 text-sm text-slate-700">
      <span>Status:</span>
      <span
        data-testid="booking-status"
        className={`inline-flex rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset ${TONES[tone]}`}
      >
        {label}
      </span>
    </p>
  );
}
