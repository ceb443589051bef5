import { lazy, Suspense, useRef, useState } from 'react';
import { useNearView } from '~/components/ui/use-near-view';
import type { HomeReview } from '~/.server/home';
import { ReviewCard } from './review-card';

// embla-carousel (+ autoplay) is downloaded only when the carousel comes near the viewport.
const ReviewCarouselControls = lazy(() => import('./review-carousel-controls'));

export interface CarouselState {
  isPlaying: boolean;
  selectedIndex: number;
}

/**
 * Reviews as a server-rendered, horizontally scrollable scroll-snap list (complete without JS). After
 * hydration embla takes over the same markup: loop, arrows, autoplay every 3 s (spec §4/§9).
 */
export function ReviewCarousel({ reviews }: { reviews: HomeReview[] }) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const viewport = useNearView(viewportRef);
  const [state, setState] = useState<CarouselState | null>(null);

  const isEnhanced = state !== null;
  return (
    <section
      aria-labelledby="reviews-heading"
      aria-roledescription="karuzela"
      className="mx-auto max-w-6xl px-4 py-14 sm:py-20"
      data-review-carousel=""
      data-autoplay={state ? (state.isPlaying ? 'playing' : 'paused') : undefined}
      data-selected-index={state?.selectedIndex}
    >
      {/* The controls go under the heading where both do not fit on one line (320 px). */}
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-3">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-blue-700">Opinie podróżnych</p>
          <h2 id="reviews-heading" className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">
            Co mówią nasi klienci
          </h2>
        </div>
        {viewport ? (
          <Suspense fallback={null}>
            <ReviewCarouselControls viewport={viewport} onStateChange={setState} />
          </Suspense>
        ) : null}
      </div>
      <div
        ref={viewportRef}
        // Before embla: a native scroller that the keyboard can scroll too.
        tabIndex={isEnhanced ? undefined : 0}
        role={isEnhanced ? undefined : 'region'}
        aria-label={isEnhanced ? undefined : 'Opinie klientów – przewiń w bok, aby zobaczyć kolejne'}
        className={`mt-8 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-blue-700 ${
          isEnhanced ? 'overflow-hidden' : 'snap-x snap-mandatory overflow-x-auto pb-4'
        }`}
      >
        <ul className={`-mr-4 flex ${isEnhanced ? 'touch-pan-y touch-pinch-zoom' : ''}`}>
          {reviews.map((review, index) => (
            <li
              key={review.id}
              aria-label={`Opinia ${index + 1} z ${reviews.length}`}
              className="min-w-0 shrink-0 grow-0 basis-[88%] snap-start pr-4 sm:basis-1/2 lg:basis-1/3"
            >
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      </div>
      {/* Announces manual steps only: a carousel that moves by itself must not keep talking. */}
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {state && !state.isPlaying ? `Opinia ${state.selectedIndex + 1} z ${reviews.length}` : ''}
      </p>
    </section>
  );
}
