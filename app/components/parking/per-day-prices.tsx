import { Link, useLocation } from '@remix-run/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AfterHydration } from '~/components/ui/use-enhanced-after-hydration';
import { ChevronLeftIcon, ChevronRightIcon } from '~/components/ui/icons';
import { formatPrice } from '~/lib/format';
import { daysLabel, initialPerDayPage, perDayHref, type PerDayPriceView } from '~/lib/parking-detail';

const arrowButton =
  'flex h-9 w-9 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

/**
 * Spec §4 per-day price carousel: 16 stay lengths in pages of 6 (desktop) or 3 (mobile), opening on
 * the page with day 5. With a known arrival each item is a link setting departure = arrival + N days.
 * A CSS scroll-snap row (swipeable, works without JS); JS adds the paging buttons' behaviour.
 */
export function PerDayPrices({
  items,
  arrival,
  selectedDays,
}: {
  items: PerDayPriceView[];
  /** The arrival the links start from; null = no start date, the items are not links. */
  arrival: Date | null;
  /** The current stay length (highlighted), null without dates. */
  selectedDays: number | null;
}) {
  const { pathname } = useLocation();
  const row = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  const updateEdges = useCallback(() => {
    const element = row.current;
    if (!element) return;
    const max = element.scrollWidth - element.clientWidth;
    const atStart = element.scrollLeft <= 1;
    const atEnd = element.scrollLeft >= max - 1;
    // Called on every scroll event: the row re-renders only when an end is reached or left.
    setEdges((edges) => (edges.atStart === atStart && edges.atEnd === atEnd ? edges : { atStart, atEnd }));
  }, []);

  // Spec §4: open on the page containing day 5 (once, with the items of the first render; later
  // re-quotes keep the traveller's scroll).
  const itemsRef = useRef(items);
  useEffect(() => {
    const element = row.current;
    if (!element) return;
    // A page is what the row shows at its width (its tiles are sized by the section's own width).
    const itemWidth = element.scrollWidth / Math.max(1, itemsRef.current.length);
    const size = Math.max(1, Math.round(element.clientWidth / itemWidth));
    const page = initialPerDayPage(itemsRef.current, size);
    element.scrollLeft = page * size * itemWidth;
  }, []);

  useEffect(() => {
    const element = row.current;
    if (!element) return;
    updateEdges();
    element.addEventListener('scroll', updateEdges, { passive: true });
    window.addEventListener('resize', updateEdges);
    return () => {
      element.removeEventListener('scroll', updateEdges);
      window.removeEventListener('resize', updateEdges);
    };
  }, [updateEdges]);

  const turnPage = (direction: 1 | -1) => {
    const element = row.current;
    if (!element) return;
    element.scrollBy({ left: direction * element.clientWidth, behavior: 'smooth' });
  };

  if (items.length === 0) return null;

  return (
    <section
      aria-labelledby="ceny-heading"
      // A size container: the tiles per page follow the room the section has (beside the booking column
      // a tablet gives it less than a phone), 3 when narrow, 6 when wide (spec §4).
      className="@container rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-center justify-between gap-4">
        <div>
          <h2 id="ceny-heading" className="text-lg font-bold text-slate-900">
            Ceny za pobyt
          </h2>
          <p className="text-sm text-slate-600">
            {arrival ? 'Wybierz liczbę dni – data wyjazdu ustawi się sama.' : 'Ceny za pobyt od 1 do 16 dni.'}
          </p>
        </div>
        {/* The buttons page the row with JS only; without it the row is swiped or scrolled. */}
        <AfterHydration>
          {() => (
            <div className="flex shrink-0 gap-2">
              <PageButton direction={-1} disabled={edges.atStart} onClick={turnPage} />
              <PageButton direction={1} disabled={edges.atEnd} onClick={turnPage} />
            </div>
          )}
        </AfterHydration>
      </div>
      <ul
        ref={row}
        id="ceny-lista"
        aria-label="Ceny za kolejne dni pobytu"
        // Without dates the tiles are no links, so nothing in the row takes focus: the row itself does, so
        // a keyboard can scroll it to the 16th day (without JS there are no page buttons either).
        tabIndex={arrival ? undefined : 0}
        className="-mx-1 mt-4 flex snap-x snap-mandatory overflow-x-auto pb-1 [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 [&::-webkit-scrollbar]:hidden"
      >
        {items.map((item) => {
          const isSelected = selectedDays === item.days;
          const body = (
            <>
              <span className="block text-sm font-medium text-slate-600">{daysLabel(item.days)}</span>
              {/* Three tiles share a phone's width, four a tablet's, six only where a price fits on one line; on a phone the price may wrap before its currency, never overflow. */}
              <span className="mt-1 block text-sm font-bold leading-tight text-slate-900 tabular-nums sm:text-[0.9375rem]">
                {formatPrice(item.price.amount, item.price.currency)}
              </span>
              <span className="mt-0.5 block text-xs text-slate-600">
                {formatPrice(item.price.amount / item.days, item.price.currency)}{' '}
                <span className="whitespace-nowrap">/ dzień</span>
              </span>
            </>
          );
          const tile = `block h-full rounded-lg border px-1 py-3 text-center ${
            isSelected ? 'border-blue-700 bg-blue-50 ring-1 ring-blue-700' : 'border-slate-200 bg-white'
          }`;
          return (
            <li key={item.days} className="w-1/3 shrink-0 snap-start px-1 @md:w-1/4 @2xl:w-1/6" data-days={item.days}>
              {arrival ? (
                <Link
                  to={perDayHref(pathname, arrival, item.days)}
                  replace
                  preventScrollReset
                  aria-current={isSelected ? 'true' : undefined}
                  className={`${tile} transition-colors hover:border-blue-700 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700`}
                >
                  {body}
                </Link>
              ) : (
                <div className={tile}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function PageButton({
  direction,
  disabled,
  onClick,
}: {
  direction: 1 | -1;
  disabled: boolean;
  onClick: (direction: 1 | -1) => void;
}) {
  const Icon = direction === 1 ? ChevronRightIcon : ChevronLeftIcon;
  return (
    <button
      type="button"
      onClick={() => onClick(direction)}
      disabled={disabled}
      aria-label={direction === 1 ? 'Następne dni' : 'Poprzednie dni'}
      aria-controls="ceny-lista"
      className={arrowButton}
    >
      <Icon className="h-5 w-5" />
    </button>
  );
}
