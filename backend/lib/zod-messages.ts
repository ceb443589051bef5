/**
 * The API's validation messages where a schema gives none of its own: plain Polish sentences for the
 * issues a caller meets (a number out of range, text too long, a missing field, a wrong type), instead
 * of the generic locale's templates ("oczekiwano int, otrzymano liczba", "Zbyt duż(y/a/e)"). Anything
 * else falls back to zod's Polish locale.
 */
import { type z } from 'zod';
import { plural, type PluralForms } from '../../core/plural';

const CHARACTERS: PluralForms = { one: 'znak', few: 'znaki', many: 'znaków' };
const ITEMS: PluralForms = { one: 'element', few: 'elementy', many: 'elementów' };

const TYPE_NAMES: Partial<Record<string, string>> = {
  number: 'liczby',
  int: 'liczby całkowitej',
  string: 'tekstu',
  boolean: 'wartości true albo false',
  array: 'listy',
  object: 'obiektu',
};

type Bound = { origin: string; limit: number | bigint; inclusive?: boolean };

function boundMessage({ origin, limit, inclusive = true }: Bound, side: 'max' | 'min'): string | undefined {
  const n = Number(limit);
  if (origin === 'number' || origin === 'int') {
    // The integer check's own bound (±2^53): the number is simply too large for any field.
    if (Math.abs(n) >= Number.MAX_SAFE_INTEGER)
      return side === 'max' ? 'Liczba jest zbyt duża.' : 'Liczba jest zbyt mała.';
    if (side === 'max')
      return inclusive ? `Wartość może wynosić najwyżej ${n}.` : `Wartość musi być mniejsza niż ${n}.`;
    return inclusive ? `Wartość musi wynosić co najmniej ${n}.` : `Wartość musi być większa niż ${n}.`;
  }
  if (origin === 'string')
    return side === 'max' ? `Najwyżej ${n} ${plural(n, CHARACTERS)}.` : `Co najmniej ${n} ${plural(n, CHARACTERS)}.`;
  if (origin === 'array' || origin === 'set')
    return side === 'max' ? `Najwyżej ${n} ${plural(n, ITEMS)}.` : `Co najmniej ${n} ${plural(n, ITEMS)}.`;
  return undefined;
}

export const apiErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return 'To pole jest wymagane.';
      const expected = TYPE_NAMES[issue.expected];
      return expected ? `Oczekiwano ${expected}.` : undefined;
    }
    case 'too_big':
      return boundMessage({ origin: issue.origin, limit: issue.maximum, inclusive: issue.inclusive }, 'max');
    case 'too_small':
      return boundMessage({ origin: issue.origin, limit: issue.minimum, inclusive: issue.inclusive }, 'min');
    default:
      return undefined;
  }
};
