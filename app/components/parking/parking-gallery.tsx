import { lazy, Suspense, useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { plural } from '~/lib/format';
import { GALLERY_GRID_MAX, type GalleryImageView } from '~/lib/parking-detail';

// Radix Dialog is loaded on the first open only (spec: ship little JS).
const GalleryLightbox = lazy(() => import('./gallery-lightbox'));

const PHOTO_FORMS = { one: 'zdjęcie', few: 'zdjęcia', many: 'zdjęć' };
const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

/** Shown when a parking has no photos (the listing card falls back to WebP pictures of the same stock photos). */
const STOCK_IMAGES: GalleryImageView[] = [1, 2, 3].map((n) => ({
  url: `/images/stock/parking-stock-${n}.svg`,
  alt: 'Zdjęcie poglądowe parkingu przy lotnisku',
}));

/**
 * Spec §2 gallery: on mobile a swipeable scroll-snap carousel with dots, on desktop a grid of up to
 * 4 images; a click opens the lightbox. Without JS every image is a link to the full image.
 */
export function ParkingGallery({ images, parkingName }: { images: GalleryImageView[]; parkingName: string }) {
  const photos = images.length > 0 ? images : STOCK_IMAGES;
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [lightboxRequested, setLightboxRequested] = useState(false);

  const opener = useRef<HTMLElement | null>(null);

  const open = useCallback(
    (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
      // Modified clicks (new tab) keep the plain link behaviour.
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      opener.current = event.currentTarget;
      setLightboxRequested(true);
      setOpenIndex(index);
    },
    [],
  );
  const preload = useCallback(() => void import('./gallery-lightbox'), []);

  return (
    <section aria-label={`Zdjęcia: ${parkingName}`}>
      <MobileCarousel photos={photos} parkingName={parkingName} onOpen={open} onPreload={preload} />
      <DesktopGrid photos={photos} parkingName={parkingName} onOpen={open} onPreload={preload} />
      {lightboxRequested ? (
        <Suspense fallback={null}>
          <GalleryLightbox
            images={photos}
            title={`Zdjęcia: ${parkingName}`}
            index={openIndex ?? 0}
            open={openIndex !== null}
            onIndexChange={setOpenIndex}
            onClose={() => setOpenIndex(null)}
            returnFocus={() => opener.current?.focus()}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

interface GalleryPartProps {
  photos: GalleryImageView[];
  parkingName: string;
  onOpen: (index: number) => (event: MouseEvent<HTMLAnchorElement>) => void;
  onPreload: () => void;
}

function MobileCarousel({ photos, parkingName, onOpen, onPreload }: GalleryPartProps) {
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    const onScroll = () => {
      const width = element.clientWidth || 1;
      setCurrent(Math.min(photos.length - 1, Math.max(0, Math.round(element.scrollLeft / width))));
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, [photos.length]);

  const goTo = (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    const element = track.current;
    if (!element) return;
    event.preventDefault();
    element.scrollTo({ left: index * element.clientWidth, behavior: 'smooth' });
  };

  return (
    <div className="relative -mx-4 md:hidden">
      <ul
        ref={track}
        className="flex aspect-[3/2] snap-x snap-mandatory overflow-x-auto overscroll-x-contain bg-slate-100 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {photos.map((photo, index) => (
          <li
            key={`${photo.url}-${index}`}
            id={`zdjecie-${index + 1}`}
            className="relative w-full shrink-0 snap-center"
          >
            <PhotoLink photo={photo} index={index} count={photos.length} onOpen={onOpen} onPreload={onPreload} />
          </li>
        ))}
      </ul>
      <span className="pointer-events-none absolute right-3 top-3 rounded-full bg-slate-900/80 px-2.5 py-1 text-xs font-medium text-white">
        {current + 1} / {photos.length}
      </span>
      {photos.length > 1 ? (
        <ol aria-label={`Zdjęcia parkingu ${parkingName}`} className="flex justify-center gap-1 pt-2">
          {photos.map((photo, index) => (
            <li key={`${photo.url}-dot-${index}`}>
              <a
                href={`#zdjecie-${index + 1}`}
                onClick={goTo(index)}
                aria-label={`Pokaż zdjęcie ${index + 1} z ${photos.length}`}
                aria-current={index === current ? 'true' : undefined}
                className={`flex h-6 w-6 items-center justify-center rounded-full ${focusRing}`}
              >
                <span
                  aria-hidden="true"
                  className={`block h-2 rounded-full transition-all ${index === current ? 'w-5 bg-blue-700' : 'w-2 bg-slate-400'}`}
                />
              </a>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}

function DesktopGrid({ photos, onOpen, onPreload }: GalleryPartProps) {
  const shown = photos.slice(0, GALLERY_GRID_MAX);
  const hidden = photos.length - shown.length;
  // One large photo and up to three smaller ones; fewer photos fill the row.
  const layout: Record<number, string[]> = {
    1: ['col-span-4 row-span-2'],
    2: ['col-span-2 row-span-2', 'col-span-2 row-span-2'],
    3: ['col-span-2 row-span-2', 'col-span-2', 'col-span-2'],
    4: ['col-span-2 row-span-2', 'col-span-2', 'col-span-1', 'col-span-1'],
  };
  const cells = layout[shown.length] ?? layout[4];
  // The last tile's badge opens the lightbox at the first photo not shown ("+3 zdjęcia"), or at the first one.
  const badgeIndex = hidden > 0 ? shown.length : 0;
  return (
    <ul className="hidden h-[340px] grid-cols-4 lg:h-[380px] grid-rows-2 gap-2 overflow-hidden rounded-xl md:grid">
      {shown.map((photo, index) => (
        <li key={`${photo.url}-${index}`} className={`relative min-h-0 bg-slate-100 ${cells[index]}`}>
          <PhotoLink
            photo={photo}
            index={index}
            count={photos.length}
            onOpen={onOpen}
            onPreload={onPreload}
            hoverZoom
          />
          {index === shown.length - 1 ? (
            <a
              href={photos[badgeIndex].url}
              onClick={onOpen(badgeIndex)}
              onPointerDown={onPreload}
              onPointerEnter={onPreload}
              onFocus={onPreload}
              className={`absolute bottom-3 right-3 rounded-lg bg-white/95 px-3 py-1.5 text-sm font-semibold text-slate-900 shadow-sm hover:bg-white ${focusRing}`}
            >
              {hidden > 0 ? (
                <>
                  <span className="sr-only">Pokaż kolejne: </span>
                  {`+${hidden} ${plural(hidden, PHOTO_FORMS)}`}
                </>
              ) : (
                `Wszystkie zdjęcia (${photos.length})`
              )}
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * One photo as a link to the full image (no JS); a click opens the lightbox instead, and pointing at
 * it (or focusing it) starts loading the lightbox code.
 */
function PhotoLink({
  photo,
  index,
  count,
  onOpen,
  onPreload,
  hoverZoom = false,
}: Pick<GalleryPartProps, 'onOpen' | 'onPreload'> & {
  photo: GalleryImageView;
  index: number;
  count: number;
  hoverZoom?: boolean;
}) {
  return (
    <a
      href={photo.url}
      onClick={onOpen(index)}
      onPointerDown={onPreload}
      onPointerEnter={onPreload}
      onFocus={onPreload}
      className={`group block h-full w-full overflow-hidden ${focusRing} focus-visible:-outline-offset-4`}
    >
      <img
        src={photo.url}
        alt={photo.alt}
        width={1200}
        height={800}
        loading={index === 0 ? 'eager' : 'lazy'}
        decoding="async"
        className={`h-full w-full object-cover ${hoverZoom ? 'transition-transform duration-300 group-hover:scale-[1.03]' : ''}`}
      />
      <span className="sr-only">
        {' '}
        – powiększ zdjęcie {index + 1} z {count}
      </span>
    </a>
  );
}
