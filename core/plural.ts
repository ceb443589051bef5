// Polish plural forms, the same in the web tier (texts on pages) and the API (its messages).
import { onFirstUse } from './on-first-use';

export interface PluralForms {
  one: string;
  few: string;
  many: string;
}

const pluralRules = onFirstUse(() => new Intl.PluralRules('pl-PL'));

/** Polish plural form for a count (1 oferta, 2 oferty, 5 ofert, 22 oferty, 25 ofert). */
export function plural(count: number, forms: PluralForms): string {
  const rule = pluralRules().select(count);
  if (rule === 'one') return forms.one;
  if (rule === 'few') return forms.few;
  return forms.many;
}

export const VEHICLE_FORMS: PluralForms = { one: 'pojazd', few: 'pojazdy', many: 'pojazdów' };

/** A number of vehicles in words: "1 pojazd", "2 pojazdy", "5 pojazdów", "22 pojazdy". */
export const vehicleCount = (count: number) => `${count} ${plural(count, VEHICLE_FORMS)}`;

/** Spec §2 card: 'dzień' for 1, otherwise 'dni' (2 dni, 5 dni, 22 dni). */
export const dayWord = (days: number) => (days === 1 ? 'dzień' : 'dni');
