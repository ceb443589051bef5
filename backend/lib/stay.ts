import { z } from 'zod';
import { isStayInOrder, isWithinMaxStay, MAX_STAY_DAYS } from '../../core/stay';
import { IsoDateTime, whenFieldsValid } from './http';

/** A stay at the API's boundary: both ends ISO date-times, and the stay rules of core/stay.ts. */
export const StayPeriodSchema = z
  .object({ arrivalAt: IsoDateTime, departureAt: IsoDateTime })
  .refine((s) => isStayInOrder(s.arrivalAt, s.departureAt), {
    message: 'Data wyjazdu musi być późniejsza niż data przyjazdu.',
    path: ['departureAt'],
    ...whenFieldsValid,
  })
  .refine((s) => isWithinMaxStay(s.arrivalAt, s.departureAt), {
    message: `Pobyt może trwać najwyżej ${MAX_STAY_DAYS} dni.`,
    path: ['departureAt'],
    ...whenFieldsValid,
  });
