import { startTransition, useEffect, useState, type ReactNode } from 'react';

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
 * What `useHydrated` (remix-utils) answers, for every component with a version that needs JavaScript
 * (the stay picker, the listing's filters, the header's menus, the checkout's country combobox, a card's
 * gallery arrows…). remix-utils' hook is a `useSyncExternalStore`, and React re-renders every caller
 * synchronously right after hydration, all of them in the task that runs the page's effects — one long
 * task on a slow phone, even for callers that then render the same. Here the caller renders once while
 * hydrating and its switch comes in a transition, which React renders in slices between other work.
 * Mounted after hydration, the component is enhanced at once. One way for the whole app (decision 0035).
 */
export function useEnhancedAfterHydration(): boolean {
  const [enhanced, setEnhanced] = useState(isHydrated);
  useEffect(() => {
    if (!enhanced) startTransition(() => setEnhanced(true));
  }, [enhanced]);
  return enhanced;
}

/**
 * For a tiny component that must switch in the very task that runs the page's effects: the checkout's
 * `client=js` field (an order sent by JavaScript in the first frames must not get the no-JS answer) and
 * the price-change dialog's no-JS veil (gone as the dialog becomes modal). An urgent update, as
 * `useHydrated`'s, and cheap because only that component re-renders; anything bigger uses
 * `useEnhancedAfterHydration`.
 */
export function useHydratedAtOnce(): boolean {
  const [hydratedNow, setHydratedNow] = useState(isHydrated);
  useEffect(() => setHydratedNow(true), []);
  return hydratedNow;
}

/**
 * `ClientOnly` (remix-utils) on `useEnhancedAfterHydration`: `children` is rendered only once the page
 * is interactive (a button that does nothing without JavaScript), appearing in the after-hydration
 * transition rather than in a synchronous re-render.
 */
export function AfterHydration({ children }: { children: () => ReactNode }): ReactNode {
  return useEnhancedAfterHydration() ? children() : null;
}
