import { lazy, Suspense, useRef, useState, type MouseEvent } from 'react';
import { useEnhancedAfterHydration } from '~/components/ui/use-enhanced-after-hydration';
import { CloseIcon } from '~/components/ui/icons';
import { cancelPath, type CancellationView } from '~/lib/manage-booking';
import { SECONDARY_BUTTON } from './styles';

// Radix Dialog is loaded on the first open only.
const CancelDialog = lazy(() => import('./cancel-dialog'));
const preload = () => void import('./cancel-dialog');

/**
 * "Anuluj rezerwację": a link to the confirmation page (without JS, and for a modified click); once the
 * page is interactive a plain click opens the same confirmation in a dialog.
 */
export function CancelLink({ cancellation }: { cancellation: CancellationView }) {
  const hydrated = useEnhancedAfterHydration();
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!hydrated || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setRequested(true);
    setOpen(true);
  };
  return (
    <>
      <a
        ref={link}
        href={cancelPath(cancellation.reference)}
        onClick={onClick}
        onPointerEnter={preload}
        onFocus={preload}
        className={`${SECONDARY_BUTTON} w-full border-red-200 text-red-800 hover:border-red-700 hover:text-red-800`}
      >
        <CloseIcon className="h-5 w-5" />
        Anuluj rezerwację
      </a>
      {requested ? (
        <Suspense fallback={null}>
          <CancelDialog
            cancellation={cancellation}
            open={open}
            onOpenChange={setOpen}
            returnFocus={() => link.current?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
