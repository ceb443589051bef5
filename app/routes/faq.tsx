import { json, type HeadersFunction, type MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';
import { FAQ_TOPICS } from '~/components/content/faq-content';
import { JsonLd } from '~/components/content/json-ld';
import { PageHeader } from '~/components/content/page-header';
import { ChevronDownIcon } from '~/components/ui/icons';
import { buildMeta, canonicalFromMatches } from '~/lib/seo';
import { CacheControl } from '../../core/cache-control';

const TITLE = 'Najczęściej zadawane pytania | Parkolot';
const DESCRIPTION =
  'Odpowiedzi na pytania o rezerwację parkingu przy lotnisku: płatności i faktury, bezpłatną anulację, transfer na terminal i bezpieczeństwo auta.';

export function loader() {
  return json(null, { headers: { 'Cache-Control': CacheControl.content } });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction = ({ matches }) =>
  buildMeta({ title: TITLE, description: DESCRIPTION, url: canonicalFromMatches(matches) });

const FAQ_JSON_LD = {
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: FAQ_TOPICS.flatMap((topic) =>
    topic.items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  ),
};

export default function FaqRoute() {
  return (
    <>
      <JsonLd data={FAQ_JSON_LD} />
      <PageHeader
        title="Najczęściej zadawane pytania"
        crumbs={[{ label: 'FAQ' }]}
        lead="Wszystko, co warto wiedzieć przed rezerwacją parkingu przy lotnisku – od płatności, przez transfer na terminal, po anulowanie."
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:py-12 lg:grid-cols-[14rem_1fr]">
        <nav aria-labelledby="faq-topics" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="faq-topics" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
            Tematy
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {FAQ_TOPICS.map((topic) => (
              <li key={topic.id}>
                <a
                  href={`#${topic.id}`}
                  className="inline-block rounded-full border border-slate-200 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 transition hover:border-blue-700 hover:text-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 lg:block lg:rounded-lg lg:border-transparent lg:px-3 lg:py-2"
                >
                  {topic.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="space-y-10 motion-safe:[html:has(&)]:scroll-smooth">
          {FAQ_TOPICS.map((topic) => (
            <section key={topic.id} id={topic.id} aria-labelledby={`${topic.id}-heading`}>
              <h2 id={`${topic.id}-heading`} className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
                {topic.title}
              </h2>
              <div className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
                {topic.items.map((item) => (
                  // One shared name: opening a question closes the one open before (works without JS).
                  <details key={item.question} name="faq" className="group">
                    <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 transition hover:text-blue-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-700 [&::-webkit-details-marker]:hidden">
                      <span>{item.question}</span>
                      <ChevronDownIcon className="h-5 w-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180 group-open:text-blue-700" />
                    </summary>
                    <p className="px-5 pb-5 leading-7 text-slate-700">{item.answer}</p>
                  </details>
                ))}
              </div>
            </section>
          ))}

          <aside className="rounded-xl border border-blue-100 bg-blue-50 p-6">
            <h2 className="text-lg font-bold text-slate-900">Nie znalazłeś odpowiedzi?</h2>
            <p className="mt-2 text-slate-700">
              Napisz lub zadzwoń – pomożemy wybrać parking i odpowiemy na pytania o rezerwację.
            </p>
            <Link
              to="/kontakt/"
              className="mt-4 inline-flex rounded-lg bg-blue-700 px-5 py-2.5 font-semibold text-white shadow-sm transition hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
            >
              Skontaktuj się z nami
            </Link>
          </aside>
        </div>
      </div>
    </>
  );
}
