/**
 * The API's validation messages where a schema gives none of its own: plain Polish sentences for the
 * issues a caller meets (a number out of range, text too long, a missing field, a wrong type), instead
 * of the generic locale's templates ("oczekiwano int, otrzymano liczba", "Zbyt duż(y/a/e)"). Anything
 * else falls back to zod's Polish locale.
 */
import { type z } from 'zod';
import { plural, type PluralForms } from '../../core/plural';
import { formatPolishNumber } from '../../core/polish-number';

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

type Bound = { origin: string; limit: number | bigint; inclusive?: boolean; exact?: boolean };

/** A bound as Polish writes it: a decimal comma, no grouping (a limit reads like a number typed in). */
const number = (n: number) => formatPolishNumber(n, 0, 6).replace(/\s/g, '');

function boundMessage(
  { origin, limit, inclusive = true, exact = false }: Bound,
  side: 'max' | 'min',
): string | undefined {
  const n = Number(limit);
  if (origin === 'number' || origin === 'int') {
    // The integer check's own bound (±2^53): the number is simply too large for any field.
    if (Math.abs(n) >= Number.MAX_SAFE_INTEGER)
      return side === 'max' ? 'Liczba jest zbyt duża.' : 'Liczba jest zbyt mała.';
    if (side === 'max')
      return inclusive ? `Wartość może wynosić najwyżej ${number(n)}.` : `Wartość musi być mniejsza niż ${number(n)}.`;
    return inclusive ? `Wartość musi wynosić co najmniej ${number(n)}.` : `Wartość musi być większa niż ${number(n)}.`;
  }
  const counted =
    origin === 'string'
      ? { what: 'Tekst', forms: CHARACTERS }
      : origin === 'array' || origin === 'set'
        ? { what: 'Lista', forms: ITEMS }
        : null;
  if (!counted) return undefined;
  const amount = `${n} ${plural(n, counted.forms)}`;
  if (exact) return `${counted.what} musi mieć dokładnie ${amount}.`;
  return side === 'max'
    ? `${counted.what} może mieć najwyżej ${amount}.`
    : `${counted.what} musi mieć co najmniej ${amount}.`;
}

export const apiErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return 'To pole jest wymagane.';
      const expected = TYPE_NAMES[issue.expected];
      return expected ? `Oczekiwano ${expected}.` : undefined;
    }
    case 'too_big':
      return boundMessage(
        { origin: issue.origin, limit: issue.maximum, inclusive: issue.inclusive, exact: issue.exact },
        'max',
      );
    case 'too_small':
      return boundMessage(
        { origin: issue.origin, limit: issue.minimum, inclusive: issue.inclusive, exact: issue.exact },
        'min',
      );
    case 'unrecognized_keys':
      return issue.keys.length === 1 ? `Nieznane pole: ${issue.keys[0]}.` : `Nieznane pola: ${issue.keys.join(', ')}.`;
    default:
      return undefined;
  }
};

/**
 * A field's own message when it is missing; any other issue (a number where text belongs, a fraction) gets
 * the plain message of its kind above, so "123" is not called missing.
 */
export const missingOr =
  (message: string) =>
  (issue: { input?: unknown }): string | undefined =>
    issue.input === undefined ? message : undefined;
