// Loaded with React.lazy when the traveller first opens the date picker: Radix Popover, the calendar
// (react-day-picker) and its stylesheet are not part of any page's initial download.
import * as Popover from '@radix-ui/react-popover';
import { type ReactNode, type RefObject, useRef } from 'react';
import type { DateKey } from '../../../core/warsaw-time';
import { CalendarHint } from './calendar-parts';
import RangeCalendar from './range-calendar';
import type { Which } from './use-stay-picker';

export interface StayPopoverProps {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The fields the popover opens under. */
  anchorRef: RefObject<HTMLDivElement | null>;
  /** Called once the popover has closed, to give the focus back to its trigger. */
  onClosed: () => void;
  arrival: Date | null;
  departure: Date | null;
  today: DateKey;
  unavailableDays: ReadonlySet<DateKey>;
  onDayClick: (day: DateKey) => void;
  next: Which;
  numberOfMonths?: 1 | 2;
  /** What shows instead of the calendar when this module cannot be loaded (the native date inputs). */
  fallback?: ReactNode;
}

/** Collision edges, px: the top one clears the sticky site header (`--spacing-header`, 65 px) with a gap. */
const BELOW_HEADER = { top: 72, right: 8, bottom: 8, left: 8 };

/**
 * The calendar dropdown under the date fields (a bottom sheet over a dimmed page on phones). Radix
 * closes it on Escape, on a click outside and when the focus leaves it; it is not modal, so the page
 * keeps scrolling and no style element is injected (the CSP allows none without a nonce).
 */
export default function StayPopover({
  id,
  open,
  onOpenChange,
  anchorRef,
  onClosed,
  arrival,
  departure,
  today,
  unavailableDays,
  onDayClick,
  next,
  numberOfMonths,
}: StayPopoverProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <Popover.Anchor virtualRef={anchorRef} />
      {open ? (
        /* On phones a tap on the dimmed page is an outside click and closes the sheet. */
        <div aria-hidden="true" className="fixed inset-0 z-40 bg-slate-900/40 md:hidden" />
      ) : null}
      <Popover.Content
        ref={contentRef}
        id={id}
        aria-label="Wybierz daty przyjazdu i wyjazdu"
        side="bottom"
        align="start"
        sideOffset={8}
        // Radix keeps the box in view: shifted sideways, flipped above the fields when that has more
        // room (the top edge is below the sticky header), and scrolling inside when neither side fits.
        collisionPadding={BELOW_HEADER}
        onOpenAutoFocus={(event) => {
          // The day the calendar itself would focus first (its roving tabindex): the selected day, else today.
          const day = contentRef.current?.querySelector<HTMLElement>('[data-day] button[tabindex="0"]');
          if (!day) return;
          event.preventDefault();
          day.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
        // Phones: a fixed bottom sheet (calendar.css switches off the positioned wrapper's transform);
        // from md up the wrapper places this box under the fields.
        className="parkolot-sheet fixed inset-x-0 bottom-0 z-50 max-h-[85vh] overflow-y-auto rounded-t-2xl bg-white p-4 pb-6 text-slate-900 shadow-2xl md:relative md:inset-x-auto md:bottom-auto md:max-h-(--radix-popover-content-available-height) md:w-max md:rounded-xl md:border md:border-slate-200 md:pb-4 md:shadow-xl"
      >
        <CalendarHint next={next} />
        <RangeCalendar
          arrival={arrival}
          departure={departure}
          today={today}
          unavailableDays={unavailableDays}
          onDayClick={onDayClick}
          numberOfMonths={numberOfMonths}
        />
        <div className="mt-3 flex justify-end border-t border-slate-100 pt-3">
          <Popover.Close className="h-10 rounded-lg px-4 text-sm font-semibold text-blue-700 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700">
            Zamknij
          </Popover.Close>
        </div>
      </Popover.Content>
    </Popover.Root>
  );
}
