import type { Http } from './http';
import { ParkingProposalCreatedSchema } from './schemas/proposals';

/** A car park an operator proposes (the /dodaj-parking/ form). */
export interface CreateParkingProposalInput {
  companyName: string;
  contactName: string;
  email: string;
  phone: string;
  /** IATA code of the airport the car park serves, e.g. WAW. */
  airportCode: string;
  address: string;
  spaces: number;
  message?: string;
  /** The operator agreed to be contacted; the API refuses anything else. */
  consent: true;
}

/** Operators' calls. */
export function proposalEndpoints(http: Http) {
  return {
    /** 400 (ApiError with per-field `errors`) when the API rejects a field. Never retried. */
    createParkingProposal: (body: CreateParkingProposalInput) =>
      http.post('/api/v1/parking-proposals', ParkingProposalCreatedSchema, { body }),
  };
}
