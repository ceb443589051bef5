import { createHmac, randomBytes } from 'node:crypto';
import { Honeypot } from 'remix-utils/honeypot/server';

/** The trap field's name (bots fill a field called "website"); the page and the API never read it. */
export const HONEYPOT_FIELD = 'website';

/**
 * The honeypot for the public forms (remix-utils): a hidden field people never fill, and the encrypted
 * time the form was rendered, which a bot posting without loading the page cannot make up. Every copy
 * behind a load balancer must read the others' timestamps, so the seed derives from the shared
 * API_INTERNAL_TOKEN (never the token itself); without one, a random seed of this process (one process
 * is then the whole deployment).
 */
export function createHoneypot(secret: string | undefined): Honeypot {
  const encryptionSeed = secret
    ? createHmac('sha256', secret).update('parkolot:honeypot').digest('hex')
    : randomBytes(32).toString('hex');
  return new Honeypot({ nameFieldName: HONEYPOT_FIELD, encryptionSeed });
}

/**
 * True when a form post fell into the trap: the field filled, or the timestamp missing, made up or in
 * the future. A post carrying neither field (a script calling the page directly) is not checked.
 */
export function isSpam(honeypot: Honeypot, formData: FormData): boolean {
  try {
    honeypot.check(formData);
    return false;
  } catch {
    // SpamError, or a timestamp that does not even decrypt: the same trap either way.
    return true;
  }
}
