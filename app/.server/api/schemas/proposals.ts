import { z } from 'zod';
import { IdSchema } from './shared';

/** POST /api/v1/parking-proposals answers the stored proposal's id. */
export const ParkingProposalCreatedSchema = z.object({ id: IdSchema });
export type ParkingProposalCreated = z.output<typeof ParkingProposalCreatedSchema>;
