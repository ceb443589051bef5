import type { AppLoadContext, LoaderFunctionArgs } from '@remix-run/node';
import type { HoneypotInputProps } from 'remix-utils/honeypot/server';
import { z } from 'zod';
import { upstreamStatus } from '~/.server/api';
import { findCmsPage, type CmsPageData } from '~/.server/cms-page';
import { CONTACT } from '../../core/contact';
import { PROPOSAL_API_FIELDS, type ParkingProposal } from '~/lib/schemas/parking-proposal';

export const PROPOSAL_PAGE_SLUG = 'dodaj-parking';

export interface AirportOption {
  code: string;
  label: string;
}

export interface ProposalPageData {
  airports: AirportOption[];
  /** The airport list could not be loaded: the page says so (the select is empty) and is not cached. */
  airportsFailed: boolean;
  /** The CMS page `dodaj-parking`, shown above the form when the CMS has it. */
  page: CmsPageData | null;
  /** After a successful POST (?wyslano=1): the thank-you state instead of the form. */
  sent: boolean;
  /** The form's honeypot fields (app/.server/honeypot.ts), with the encrypted time of this render. */
  honeypotInputProps: HoneypotInputProps;
}

export async function loadProposalPage(args: LoaderFunctionArgs): Promise<ProposalPageData> {
  const sent = new URL(args.request.url).searchParams.get('wyslano') === '1';
  const [airports, page] = await Promise.all([
    args.context.api.getAirports().then(
      (list) =>
        list.map((a): AirportOption => ({ code: a.code.toUpperCase(), label: `${a.name} (${a.code.toUpperCase()})` })),
      (error: unknown) => {
        // Spec §8: an airport load failure is logged; the list stays empty.
        args.context.logger.error({ err: error }, 'Add parking: loading airports failed');
        return null;
      },
    ),
    findCmsPage(args, PROPOSAL_PAGE_SLUG),
  ]);
  return {
    airports: airports ?? [],
    airportsFailed: airports === null,
    page,
    sent,
    honeypotInputProps: args.context.honeypot.getInputProps(),
  };
}

export type SendResult =
  { ok: true } | { ok: false; status: number; fieldErrors: Record<string, string[]>; formErrors: string[] };

/**
 * The API client's 400 (an ApiError). Read by shape, not `instanceof`: the server may create the
 * client from another copy of the module than the one bundled with the routes.
 */
const ApiValidationErrorSchema = z.object({
  status: z.literal(400),
  errors: z.array(z.object({ message: z.string(), field: z.string().optional() })),
});

const SEND_FAILED = `Nie udało się wysłać zgłoszenia. Spróbuj ponownie za chwilę albo napisz do nas na ${CONTACT.email}.`;

/** Sends a validated proposal to the API; a 400 comes back as messages for the form's fields. */
export async function sendParkingProposal(context: AppLoadContext, value: ParkingProposal): Promise<SendResult> {
  try {
    await context.api.createParkingProposal({
      companyName: value.companyName,
      contactName: value.contactName,
      email: value.email,
      phone: value.phone,
      airportCode: value.airport,
      address: value.address,
      spaces: value.spaces,
      message: value.message ?? '',
      consent: true,
    });
    return { ok: true };
  } catch (error) {
    const rejected = ApiValidationErrorSchema.safeParse(error);
    if (rejected.success) {
      const fieldErrors: Record<string, string[]> = {};
      const formErrors: string[] = [];
      for (const detail of rejected.data.errors) {
        const field = detail.field ? PROPOSAL_API_FIELDS[detail.field] : undefined;
        if (field) (fieldErrors[field] ??= []).push(detail.message);
        else formErrors.push(detail.message);
      }
      return { ok: false, status: 400, fieldErrors, formErrors };
    }
    context.logger.error({ err: error }, 'Add parking: sending the proposal failed');
    // Sent once: a proposal has no idempotency key, so a lost answer is never re-sent (the traveller may retry).
    return { ok: false, status: upstreamStatus(error), fieldErrors: {}, formErrors: [SEND_FAILED] };
  }
}
