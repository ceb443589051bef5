import { Link } from '@remix-run/react';
import { CONTACT } from '../../../core/contact';
import { ClockIcon, MailIcon, PhoneIcon } from '~/components/ui/icons';

const SERVICE_LINKS = [
  { to: '/moja-rezerwacja/', label: 'Moja rezerwacja' },
  { to: '/jak-to-dziala/', label: 'Jak to działa' },
  { to: '/faq/', label: 'Najczęstsze pytania (FAQ)' },
  { to: '/blog/', label: 'Blog' },
  { to: '/kontakt/', label: 'Kontakt' },
  { to: '/dodaj-parking/', label: 'Dodaj parking' },
] as const;

const LEGAL_LINKS = [
  { href: '/polityka-prywatnosci/', label: 'Polityka prywatności' },
  { href: '/regulamin/', label: 'Regulamin' },
] as const;

const link =
  'rounded hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-slate-900 text-sm text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1.1fr]">
        <section aria-labelledby="footer-about" className="sm:col-span-2 lg:col-span-1">
          <h2 id="footer-about" className="flex items-center gap-2 text-lg font-extrabold text-white">
            <img src="/logo-mark.svg" alt="" width={32} height={32} className="h-8 w-8" />
            Parkolot
          </h2>
          <p className="mt-3 max-w-sm leading-relaxed">
            Porównujemy sprawdzone, monitorowane parkingi przy lotniskach w całej Polsce. Rezerwujesz w kilka minut,
            płacisz mniej niż pod terminalem, a na lotnisko dowozi Cię bezpłatny transfer.
          </p>
        </section>

        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="text-base font-semibold text-white">
            Serwis
          </h2>
          <ul className="mt-3 space-y-2">
            {SERVICE_LINKS.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={link}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-base font-semibold text-white">
            Kontakt
          </h2>
          <p className="mt-3">Masz pytanie o rezerwację? Jesteśmy do Twojej dyspozycji.</p>
          <ul className="mt-3 space-y-2">
            <li>
              <a href={CONTACT.phoneHref} className={`inline-flex items-center gap-2 font-semibold text-white ${link}`}>
                <PhoneIcon className="h-4 w-4 text-blue-300" />
                {CONTACT.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${CONTACT.email}`} className={`inline-flex items-center gap-2 ${link}`}>
                <MailIcon className="h-4 w-4 text-blue-300" />
                {CONTACT.email}
              </a>
            </li>
            <li className="inline-flex items-center gap-2">
              <ClockIcon className="h-4 w-4 text-blue-300" />
              {CONTACT.weekdayHours}
            </li>
          </ul>
        </section>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-5 sm:flex-row sm:items-center sm:justify-between">
          <p>{`© ${year} ${CONTACT.company}`}</p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {LEGAL_LINKS.map((item) => (
              <li key={item.href}>
                <a href={item.href} target="_blank" rel="noopener" className={link}>
                  {item.label}
                  <span className="sr-only"> (otwiera się w nowej karcie)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
