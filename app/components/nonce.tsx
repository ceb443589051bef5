import { createContext, useContext } from 'react';

/**
 * The response's CSP nonce for the scripts React renders. The server knows it; in the browser the
 * attribute reads as empty (browsers hide nonces from the DOM), so '' there keeps hydration quiet.
 */
const NonceContext = createContext('');
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);

/**
 * The nonce a document built in the browser must carry to run under the page's CSP (an embed's
 * srcdoc inherits it): the server's value, or in the browser the `nonce` property of the page's own
 * scripts (readable from script, unlike the attribute).
 */
export function usePageNonce(): string {
  const nonce = useNonce();
  if (nonce || typeof document === 'undefined') return nonce;
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
}
