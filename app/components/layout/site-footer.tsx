import { Link } from '@remix-run/react';

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 text-sm text-slate-600">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-3">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="mb-2 font-semibold text-slate-900">
            O Parkolot
          </h2>
          <p>
            Porównujemy sprawdzone parkingi przy lotniskach w Polsce. Rezerwujesz w kilka minut, płacisz mniej
            i dojeżdżasz na terminal bezpłatnym transferem.
          </p>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="mb-2 font-semibold text-slate-900">
            Serwis
          </h2>
          <ul className="space-y-1">
            <li>
              <Link to="/jak-to-dziala/" className="hover:text-blue-700">
                Jak to działa
              </Link>
            </li>
            <li>
              <Link to="/blog/" className="hover:text-blue-700">
                Blog
              </Link>
            </li>
            <li>
              <Link to="/kontakt/" className="hover:text-blue-700">
                Kontakt
              </Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="mb-2 font-semibold text-slate-900">
            Kontakt
          </h2>
          <p>Jesteśmy do Twojej dyspozycji</p>
          <p className="font-medium text-slate-900">pon.–pt. 9:00–16:00</p>
        </section>
      </div>
      <div className="border-t border-slate-200">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-4 sm:flex-row sm:items-center sm:justify-between">
          <p>© {year} Parkolot sp. z o.o.</p>
          <ul className="flex gap-4">
            <li>
              <a href="/polityka-prywatnosci/" target="_blank" rel="noopener" className="hover:text-blue-700">
                Polityka prywatności
              </a>
            </li>
            <li>
              <a href="/regulamin/" target="_blank" rel="noopener" className="hover:text-blue-700">
                Regulamin
              </a>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
