import { ContactDetails } from '~/components/layout/contact-details';
import { AlertCircleIcon } from '~/components/ui/icons';
import { LookupForm } from './lookup-form';
import { ManageHeader } from './manage-header';
import { CARD } from './styles';

const COPY = {
  'sign-in': {
    title: 'Potwierdź, że to Twoja rezerwacja',
    lead: 'Podaj numer rezerwacji i adres e-mail podany przy rezerwacji, a otworzymy ją. Link z wiadomości e-mail otwiera ją przez ograniczony czas — gdy wygaśnie, rezerwację otworzysz w ten sposób.',
  },
  expired: {
    title: 'Link do rezerwacji wygasł lub jest nieprawidłowy',
    lead: 'Ze względów bezpieczeństwa dostęp do rezerwacji wygasa. Podaj numer rezerwacji i adres e-mail, a otworzymy ją ponownie.',
  },
  'not-found': {
    title: 'Nie znaleźliśmy tej rezerwacji',
    lead: 'Sprawdź numer rezerwacji i adres e-mail w wiadomości z voucherem i wyszukaj ją ponownie.',
  },
} as const;

export const noAccessTitle = (reason: keyof typeof COPY) => COPY[reason].title;

/** A booking page without access (no token, a wrong or expired one, an unknown booking): why, and the lookup form. */
export function NoAccess({ reference, reason }: { reference: string; reason: keyof typeof COPY }) {
  const copy = COPY[reason];
  return (
    <>
      <ManageHeader title={copy.title} reference={reference} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <p
            role="alert"
            className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-slate-800"
          >
            <AlertCircleIcon className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" />
            <span>{copy.lead}</span>
          </p>
          <LookupForm reference={reference} />
        </div>
        <aside aria-labelledby="no-access-help" className={`${CARD} self-start`}>
          <h2 id="no-access-help" className="text-base font-semibold text-slate-900">
            Potrzebujesz pomocy?
          </h2>
          <div className="mt-3">
            <ContactDetails intro={null} />
          </div>
        </aside>
      </div>
    </>
  );
}
