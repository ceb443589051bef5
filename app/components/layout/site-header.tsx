import { Link } from '@remix-run/react';

const NAV_LINKS = [
  { to: '/jak-to-dziala/', label: 'Jak to działa' },
  { to: '/blog/', label: 'Blog' },
  { to: '/kontakt/', label: 'Kontakt' },
] as const;

export function SiteHeader() {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3">
        <Link to="/" className="flex items-center gap-2 text-xl font-bold text-blue-700" aria-label="Parkolot – strona główna">
          <img src="/logo-mark.svg" alt="" width={32} height={32} className="h-8 w-8" />
          <span>Parkolot</span>
        </Link>
        <nav aria-label="Menu główne">
          <ul className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm font-medium text-slate-700">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="rounded py-2 hover:text-blue-700 focus-visible:outline-2 focus-visible:outline-blue-700">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
