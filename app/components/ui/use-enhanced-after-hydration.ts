import { startTransition, useEffect, useState } from 'react';

// Whether the page has hydrated: set by the root layout's effect (useMarkHydrated), which runs after
// every effect of the hydrating render. A component mounted later (a client-side navigation, a dialog
// opened) sees true at once. No component of ours sits in a Suspense boundary that hydrates after the
// root (the lazy parts are mounted on demand, after hydration), which is what makes a module flag enough.
let hydrated = false;

/** True in the browser once the page has hydrated; false on the server and during hydration. */
export function isHydrated(): boolean {
  return hydrated;
}

/** Called once, by the root layout. */
export function useMarkHydrated(): void {
  useEffect(() => {
    hydrated = true;
  }, []);
}

/**
 * `useHydrated` (remix-utils) for a component whose enhanced version is costly to render (the stay
 * picker: its buttons, icons and Warsaw-time options; the listing's filters; a page taking the stored
 * stay). remix-utils' hook is a `useSyncExternalStore`, and React re-renders every caller synchronously
 * right after hydration — one long task on a slow phone, even for a caller that then renders the same.
 * Here the caller renders once while hydrating and its switch comes in a transition, which React renders
 * in slices between other work. Mounted after hydration, the component is enhanced at once.
 */
export function useEnhancedAfterHydration(): boolean {
  const [enhanced, setEnhanced] = useState(isHydrated);
  useEffect(() => {
    if (!enhanced) startTransition(() => setEnhanced(true));
  }, [enhanced]);
  return enhanced;
}
