// Licence plates, one way in both tiers: how a typed plate is kept, and when two plates are one vehicle.

/** The plate as it is kept and shown: composed (NFC), trimmed, upper case, inner spaces collapsed ("wa  1 " → "WA 1"). */
export function normalisePlate(plate: string): string {
  return plate.normalize('NFC').trim().replace(/\s+/g, ' ').toUpperCase();
}

/** What identifies a vehicle: letters and digits only, so "WA 1", "wa1" and "WA-1" are one car. */
export function plateKey(plate: string): string {
  return plate
    .normalize('NFC')
    .toUpperCase()
    .replace(/[\s-]+/g, '');
}

export const PLATE_FORMAT_MESSAGE = 'Tablica rejestracyjna może zawierać tylko litery, cyfry, spacje i myślniki';

/**
 * A plate as a car park can read it: letters (of any alphabet, for foreign cars; an accent typed as a
 * separate mark too), digits, spaces and hyphens, at least one letter or digit ("!!!" or "---" is no
 * vehicle). A blank plate is not typed yet.
 */
export function isPlateFormat(plate: string): boolean {
  return plate === '' || (/^[\p{L}\p{M}\p{N}\s-]+$/u.test(plate) && /[\p{L}\p{N}]/u.test(plate));
}

export const DUPLICATE_PLATE_MESSAGE = 'Ten numer rejestracyjny jest już wpisany przy innym pojeździe';

/** The positions of plates that repeat an earlier one (blank plates, not typed yet, never count). */
export function duplicatePlateIndexes(plates: readonly string[]): number[] {
  const seen = new Set<string>();
  const duplicates: number[] = [];
  plates.forEach((plate, index) => {
    const key = plateKey(plate);
    if (key === '') return;
    if (seen.has(key)) duplicates.push(index);
    else seen.add(key);
  });
  return duplicates;
}
