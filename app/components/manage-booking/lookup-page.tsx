import type { SubmissionResult } from '@conform-to/react';
import { ContactDetails } from '~/components/layout/contact-details';
import { LookupForm } from './lookup-form';
import { ManageHeader } from './manage-header';
import { CARD } from './styles';

const STEPS = [
  'Sprawdzisz status, termin, tablice rejestracyjne i płatność.',
  'Pobierzesz voucher i plik do kalendarza albo wyślemy voucher ponownie.',
  'Zmienisz termin (z dopłatą lub zwrotem różnicy), tablice, telefon i uwagi albo bezpłatnie anulujesz rezerwację — do terminu z vouchera.',
];

/** /moja-rezerwacja/: find a booking by its reference and e-mail, no account needed. */
export function LookupPage({ lastResult }: { lastResult: SubmissionResult<string[]> | null }) {
  return (
    <>
      <ManageHeader
        title="Moja rezerwacja"
        lead="Sprawdź, zmień lub anuluj rezerwację parkingu — bez zakładania konta."
      />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:py-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8">
        <div className="min-w-0">
          <LookupForm lastResult={lastResult} />
        </div>
        <aside className="space-y-6 self-start">
          <section aria-labelledby="lookup-what-heading" className={CARD}>
            <h2 id="lookup-what-heading" className="text-base font-semibold text-slate-900">
              Co możesz zrobić
            </h2>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-sm leading-6 text-slate-700">
              {STEPS.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="lookup-help-heading" className={CARD}>
            <h2 id="lookup-help-heading" className="text-base font-semibold text-slate-900">
              Nie masz numeru rezerwacji?
            </h2>
            <p className="mt-1 text-sm text-slate-600">Zadzwoń lub napisz — znajdziemy ją razem.</p>
            <div className="mt-3">
              <ContactDetails intro={null} />
            </div>
          </section>
        </aside>
      </div>
    </>
  );
}
