import { useEffect, useState } from 'react';

let hydrated = false;

/**
 * False on the server and during hydration (so the first client render matches the HTML), true
 * afterwards. Components mounted by client-side navigation get true at once, without a flash.
 */
export function useHydrated(): boolean {
  const [isHydrated, setHydrated] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    setHydrated(true);
  }, []);
  return isHydrated;
}
