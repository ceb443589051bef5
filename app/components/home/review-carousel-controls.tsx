import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '~/components/ui/icons';
import type { CarouselState } from './review-carousel';

/** Spec §9: reviews autoplay every 3000 ms. */
const AUTOPLAY_DELAY_MS = 3000;

type PauseReason = 'hover' | 'focus' | 'drag' | 'user';

interface Props {
  /** The server-rendered scroller that embla takes over. */
  viewport: HTMLElement;
  onStateChange: (state: CarouselState | null) => void;
}

/** The slide the native scroller was left at, so taking over does not jump back to the first one. */
function currentSlideIndex(viewport: HTMLElement): number {
  const slide = viewport.querySelector('li');
  if (!slide || slide.offsetWidth === 0) return 0;
  return Math.round(viewport.scrollLeft / slide.offsetWidth);
}

const buttonClass =
  'flex h-11 w-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm hover:border-blue-700 hover:text-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

export default function ReviewCarouselControls({ viewport, onStateChange }: Props) {
  const [startIndex] = useState(() => currentSlideIndex(viewport));
  const [autoplay] = useState(() =>
    // The plugin only keeps time (and pauses while the tab is hidden); pausing on hover, focus and
    // touch is decided below, so stopOnInteraction just stops on a drag and nothing restarts by itself.
    Autoplay({
      delay: AUTOPLAY_DELAY_MS,
      playOnInit: false,
      stopOnInteraction: true,
      stopOnFocusIn: false,
      stopOnMouseEnter: false,
    }),
  );
  const [emblaRef, embla] = useEmblaCarousel({ loop: true, align: 'start', startIndex }, [autoplay]);
  const reasons = useRef(new Set<PauseReason>());
  const [isUserPaused, setIsUserPaused] = useState(false);
  const [isPlaying, setIsPlaying] = useState(false);
  const [selectedIndex, setSelectedIndex] = useState(startIndex);

  useEffect(() => {
    // The element is the carousel's own viewport (a DOM node, not data): the native scroll strip it was
    // before hydration starts again at the first card.
    // eslint-disable-next-line react-hooks/immutability
    viewport.scrollLeft = 0;
    emblaRef(viewport);
    return () => emblaRef(null);
  }, [viewport, emblaRef]);

  const sync = useCallback(() => {
    if (!embla) return;
    if (reasons.current.size === 0) autoplay.play();
    else autoplay.stop();
  }, [embla, autoplay]);

  const setReason = useCallback(
    (reason: PauseReason, active: boolean) => {
      if (active) reasons.current.add(reason);
      else reasons.current.delete(reason);
      sync();
    },
    [sync],
  );

  useEffect(() => {
    if (!embla) return;
    const root = viewport.closest('[data-review-carousel]') ?? viewport;
    const onPointerEnter = (event: Event) => {
      if (event instanceof PointerEvent && event.pointerType === 'mouse') setReason('hover', true);
    };
    const onPointerLeave = (event: Event) => {
      if (event instanceof PointerEvent && event.pointerType === 'mouse') setReason('hover', false);
    };
    const onFocusIn = () => setReason('focus', true);
    const onFocusOut = (event: Event) => {
      const next = event instanceof FocusEvent ? event.relatedTarget : null;
      if (!(next instanceof Node && root.contains(next))) setReason('focus', false);
    };
    const onPointerDown = () => setReason('drag', true);
    const onPointerUp = () => setReason('drag', false);
    const onSelect = () => setSelectedIndex(embla.selectedScrollSnap());
    const onPlay = () => setIsPlaying(true);
    const onStop = () => setIsPlaying(false);

    root.addEventListener('pointerenter', onPointerEnter);
    root.addEventListener('pointerleave', onPointerLeave);
    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('focusout', onFocusOut);
    embla.on('pointerDown', onPointerDown).on('pointerUp', onPointerUp).on('select', onSelect);
    embla.on('autoplay:play', onPlay).on('autoplay:stop', onStop);

    // Reduced motion: no autoplay until the visitor presses play.
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      reasons.current.add('user');
      // A media query only the browser can answer (the server render has no preference), read once here.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setIsUserPaused(true);
    }
    if (root.matches(':hover')) reasons.current.add('hover');
    if (root.contains(document.activeElement)) reasons.current.add('focus');
    sync();

    return () => {
      root.removeEventListener('pointerenter', onPointerEnter);
      root.removeEventListener('pointerleave', onPointerLeave);
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
      embla.off('pointerDown', onPointerDown).off('pointerUp', onPointerUp).off('select', onSelect);
      embla.off('autoplay:play', onPlay).off('autoplay:stop', onStop);
    };
  }, [embla, viewport, setReason, sync]);

  useEffect(() => {
    onStateChange(embla ? { isPlaying, selectedIndex } : null);
  }, [embla, isPlaying, selectedIndex, onStateChange]);

  useEffect(() => () => onStateChange(null), [onStateChange]);

  const go = (direction: 'prev' | 'next') => {
    if (!embla) return;
    if (direction === 'prev') embla.scrollPrev();
    else embla.scrollNext();
    // A manual step restarts the 3 s countdown.
    autoplay.reset();
  };

  const togglePause = () => {
    const next = !isUserPaused;
    setIsUserPaused(next);
    setReason('user', next);
  };

  return (
    <div className="flex shrink-0 items-center gap-2">
      <button type="button" className={buttonClass} onClick={togglePause} aria-pressed={isUserPaused}>
        {isUserPaused ? <PlayIcon className="h-4 w-4" /> : <PauseIcon className="h-4 w-4" />}
        <span className="sr-only">Wstrzymaj automatyczne przewijanie</span>
      </button>
      <button type="button" className={buttonClass} onClick={() => go('prev')}>
        <ChevronLeftIcon />
        <span className="sr-only">Poprzednia opinia</span>
      </button>
      <button type="button" className={buttonClass} onClick={() => go('next')}>
        <ChevronRightIcon />
        <span className="sr-only">Następna opinia</span>
      </button>
    </div>
  );
}
