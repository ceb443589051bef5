/**
 * How the messages write a phone number. Money and Warsaw times are written as the pages write them,
 * with the same functions (core/format.ts); the phone's format needs libphonenumber-js, which the pages
 * have no use for, so it stays here.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** A phone number as people read it: "+48 22 123 45 67". */
export const formatPhone = (number: string) =>
  parsePhoneNumberFromString(number, 'PL')?.formatInternational() ?? number;
