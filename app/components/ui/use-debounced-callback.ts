import { useEffect, useMemo, useRef } from 'react';

/** A callback that runs `delay` ms after its last call; a pending call is dropped on unmount. */
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
  return useMemo(() => {
    const cancel = () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
    };
    const call = (...args: A) => {
      cancel();
      timer.current = setTimeout(() => {
        timer.current = null;
        latest.current(...args);
      }, delay);
    };
    // `cancel` drops a call still waiting (e.g. a draft save once the order is placed).
    return Object.assign(call, { cancel });
  }, [delay]);
}
