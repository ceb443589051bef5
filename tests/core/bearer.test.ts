import { describe, expect, it } from 'vitest';
import { bearerToken } from '../../core/bearer';

describe('bearerToken', () => {
  it('reads the token whatever the case of the scheme, with spaces around it', () => {
    expect(bearerToken('Bearer abc.def')).toBe('abc.def');
    expect(bearerToken('bearer abc.def')).toBe('abc.def');
    expect(bearerToken('BEARER   abc.def  ')).toBe('abc.def');
  });

  it('reads nothing from another scheme, an empty token or two words', () => {
    for (const header of [undefined, null, '', 'Basic eDp5', 'Bearer', 'Bearer ', 'Bearer a b', 'Bearerabc']) {
      expect(bearerToken(header), String(header)).toBeUndefined();
    }
  });
});
