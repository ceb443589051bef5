import { useEffect, useState, type RefObject } from 'react';

/**
 * The element behind `ref` once it has come within `margin` of the viewport (and from then on), else
 * `null`: what a component uses to start work its reader may never scroll to — a library download, a
 * third-party frame. Where IntersectionObserver is missing, the element at once. The element must be there at
 * the component's first commit and stay the same one (the observer is set up once).
 */
export function useNearView<T extends Element>(ref: RefObject<T>, margin = '400px 0px'): T | null {
  const [near, setNear] = useState<T | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(element);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(element);
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
