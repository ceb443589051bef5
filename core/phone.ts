// A customer's phone number as the API stores it and the SMS provider dials it: E.164 ("+48600100200").
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * The number in E.164, or null when it cannot be a phone number. `defaultCallingCode` ("+48") applies
 * to a number typed without one; a number typed with its own ("+49 …", or the "00" international prefix,
 * "0048 600 …") keeps it.
 */
export function toE164(typed: string, defaultCallingCode = '+48'): string | null {
  const compact = typed.trim().replace(/[\s()-]/g, '');
  const international = compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
  const withCode = international.startsWith('+') ? international : `${defaultCallingCode}${international}`;
  const parsed = parsePhoneNumberFromString(withCode);
  return parsed?.isPossible() ? parsed.number : null;
}

/**
 * The phone as the checkout form sends it to the API (spec §5): the number typed, with the country code
 * picked beside it unless it was typed with its own; E.164 when it can be a number, otherwise as typed,
 * for the API to refuse with its message.
 */
export function normalisePhone(phone: string, countryCode: string): string {
  const typed = phone.trim();
  return toE164(typed, countryCode) ?? (typed.startsWith('+') ? typed : `${countryCode} ${typed}`);
}
