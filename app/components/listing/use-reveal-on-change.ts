import { type RefObject, useEffect, useRef } from 'react';
import { revealTop } from '~/components/ui/scroll';

/**
 * When `key` changes (new results after a filter, sort or date change made further down the page),
 * the element's top comes back into view, so the first card — or 'Nie znaleziono parkingów…' with
 * 'Wyczyść filtry' — is not left above the viewport. Not on the first render, nor on infinite scroll
 * (the key is the query, which appending a page does not change).
 */
export function useRevealOnChange(ref: RefObject<Element | null>, key: string): void {
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    if (ref.current) revealTop(ref.current);
  }, [ref, key]);
}
