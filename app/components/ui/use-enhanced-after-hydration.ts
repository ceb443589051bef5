import { startTransition, useEffect, useState } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';

/**
 * `useHydrated` for a component whose enhanced version is costly to render (the stay picker: its
 * buttons, icons and Warsaw-time options). remix-utils flips `useHydrated` with a synchronous re-render
 * right after hydration — one long task on a slow phone. Here that flip only schedules the switch, in
 * a transition, which React renders in slices between other work. Mounted after hydration (a
 * client-side navigation), the component is enhanced at once, as with `useHydrated`.
 */
export function useEnhancedAfterHydration(): boolean {
  const hydrated = useHydrated();
  const [enhanced, setEnhanced] = useState(hydrated);
  useEffect(() => {
    if (hydrated && !enhanced) startTransition(() => setEnhanced(true));
  }, [hydrated, enhanced]);
  return enhanced;
}
