import { parseWithZod } from '@conform-to/zod/v4';
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { parseLeniently, readForm, UNREADABLE_FORM_MESSAGE } from '~/.server/forms';
import { isSpam } from '~/.server/honeypot';
import { loadProposalPage, sendParkingProposal } from '~/.server/parking-proposal';
import { PageHeader } from '~/components/content/page-header';
import { ParkingProposalForm, ProposalErrorSummary } from '~/components/content/parking-proposal-form';
import { RichText } from '~/components/rich-text/rich-text';
import { CheckIcon } from '~/components/ui/icons';
import { CONTACT } from '../../core/contact';
import { PROPOSAL_SENT_PATH, ParkingProposalSchema } from '~/lib/schemas/parking-proposal';
import { buildMeta, canonicalFromMatches } from '~/lib/seo';
import { CacheControl } from '../../core/cache-control';
import type { PageWriteLimit } from '../../core/write-limits';

const TITLE = 'Dodaj parking – zostań partnerem | Parkolot';
const DESCRIPTION =
  'Prowadzisz parking przy lotnisku? Dołącz do Parkolot i docieraj do tysięcy podróżnych. Rejestracja jest bezpłatna – zgłoś swój parking.';

export async function loader(args: LoaderFunctionArgs) {
  const data = await loadProposalPage(args);
  const cacheable = !data.sent && !data.airportsFailed;
  return json(data, { headers: { 'Cache-Control': cacheable ? CacheControl.content : CacheControl.privateNoStore } });
}

/** Counted against the form posts and, together with the API's proposal endpoint, the proposals. */
export const rateLimit = 'proposals' satisfies PageWriteLimit;

export async function action({ request, context }: ActionFunctionArgs) {
  const read = await readForm(request);
  if (!read.ok) {
    return json(
      { result: { status: 'error' as const, error: { '': [UNREADABLE_FORM_MESSAGE] } } },
      { status: 400, headers: { 'Cache-Control': CacheControl.noStore } },
    );
  }
  const { formData } = read;
  // The honeypot: a bot gets the thank-you page and nothing is sent.
  if (isSpam(context.honeypot, formData)) return redirect(PROPOSAL_SENT_PATH);

  const submission = parseLeniently(formData, (data) => parseWithZod(data, { schema: ParkingProposalSchema }));
  if (submission.status !== 'success') {
    return json({ result: submission.reply() }, { status: 400, headers: { 'Cache-Control': CacheControl.noStore } });
  }
  const sent = await sendParkingProposal(context, submission.value);
  if (!sent.ok) {
    return json(
      { result: submission.reply({ fieldErrors: sent.fieldErrors, formErrors: sent.formErrors }) },
      { status: sent.status, headers: { 'Cache-Control': CacheControl.noStore } },
    );
  }
  return redirect(PROPOSAL_SENT_PATH);
}

export const headers: HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  buildMeta({ title: TITLE, description: DESCRIPTION, url: canonicalFromMatches(matches) });

const NEXT_STEPS = [
  'Sprawdzamy zgłoszenie i lokalizację parkingu.',
  'Opiekun partnerów dzwoni w ciągu 2 dni roboczych i przedstawia warunki.',
  'Razem przygotowujemy opis, zdjęcia i cennik – parking pojawia się w wynikach.',
];

/** Spec §8 keeps the airport list empty when it fails to load; this says why it is empty. */
function AirportsUnavailable() {
  return (
    <p role="alert" className="rounded-xl border border-amber-200 bg-amber-50 px-5 py-4 leading-7 text-slate-800">
      Nie udało się załadować listy lotnisk. Odśwież stronę za chwilę albo napisz do nas na{' '}
      <a href={`mailto:${CONTACT.email}`} className="font-medium text-blue-700 underline underline-offset-2">
        {CONTACT.email}
      </a>
      .
    </p>
  );
}

function ThankYou() {
  return (
    <section
      role="status"
      aria-labelledby="thanks-heading"
      className="rounded-xl border border-green-200 bg-green-50 p-6 shadow-sm sm:p-8"
    >
      <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-green-700 text-white">
        <CheckIcon className="h-6 w-6" />
      </span>
      <h2 id="thanks-heading" className="mt-4 text-2xl font-bold tracking-tight text-slate-900">
        Dziękujemy! Zgłoszenie zostało wysłane.
      </h2>
      <p className="mt-2 leading-7 text-slate-700">
        Nasz opiekun partnerów przeanalizuje informacje o parkingu i skontaktuje się z Tobą w ciągu 2 dni roboczych.
        Jeśli chcesz coś dodać, napisz na{' '}
        <a href={`mailto:${CONTACT.email}`} className="font-medium text-blue-700 underline underline-offset-2">
          {CONTACT.email}
        </a>
        .
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link
          to="/"
          className="inline-flex rounded-lg bg-blue-700 px-5 py-2.5 font-semibold text-white shadow-sm transition hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
        >
          Wróć na stronę główną
        </Link>
        <Link
          to="/dodaj-parking/"
          className="inline-flex rounded-lg border border-slate-300 bg-white px-5 py-2.5 font-semibold text-slate-800 transition hover:border-blue-700 hover:text-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
        >
          Zgłoś kolejny parking
        </Link>
      </div>
    </section>
  );
}

export default function AddParkingRoute() {
  const { airports, airportsFailed, page, sent, honeypotInputProps } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const title = page?.title ?? 'Dodaj swój parking';

  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: title }]}
        lead="Prowadzisz parking przy lotnisku? Wypełnij krótki formularz – odezwiemy się w ciągu 2 dni roboczych."
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:py-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-10">
          {sent ? (
            <ThankYou />
          ) : (
            <>
              <ProposalErrorSummary lastResult={actionData?.result} />
              {airportsFailed ? <AirportsUnavailable /> : null}
              {page ? <RichText content={page.content} /> : null}
              <ParkingProposalForm airports={airports} lastResult={actionData?.result} honeypot={honeypotInputProps} />
            </>
          )}
        </div>

        <aside className="space-y-5 lg:sticky lg:top-24 lg:self-start">
          <section
            aria-labelledby="next-steps-heading"
            className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h2 id="next-steps-heading" className="text-lg font-semibold text-slate-900">
              Co dalej?
            </h2>
            <ol className="mt-4 space-y-4">
              {NEXT_STEPS.map((step, index) => (
                <li key={step} className="flex gap-3 text-sm leading-6 text-slate-700">
                  <span
                    aria-hidden="true"
                    className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-blue-50 font-bold text-blue-700"
                  >
                    {index + 1}
                  </span>
                  <span>{step}</span>
                </li>
              ))}
            </ol>
          </section>
          <section
            aria-labelledby="partner-contact-heading"
            className="rounded-xl border border-blue-100 bg-blue-50 p-6"
          >
            <h2 id="partner-contact-heading" className="text-lg font-semibold text-slate-900">
              Wolisz porozmawiać?
            </h2>
            <p className="mt-2 text-sm leading-6 text-slate-700">Zadzwoń: {CONTACT.weekdayHours}</p>
            <a href={CONTACT.phoneHref} className="mt-1 block text-lg font-bold text-blue-700 hover:underline">
              {CONTACT.phone}
            </a>
            <a
              href={`mailto:${CONTACT.email}`}
              className="mt-1 block text-sm font-medium text-blue-700 hover:underline"
            >
              {CONTACT.email}
            </a>
          </section>
        </aside>
      </div>
    </>
  );
}
