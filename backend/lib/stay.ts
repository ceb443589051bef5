import { z } from 'zod';
import { isStayInOrder, isWithinMaxStay, STAY_RULE_MESSAGES } from '../../core/stay';
import { IsoDateTime, whenFieldsValid } from './http';

/** A stay at the API's boundary: both ends ISO date-times, and the stay rules of core/stay.ts. */
export const StayPeriodSchema = z
  .object({ arrivalAt: IsoDateTime, departureAt: IsoDateTime })
  .refine((s) => isStayInOrder(s.arrivalAt, s.departureAt), {
    message: STAY_RULE_MESSAGES.order,
    path: ['departureAt'],
    ...whenFieldsValid,
  })
  .refine((s) => isWithinMaxStay(s.arrivalAt, s.departureAt), {
    message: STAY_RULE_MESSAGES.tooLong,
    path: ['departureAt'],
    ...whenFieldsValid,
  });
