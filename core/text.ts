// What people may type into the booking's text fields, one rule for both tiers. No framework imports.

/**
 * Characters no name, plate, address or note needs and that can make a text read other than it is:
 * C0 and C1 control characters (a note keeps its line breaks and tabs) and the bidirectional embeddings,
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069: "Trojan Source" reordering in the voucher, the
 * e-mail and the operator's list).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is what these are for
const CONTROL_IN_LINE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_IN_NOTE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

export const CONTROL_CHARACTERS_MESSAGE = 'Usuń z tego pola niewidoczne znaki sterujące.';

/** True when `text` holds a character of the set above (`multiline`: line breaks and tabs are allowed). */
export function hasControlCharacters(text: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  return (multiline ? CONTROL_IN_NOTE : CONTROL_IN_LINE).test(text);
}
