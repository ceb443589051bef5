import { z } from 'zod';
import { HttpError, zodErrors } from '../lib/http';
import { StayPeriodSchema } from '../lib/stay';
import {
  duplicatePlateIndexes,
  DUPLICATE_PLATE_MESSAGE,
  isPlateFormat,
  normalisePlate,
  PLATE_FORMAT_MESSAGE,
} from '../../core/plates';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '../../core/text';

// What an offer or order request asks for, read into one canonical form (spec §3 "Offer request").

const MAX_VEHICLES = 10;

/** `format`: the plate format of core/plates.ts (a booking's change judges it only for new plates). */
export const plateSchema = (required: boolean, { format = true } = {}) => {
  const plate = z.string({ error: 'Tablica rejestracyjna jest wymagana' }).trim();
  return (required ? plate.min(1, 'Tablica rejestracyjna jest wymagana') : plate)
    .max(15, 'Tablica rejestracyjna może mieć najwyżej 15 znaków')
    .refine((text) => !hasControlCharacters(text), CONTROL_CHARACTERS_MESSAGE)
    .refine((text) => !format || isPlateFormat(text), PLATE_FORMAT_MESSAGE)
    .transform(normalisePlate);
};

/**
 * An offer is a quote: a plate may still be blank (the checkout prices the stay before the traveller
 * types it; the price never depends on the plate). An order needs every plate, and its lines must equal
 * the offer's — so an order for a quote with a blank plate is refused and the shop re-quotes.
 */
const parkingSpecification = (requirePlates: boolean) =>
  z.object({
    vehicles: z
      .array(z.object({ plate: plateSchema(requirePlates) }))
      .min(1, 'Podaj co najmniej jeden pojazd.')
      .max(MAX_VEHICLES, `Jedna rezerwacja obejmuje najwyżej ${MAX_VEHICLES} pojazdów.`)
      // Each vehicle holds a space: one car typed twice ('WA 1', 'wa-1') would hold two.
      .superRefine((vehicles, ctx) => {
        for (const index of duplicatePlateIndexes(vehicles.map((v) => v.plate))) {
          ctx.addIssue({ code: 'custom', message: DUPLICATE_PLATE_MESSAGE, path: [index, 'plate'] });
        }
      }),
    people: z.object({
      adult: z.number().int().min(1, 'Liczba dorosłych musi być większa od 0').max(8, 'Najwyżej 8 dorosłych.'),
      child: z.number().int().min(0, 'Liczba dzieci nie może być ujemna').max(8, 'Najwyżej 8 dzieci.').default(0),
      disabled: z.number().int().min(0).max(8).default(0),
    }),
    stayPeriod: StayPeriodSchema,
  });
const QuoteParkingSpecification = parkingSpecification(false);
const OrderParkingSpecification = parkingSpecification(true);

const AddonSpecification = z.object({
  vehicles: z.number().int().min(1).max(MAX_VEHICLES),
  people: z.number().int().min(1).max(16),
  stayPeriod: StayPeriodSchema,
});

const ProductId = z.union([z.string().trim().min(1).max(100), z.number().int().positive()]).transform((v) => String(v));

export const OfferLineSchema = z.object({ productId: ProductId, specification: z.unknown() });

export type OfferLineInput = z.infer<typeof OfferLineSchema>;

export type ParkingSpec = z.output<typeof QuoteParkingSpecification>;

/** Parking lines have numeric product ids; addon ids are never numeric. */
const isParkingProduct = (productId: string) => /^\d+$/.test(productId);

function parseSpec<T extends z.ZodType>(schema: T, value: unknown, at: string): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new HttpError(
      400,
      zodErrors(result.error).map((e) => ({
        ...e,
        field: `${at}.specification${e.field ? `.${e.field}` : ''}`,
      })),
    );
  }
  return result.data;
}

/**
 * The offer lines in a canonical form: what is priced, stored and later compared with an order's lines.
 * `field`: the body field the lines came in (`offerLines` of POST /offers, `orderLines` of POST /orders),
 * which the errors name.
 */
export function normaliseLines(
  lines: OfferLineInput[],
  {
    requirePlates = false,
    field = 'offerLines',
  }: { requirePlates?: boolean; field?: 'offerLines' | 'orderLines' } = {},
) {
  const parkingIndexes = lines.flatMap((l, i) => (isParkingProduct(l.productId) ? [i] : []));
  if (parkingIndexes.length !== 1) {
    throw new HttpError(400, [{ message: 'Oferta musi zawierać dokładnie jeden parking.', field }]);
  }
  const parkingIndex = parkingIndexes[0];
  const spec = parseSpec(
    requirePlates ? OrderParkingSpecification : QuoteParkingSpecification,
    lines[parkingIndex].specification,
    `${field}.${parkingIndex}`,
  );
  const parking = {
    productId: lines[parkingIndex].productId,
    specification: {
      vehicles: spec.vehicles,
      people: spec.people,
      stayPeriod: {
        arrivalAt: spec.stayPeriod.arrivalAt.toISOString(),
        departureAt: spec.stayPeriod.departureAt.toISOString(),
      },
    },
    stay: spec.stayPeriod,
    spec,
    /** Where the body holds this line's specification (`offerLines.0.specification`), for error answers. */
    at: `${field}.${parkingIndex}.specification`,
  };
  const addonLines = lines.flatMap((line, index) => {
    if (isParkingProduct(line.productId)) return [];
    const a = parseSpec(AddonSpecification, line.specification, `${field}.${index}`);
    // The quantity of an addon follows the booking: the client cannot buy one car wash for three cars.
    const matches =
      a.vehicles === spec.vehicles.length &&
      a.people === spec.people.adult + spec.people.child &&
      a.stayPeriod.arrivalAt.getTime() === spec.stayPeriod.arrivalAt.getTime() &&
      a.stayPeriod.departureAt.getTime() === spec.stayPeriod.departureAt.getTime();
    if (!matches) {
      throw new HttpError(422, [
        {
          message: 'Specyfikacja dodatku nie zgadza się z rezerwacją parkingu.',
          field: `${field}.${index}.specification`,
          code: 'ADDON_MISMATCH',
        },
      ]);
    }
    return [
      {
        productId: line.productId,
        specification: { vehicles: a.vehicles, people: a.people, stayPeriod: parking.specification.stayPeriod },
      },
    ];
  });
  const ids = addonLines.map((l) => l.productId);
  if (new Set(ids).size !== ids.length) {
    throw new HttpError(400, [{ message: 'Każdy dodatek może wystąpić w ofercie tylko raz.', field }]);
  }
  return { parking, addonLines };
}
