import type { CancellationView } from '~/lib/manage-booking';

/** What "Tak, anuluj rezerwację" cancels and what comes back: the confirmation page and the dialog say the same. */
export function CancelSummary({
  cancellation,
  descriptionId,
}: {
  cancellation: CancellationView;
  descriptionId: string;
}) {
  return (
    <div id={descriptionId}>
      <p className="text-slate-700">Anulujesz rezerwację:</p>
      <dl className="mt-3 space-y-1.5 rounded-xl bg-slate-50 p-4 text-sm">
        <div className="flex flex-wrap justify-between gap-x-4">
          <dt className="text-slate-600">Numer</dt>
          <dd className="font-mono font-semibold tracking-wide">{cancellation.reference}</dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-4">
          <dt className="text-slate-600">Parking</dt>
          <dd className="font-medium">{cancellation.parkingName}</dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-4">
          <dt className="text-slate-600">Przyjazd</dt>
          <dd className="font-medium">{cancellation.arrival}</dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-4">
          <dt className="text-slate-600">Wyjazd</dt>
          <dd className="font-medium">{cancellation.departure}</dd>
        </div>
      </dl>
      <p className="mt-4 font-medium text-slate-900" data-testid="refund-text">
        {cancellation.refundText}
      </p>
      <p className="mt-1 text-sm text-slate-600">Anulowania nie można cofnąć — miejsce wróci do puli parkingu.</p>
    </div>
  );
}

/** The hidden key of one rendered form (a double submit cancels once) and the confirming button. */
export function CancelSubmit({ formKey, busy }: { formKey: string; busy: boolean }) {
  return (
    <>
      <input type="hidden" name="formKey" value={formKey} />
      <button
        type="submit"
        disabled={busy}
        className="inline-flex min-h-11 items-center justify-center rounded-lg bg-red-700 px-5 py-2.5 text-center font-semibold text-white shadow-sm transition-colors hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-60"
      >
        Tak, anuluj rezerwację
      </button>
    </>
  );
}
