import { z } from 'zod';
import { IsoDateTime, whenFieldsValid } from './http';
import { billableDays } from './time';

export const MAX_STAY_DAYS = 365;

/** A stay: both ends ISO date-times, departure after arrival, at most a year long. */
export const StayPeriodSchema = z
  .object({ arrivalAt: IsoDateTime, departureAt: IsoDateTime })
  .refine((s) => s.departureAt > s.arrivalAt, {
    message: 'Data wyjazdu musi być późniejsza niż data przyjazdu.',
    path: ['departureAt'],
    ...whenFieldsValid,
  })
  .refine((s) => billableDays(s.arrivalAt, s.departureAt) <= MAX_STAY_DAYS, {
    message: `Pobyt może trwać najwyżej ${MAX_STAY_DAYS} dni.`,
    path: ['departureAt'],
    ...whenFieldsValid,
  });
