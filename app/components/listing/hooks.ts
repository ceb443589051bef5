import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';

const noopSubscribe = () => () => {};

/**
 * False on the server and during hydration, true afterwards: the no-JS controls (submit buttons, the
 * `<details>` filter disclosure) are rendered until the page is interactive, then replaced.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
}

/** A callback that runs `delay` ms after its last call; pending calls are dropped on unmount. */
export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, delay: number) {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(
    (...args: A) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        latest.current(...args);
      }, delay);
    },
    [delay],
  );
}
