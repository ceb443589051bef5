import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/**
 * False on the server and during hydration (so the first client render matches the HTML), true
 * afterwards. Components mounted later by client-side navigation get true at once, without a flash.
 * The no-JS controls (submit buttons, `<details>` disclosures, native date inputs) are rendered until
 * this turns true, then replaced by their enhanced versions.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
