import { useLocation } from '@remix-run/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useEnhancedAfterHydration } from '~/components/ui/use-enhanced-after-hydration';

interface DisclosureProps {
  /** Content of the `<summary>` (the trigger). */
  summary: ReactNode;
  summaryClassName?: string;
  /** Accessible name when the summary shows only an icon. */
  summaryLabel?: string;
  className?: string;
  /** The panel; positioned by the caller. */
  children: ReactNode;
}

/**
 * A dropdown/popover built on `<details>/<summary>`: it opens and closes without JavaScript and by
 * keyboard (Enter/Space on the summary). Once hydrated it also closes on an outside click, on Escape,
 * when focus leaves it and on navigation, and mirrors its state in `aria-expanded`.
 */
export function Disclosure({ summary, summaryClassName, summaryLabel, className, children }: DisclosureProps) {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const isHydrated = useEnhancedAfterHydration();
  const location = useLocation();

  const locationKey = useRef(location.key);

  // Opened before hydration (a quick tap on a slow phone): keep it open and tell the truth about it.
  useEffect(() => {
    if (detailsRef.current?.open) setIsOpen(true);
  }, []);

  useEffect(() => {
    if (locationKey.current === location.key) return;
    locationKey.current = location.key;
    const details = detailsRef.current;
    if (details?.open) details.open = false;
  }, [location.key]);

  useEffect(() => {
    const details = detailsRef.current;
    if (!isOpen || !details) return;
    const close = () => {
      details.open = false;
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !details.contains(event.target)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const hadFocus = document.activeElement instanceof Node && details.contains(document.activeElement);
      close();
      if (hadFocus) summaryRef.current?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      // relatedTarget is null when focus goes nowhere (a click on plain text inside): stay open then.
      if (event.relatedTarget instanceof Node && !details.contains(event.relatedTarget)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    details.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      details.removeEventListener('focusout', onFocusOut);
    };
  }, [isOpen]);

  return (
    <details ref={detailsRef} className={className} onToggle={(event) => setIsOpen(event.currentTarget.open)}>
      <summary
        ref={summaryRef}
        aria-label={summaryLabel}
        // The browser exposes a summary's expanded state itself (`aria-expanded` is not allowed on one).
        // `data-open` mirrors the state this component acts on, once hydrated (tests wait for it).
        data-open={isHydrated ? isOpen : undefined}
        className={`cursor-pointer list-none select-none [&::-webkit-details-marker]:hidden ${summaryClassName ?? ''}`}
      >
        {summary}
      </summary>
      {children}
    </details>
  );
}
