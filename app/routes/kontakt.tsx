import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import type { ReactNode } from 'react';
import { JsonLd } from '~/components/content/json-ld';
import { PageHeader } from '~/components/content/page-header';
import { MailIcon, MapPinIcon, PhoneIcon } from '~/components/ui/icons';
import { CONTACT } from '../../core/contact';
import { buildMeta, canonicalFromMatches, SITE_NAME } from '~/lib/seo';
import { CacheControl } from '../../core/cache-control';

const TITLE = 'Kontakt | Parkolot';
const DESCRIPTION = `Zadzwoń pod ${CONTACT.phone} (${CONTACT.weekdayHours}) lub napisz na ${CONTACT.email}. Pomożemy wybrać i zarezerwować parking przy lotnisku.`;

export function loader({ context }: LoaderFunctionArgs) {
  return json({ publicUrl: context.publicUrl }, { headers: { 'Cache-Control': CacheControl.content } });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction = ({ matches }) =>
  buildMeta({ title: TITLE, description: DESCRIPTION, url: canonicalFromMatches(matches) });

const ICONS = { phone: PhoneIcon, mail: MailIcon, pin: MapPinIcon };

function ContactCard({ icon, title, children }: { icon: keyof typeof ICONS; title: string; children: ReactNode }) {
  const Icon = ICONS[icon];
  return (
    <section className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-blue-50 text-blue-700">
        <Icon className="h-6 w-6" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-2 flex-1 leading-7 text-slate-700">{children}</div>
    </section>
  );
}

export default function ContactRoute() {
  const { publicUrl } = useLoaderData<typeof loader>();
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    legalName: CONTACT.company,
    url: `${publicUrl}/`,
    email: CONTACT.email,
    telephone: CONTACT.phone.replace(/\s/g, ''),
    address: {
      '@type': 'PostalAddress',
      streetAddress: 'ul. Żwirki i Wigury 16A',
      postalCode: '02-092',
      addressLocality: 'Warszawa',
      addressCountry: 'PL',
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: CONTACT.phone.replace(/\s/g, ''),
      email: CONTACT.email,
      availableLanguage: ['pl'],
      hoursAvailable: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '16:00',
      },
    },
  };

  return (
    <>
      <JsonLd data={organization} />
      <PageHeader
        title="Kontakt"
        crumbs={[{ label: 'Kontakt' }]}
        lead="Masz pytanie o rezerwację, płatność albo transfer? Zadzwoń lub napisz – odpowiemy i pomożemy wybrać parking."
      />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-12">
        <div className="grid gap-5 md:grid-cols-3">
          <ContactCard icon="phone" title="Telefon">
            <a
              href={CONTACT.phoneHref}
              className="text-xl font-bold text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
            >
              {CONTACT.phone}
            </a>
            <p className="mt-1 text-sm text-slate-600">Zadzwoń i zarezerwuj! Infolinia: {CONTACT.weekdayHours}</p>
          </ContactCard>
          <ContactCard icon="mail" title="E-mail">
            <a
              href={`mailto:${CONTACT.email}`}
              className="text-xl font-bold break-all text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
            >
              {CONTACT.email}
            </a>
            <p className="mt-1 text-sm text-slate-600">Odpowiadamy zwykle w ciągu kilku godzin, także w weekendy.</p>
          </ContactCard>
          <ContactCard icon="pin" title="Adres">
            <address className="not-italic">
              <span className="font-semibold text-slate-900">{CONTACT.company}</span>
              <br />
              {CONTACT.address}
            </address>
          </ContactCard>
        </div>

        <div className="mt-10 grid gap-5 lg:grid-cols-2">
          <section
            aria-labelledby="hours-heading"
            className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h2 id="hours-heading" className="text-lg font-semibold text-slate-900">
              Godziny pracy
            </h2>
            <dl className="mt-4 divide-y divide-slate-200">
              <div className="flex flex-wrap justify-between gap-2 py-3">
                <dt className="text-slate-700">Infolinia i e-mail</dt>
                <dd className="font-semibold text-slate-900">{CONTACT.weekdayHours}</dd>
              </div>
              <div className="flex flex-wrap justify-between gap-2 py-3">
                <dt className="text-slate-700">E-mail w weekendy</dt>
                <dd className="font-semibold text-slate-900">{CONTACT.weekendHours}</dd>
              </div>
            </dl>
            <p className="mt-3 text-sm text-slate-600">
              W sprawie transferu na lotnisko i z powrotem dzwoń bezpośrednio na parking – numer znajdziesz w
              potwierdzeniu rezerwacji.
            </p>
          </section>

          <section aria-labelledby="help-heading" className="rounded-xl border border-blue-100 bg-blue-50 p-6">
            <h2 id="help-heading" className="text-lg font-semibold text-slate-900">
              Zanim napiszesz
            </h2>
            <p className="mt-2 leading-7 text-slate-700">
              Odpowiedzi na większość pytań – o anulowanie, faktury czy transfer – znajdziesz w naszym FAQ. Prowadzisz
              parking przy lotnisku? Zgłoś go, a skontaktujemy się w ciągu 2 dni roboczych.
            </p>
            <div className="mt-4 flex flex-wrap gap-3">
              <Link
                to="/faq/"
                className="inline-flex rounded-lg bg-blue-700 px-5 py-2.5 font-semibold text-white shadow-sm transition hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
              >
                Przejdź do FAQ
              </Link>
              <Link
                to="/dodaj-parking/"
                className="inline-flex rounded-lg border border-blue-700 bg-white px-5 py-2.5 font-semibold text-blue-700 transition hover:bg-blue-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
              >
                Dodaj parking
              </Link>
            </div>
          </section>
        </div>
      </div>
    </>
  );
}
