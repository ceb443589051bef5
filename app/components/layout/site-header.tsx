import { Link, NavLink } from '@remix-run/react';
import { airportPath } from '~/lib/site-paths';
import { CONTACT } from '../../../core/contact';
import { ContactDetails } from './contact-details';
import { Disclosure } from './disclosure';
import { ChevronDownIcon, CloseIcon, MenuIcon, PhoneIcon } from '~/components/ui/icons';

/** An airport as the header, the footer and the search form list it. */
export interface AirportLink {
  code: string;
  name: string;
  slug: string;
}

const NAV_LINKS = [
  { to: '/jak-to-dziala/', label: 'Jak to działa' },
  { to: '/blog/', label: 'Blog' },
  { to: '/kontakt/', label: 'Kontakt' },
  { to: '/moja-rezerwacja/', label: 'Moja rezerwacja' },
] as const;

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

function AirportList({ airports, listClassName }: { airports: AirportLink[]; listClassName: string }) {
  // Spec §8: when airports fail to load the list just stays empty.
  if (airports.length === 0) {
    return <p className="px-3 py-2 text-sm text-slate-600">Lista lotnisk jest chwilowo niedostępna.</p>;
  }
  return (
    <ul className={`overflow-y-auto overscroll-contain ${listClassName}`} data-airport-list="">
      {airports.map((airport) => (
        <li key={airport.slug}>
          <Link to={airportPath(airport.slug)} className={`airport-link ${focusRing} focus-visible:-outline-offset-2`}>
            <span className="airport-link-name">{airport.name}</span>
            <span className="airport-link-sub">Parking przy lotnisku</span>
            <span className="airport-link-code">{airport.code}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Logo() {
  return (
    <Link
      to="/"
      className={`flex shrink-0 items-center gap-2 rounded-lg text-xl font-extrabold tracking-tight text-blue-700 ${focusRing}`}
    >
      <img src="/logo-mark.svg" alt="" width={36} height={36} className="h-9 w-9" />
      <span>Parkolot</span>
      <span className="sr-only"> – strona główna</span>
    </Link>
  );
}

const navItem = `flex items-center gap-1 whitespace-nowrap rounded-lg px-2 py-2 text-sm font-semibold lg:px-3 text-slate-700 hover:bg-slate-100 hover:text-blue-700 ${focusRing}`;

export function SiteHeader({ airports }: { airports: AirportLink[] }) {
  // Solid white, no backdrop blur: at 95 % opacity the blur was invisible, and a backdrop filter on a
  // sticky header has the compositor blur what lies under it again on every frame (a fifth of the
  // compositor's CPU during a page load, measured in Lighthouse traces: decision 0038).
  return (
    <header className="sticky top-0 z-40 h-header border-b border-slate-200 bg-white">
      <div className="relative mx-auto flex h-full max-w-6xl items-center justify-between gap-4 px-4">
        <Logo />

        <nav aria-label="Menu główne" className="hidden md:block">
          <ul className="flex items-center gap-1">
            <li className="relative">
              <Disclosure
                summary={
                  <>
                    Lotniska
                    <ChevronDownIcon className="h-4 w-4 transition-transform group-open/airports:rotate-180" />
                  </>
                }
                summaryClassName={navItem}
                className="group/airports"
              >
                <div className="absolute left-0 top-full z-50 mt-2 w-96 rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
                  <p className="px-3 pb-2 pt-1 text-xs font-semibold uppercase tracking-wide text-slate-500">
                    Parkingi przy lotniskach
                  </p>
                  <AirportList airports={airports} listClassName="max-h-[50vh]" />
                </div>
              </Disclosure>
            </li>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={({ isActive }) => `${navItem} ${isActive ? 'text-blue-700' : ''}`}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="relative hidden md:block">
          <Disclosure
            summary={
              <>
                <PhoneIcon className="h-4 w-4" />
                <span className="hidden lg:inline">{CONTACT.phone}</span>
                {/* Between md and lg the row is full (five links): the button is its icon there. */}
                <span className="sr-only lg:hidden">Infolinia</span>
              </>
            }
            summaryClassName={`flex items-center gap-2 rounded-full border border-blue-200 bg-blue-50 px-3 py-2 lg:px-4 text-sm font-semibold text-blue-800 hover:border-blue-300 hover:bg-blue-100 ${focusRing}`}
          >
            <div className="absolute right-0 top-full z-50 mt-2 w-80 rounded-xl border border-slate-200 bg-white p-4 shadow-lg">
              <ContactDetails />
            </div>
          </Disclosure>
        </div>

        <div className="flex items-center gap-1 md:hidden">
          <a href={CONTACT.phoneHref} className={`rounded-full p-2.5 text-blue-700 hover:bg-blue-50 ${focusRing}`}>
            <PhoneIcon />
            <span className="sr-only">Zadzwoń: {CONTACT.phone}</span>
          </a>
          <Disclosure
            className="group/menu"
            summary={
              <>
                <MenuIcon className="h-6 w-6 group-open/menu:hidden" />
                <CloseIcon className="hidden h-6 w-6 group-open/menu:block" />
                <span className="text-sm font-semibold">Menu</span>
              </>
            }
            summaryClassName={`flex items-center gap-1.5 rounded-lg px-2.5 py-2 text-slate-800 hover:bg-slate-100 ${focusRing}`}
          >
            <div className="absolute inset-x-0 top-full z-50 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-lg">
              <nav aria-label="Menu główne" className="px-4 py-4">
                <p className="px-3 text-xs font-semibold uppercase tracking-wide text-slate-500">
                  Parkingi przy lotniskach
                </p>
                <div className="mt-2 rounded-xl border border-slate-200">
                  <AirportList airports={airports} listClassName="max-h-64 p-1" />
                </div>
                <ul className="mt-4 grid gap-1 border-t border-slate-200 pt-4">
                  {NAV_LINKS.map((link) => (
                    <li key={link.to}>
                      <NavLink
                        to={link.to}
                        className={({ isActive }) =>
                          `block rounded-lg px-3 py-2.5 text-base font-semibold hover:bg-slate-100 ${isActive ? 'text-blue-700' : 'text-slate-800'} ${focusRing}`
                        }
                      >
                        {link.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </nav>
              <div className="border-t border-slate-200 bg-slate-50 px-7 py-4">
                <ContactDetails />
              </div>
            </div>
          </Disclosure>
        </div>
      </div>
    </header>
  );
}
