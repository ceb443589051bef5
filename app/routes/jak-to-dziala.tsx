import { json, type HeadersFunction, type MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';
import { HOW_IT_WORKS_BENEFITS, HOW_IT_WORKS_STEPS } from '~/components/content/how-it-works-content';
import { PageHeader } from '~/components/content/page-header';
import { PhoneIcon, RotateCcwIcon, TagIcon } from '~/components/ui/icons';
import { buildMeta, canonicalFromMatches } from '~/lib/seo';
import { CacheControl } from '../../core/cache-control';

const TITLE = 'Jak to działa – rezerwacja parkingu przy lotnisku | Parkolot';
const DESCRIPTION =
  'Zarezerwuj parking przy lotnisku w 8 prostych krokach: porównaj oferty, zapłać online, zaparkuj i jedź bezpłatnym transferem na terminal.';

export function loader() {
  return json(null, { headers: { 'Cache-Control': CacheControl.content } });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction = ({ matches }) =>
  buildMeta({ title: TITLE, description: DESCRIPTION, url: canonicalFromMatches(matches) });

const BENEFIT_ICONS = [TagIcon, RotateCcwIcon, PhoneIcon];

export default function HowItWorksRoute() {
  return (
    <>
      <PageHeader
        title="Jak to działa"
        crumbs={[{ label: 'Jak to działa' }]}
        lead="Od wyszukania parkingu do powrotu z podróży – cała rezerwacja zajmuje kilka minut, a na lotnisko dojeżdżasz bezpłatnym transferem."
      />

      <section aria-labelledby="steps-heading" className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        <h2 id="steps-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Rezerwacja w 8 krokach
        </h2>
        <ol className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {HOW_IT_WORKS_STEPS.map((step, index) => (
            <li key={step.title} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <span
                aria-hidden="true"
                className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-blue-700 text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">
                <span className="sr-only">{`Krok ${index + 1}: `}</span>
                {step.title}
              </h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="benefits-heading" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-14">
          <h2 id="benefits-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Dlaczego Parkolot?
          </h2>
          <ul className="mt-8 grid gap-5 md:grid-cols-3">
            {HOW_IT_WORKS_BENEFITS.map((benefit, index) => {
              const Icon = BENEFIT_ICONS[index % BENEFIT_ICONS.length] ?? TagIcon;
              return (
                <li key={benefit.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                  <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-blue-50 text-blue-700">
                    <Icon className="h-6 w-6" />
                  </span>
                  <h3 className="mt-4 text-lg font-semibold text-slate-900">{benefit.title}</h3>
                  <p className="mt-2 leading-7 text-slate-600">{benefit.text}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 pt-12 pb-14 sm:pb-16">
        <div className="flex flex-col items-start gap-5 rounded-2xl bg-blue-700 p-6 text-white shadow-sm sm:p-8 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="text-2xl font-bold tracking-tight">Gotowy do drogi?</h2>
            <p className="mt-2 text-blue-100">Sprawdź wolne miejsca i ceny parkingów przy swoim lotnisku.</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Link
              to="/"
              className="inline-flex rounded-lg bg-white px-6 py-3 font-semibold text-blue-800 shadow-sm transition hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              Wyszukaj parking
            </Link>
            <Link
              to="/faq/"
              className="inline-flex rounded-lg border border-blue-300 px-6 py-3 font-semibold text-white transition hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              Pytania i odpowiedzi
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
