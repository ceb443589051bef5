import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type KeyboardEvent, type TouchEvent } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '~/components/ui/icons';
import { galleryCounter, wrapIndex, type GalleryImageView } from '~/lib/parking-detail';

interface GalleryLightboxProps {
  images: GalleryImageView[];
  title: string;
  index: number;
  open: boolean;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Where focus goes back on close (the photo that opened it; there is no Dialog.Trigger). */
  returnFocus: () => void;
}

const control =
  'flex h-11 w-11 items-center justify-center rounded-full bg-slate-900/70 text-white ring-1 ring-white/25 transition-colors hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/**
 * Spec §2 lightbox: previous/next with wrap-around and an 'n / total' counter. Radix Dialog traps
 * focus, closes on Escape and gives focus back to the photo that opened it. Loaded lazily.
 */
export default function GalleryLightbox({
  images,
  title,
  index,
  open,
  onIndexChange,
  onClose,
  returnFocus,
}: GalleryLightboxProps) {
  const total = images.length;
  const current = wrapIndex(index, total);
  const image = images[current];
  const touchStart = useRef<number | null>(null);

  const go = (step: number) => onIndexChange(wrapIndex(current + step, total));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
  };
  const onTouchStart = (event: TouchEvent) => {
    touchStart.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const end = event.changedTouches[0]?.clientX;
    touchStart.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < 40) return;
    go(end < start ? 1 : -1);
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/95" />
        <Dialog.Content
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className="fixed inset-0 z-50 flex flex-col focus:outline-none"
        >
          <div className="flex items-center justify-between gap-4 px-4 py-3 text-white">
            <Dialog.Title className="min-w-0 truncate text-sm font-medium sm:text-base">{title}</Dialog.Title>
            <div className="flex shrink-0 items-center gap-3">
              <p aria-live="polite" className="rounded-full bg-white/10 px-3 py-1 text-sm font-semibold tabular-nums">
                <span className="sr-only">Zdjęcie </span>
                {galleryCounter(current, total)}
              </p>
              <Dialog.Close className={control} aria-label="Zamknij galerię">
                <CloseIcon className="h-6 w-6" />
              </Dialog.Close>
            </div>
          </div>
          <div
            className="relative flex min-h-0 flex-1 items-center justify-center px-2 pb-6 sm:px-16"
            onTouchStart={onTouchStart}
            onTouchEnd={onTouchEnd}
          >
            {image ? (
              <img
                key={image.url + current}
                src={image.url}
                alt={image.alt}
                width={1200}
                height={800}
                className="max-h-full w-auto max-w-full rounded-lg object-contain shadow-2xl"
              />
            ) : null}
            {total > 1 ? (
              <>
                <button
                  type="button"
                  onClick={() => go(-1)}
                  aria-label="Poprzednie zdjęcie"
                  className={`${control} absolute left-2 top-1/2 -translate-y-1/2 sm:left-4`}
                >
                  <ChevronLeftIcon className="h-6 w-6" />
                </button>
                <button
                  type="button"
                  onClick={() => go(1)}
                  aria-label="Następne zdjęcie"
                  className={`${control} absolute right-2 top-1/2 -translate-y-1/2 sm:right-4`}
                >
                  <ChevronRightIcon className="h-6 w-6" />
                </button>
              </>
            ) : null}
          </div>
          {image?.alt ? <p className="px-4 pb-4 text-center text-sm text-slate-300">{image.alt}</p> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
