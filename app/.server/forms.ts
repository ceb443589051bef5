/**
 * Reading a posted form defensively, for every action: what no person's browser sends is dropped or
 * refused before Conform sees it (it would throw, or spend seconds on a huge list).
 */

/** More fields than any of our forms has (the checkout: ~40 with 10 plates and 20 addons). */
export const MAX_FORM_FIELDS = 200;
/** The highest list index a form uses (`licensePlates[9]`, `addons[19]`). */
const MAX_LIST_INDEX = 20;
/** C0 controls (NUL cannot even be stored by PostgreSQL); tabs and line breaks stay for free text. */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's job
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
/** Names that would write to an object's prototype when Conform builds the nested value. */
const UNSAFE_NAME = /(^|[.[\]])(__proto__|prototype|constructor)([.[\]]|$)/;
/** A dotted index (`licensePlates.0`): Conform reads it as an object where the form expects a list. */
const DOTTED_INDEX = /\.\d/;

export type FormRead = { ok: true; formData: FormData } | { ok: false; reason: 'not-a-form' | 'too-many-fields' };

export async function readForm(request: Request): Promise<FormRead> {
  let raw: FormData;
  try {
    raw = await request.formData();
  } catch {
    return { ok: false, reason: 'not-a-form' };
  }
  const clean = new FormData();
  let count = 0;
  for (const [name, value] of raw) {
    if (++count > MAX_FORM_FIELDS) return { ok: false, reason: 'too-many-fields' };
    if (typeof value !== 'string' || UNSAFE_NAME.test(name) || DOTTED_INDEX.test(name)) continue;
    const indexes = [...name.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1]));
    if (indexes.some((index) => index > MAX_LIST_INDEX)) continue;
    clean.append(name, value.replace(CONTROL_CHARACTERS, ''));
  }
  return { ok: true, formData: clean };
}

/** Conform throws on a malformed `__intent__` / `__state__` (its own hidden fields): they are dropped. */
export function parseLeniently<T>(formData: FormData, parse: (formData: FormData) => T): T {
  try {
    return parse(formData);
  } catch {
    formData.delete('__intent__');
    formData.delete('__state__');
    return parse(formData);
  }
}

export const UNREADABLE_FORM_MESSAGE = 'Nie udało się odczytać formularza. Odśwież stronę i spróbuj ponownie.';
