import { type ComponentType, lazy, type ReactNode, Suspense, useId, useRef } from 'react';
import { formatDisplayDate } from '~/lib/dates';
import { dateKey } from '../../../core/warsaw-time';
import { STAY_FIELD_NAMES } from '~/lib/search-state';
import { CalendarIcon } from '~/components/ui/icons';
import { FIELD } from '~/components/ui/select';
import { CalendarHint, CalendarSkeleton } from './calendar-parts';
import type { RangeCalendarProps } from './range-calendar';
import { NativeDate, TimeSelect } from './stay-inputs';
import type { StayPopoverProps } from './stay-popover';
import { type StayValue, useStayPicker, type Which } from './use-stay-picker';
import { useEnhancedAfterHydration } from '~/components/ui/use-enhanced-after-hydration';

export { type StayValue, UNAVAILABLE_TOAST } from './use-stay-picker';

// react-day-picker, Radix Popover and the calendar CSS are fetched only when the picker is first
// opened. If a chunk cannot load (offline, deploy in between), the native date inputs stay the way
// to pick dates.
function lazyOr<P>(load: () => Promise<{ default: ComponentType<P> }>, standIn: ComponentType<P>) {
  return lazy(() =>
    load().catch((error: unknown) => {
      console.warn('The calendar could not be loaded', error);
      return { default: standIn };
    }),
  );
}
const RangeCalendar = lazyOr<RangeCalendarProps>(() => import('./range-calendar'), CalendarUnavailable);
const StayPopover = lazyOr<StayPopoverProps>(() => import('./stay-popover'), CalendarUnavailable);

export interface StayFieldsProps extends StayValue {
  /** YYYY-MM-DD Warsaw days that cannot be in the range. */
  unavailableDays?: string[];
  onChange?: (stay: StayValue) => void;
  layout?: 'stacked' | 'row';
}

/**
 * The arrival/departure date and time fields. Without JS: native date inputs and 30-minute time
 * selects named `arrivalDate`, `arrivalTime`, `departureDate`, `departureTime` (so any GET form
 * holding them submits a stay). With JS: the dates open a range calendar (spec §4/§5 rules).
 */
export function StayFields({ layout = 'stacked', ...props }: StayFieldsProps) {
  return <StayPicker {...props} layout={layout} calendar="popover" />;
}

export interface StayPickerProps extends StayValue {
  unavailableDays?: string[];
  onChange?: (stay: StayValue) => void;
  /** stacked: one row per date; row: everything in one row (wraps on small screens). */
  layout: 'stacked' | 'row';
  /** popover: a dropdown under the fields; inline: the calendar shown in place (sidebar). */
  calendar: 'popover' | 'inline';
  /** For `inline`: the calendar is loaded and shown only while the surrounding panel is open. */
  inlineOpen?: boolean;
  numberOfMonths?: 1 | 2;
  className?: string;
}

export function StayPicker({
  arrivalAt,
  departureAt,
  unavailableDays,
  onChange,
  layout,
  calendar,
  inlineOpen = false,
  numberOfMonths,
  className = '',
}: StayPickerProps) {
  const id = useId();
  const hydrated = useEnhancedAfterHydration();
  const picker = useStayPicker({
    arrivalAt,
    departureAt,
    unavailableDays,
    onChange,
    closeOnRange: calendar === 'popover',
    inlineOpen: calendar === 'inline' && inlineOpen,
  });
  const { state, open } = picker;
  const anchorRef = useRef<HTMLDivElement | null>(null);

  const now = new Date();
  const today = dateKey(now);
  const calendarId = `${id}-calendar`;
  const isRow = layout === 'row';

  // Where the calendar cannot load: native date inputs, unnamed (the form's fields are the hidden ones).
  const nativeFallback = (
    <div className="grid gap-3 sm:grid-cols-2">
      {(['arrival', 'departure'] as const).map((which) => (
        <NativeDate
          key={which}
          id={`${id}-${which}-fallback`}
          label={which === 'arrival' ? 'Przyjazd' : 'Wyjazd'}
          name={undefined}
          value={state[which]}
          min={today}
          onChange={(day) => picker.pickNativeDay(which, day)}
        />
      ))}
    </div>
  );

  const field = (which: Which) => {
    const label = which === 'arrival' ? 'Przyjazd' : 'Wyjazd';
    const timeLabel = which === 'arrival' ? 'Godzina przyjazdu' : 'Godzina wyjazdu';
    const date = state[which];
    const time = which === 'arrival' ? state.arrivalTime : state.departureTime;
    const labelId = `${id}-${which}-label`;
    return (
      <div
        // A size container: the time goes under the date when the field is too narrow for both.
        className={`@container ${isRow ? 'min-w-0 flex-1 basis-64' : 'min-w-0'}`}
        // Without JS the label names the date input itself; with JS it names the date-and-time pair.
        role={hydrated ? 'group' : undefined}
        aria-labelledby={hydrated ? labelId : undefined}
      >
        {hydrated ? (
          <>
            <span id={labelId} className="mb-1.5 block text-sm font-medium text-slate-700">
              {label}
            </span>
            <input type="hidden" name={STAY_FIELD_NAMES[`${which}Date`]} value={date ? dateKey(date) : ''} />
          </>
        ) : null}
        <div className="flex flex-col gap-2 @min-[17.25rem]:flex-row sm:@min-[16.5rem]:flex-row">
          {hydrated && calendar === 'inline' ? (
            // The calendar is right below: the date is shown, not a control of its own.
            <span
              id={`${id}-${which}-date`}
              className={`${FIELD} flex min-w-0 items-center tabular-nums @min-[17.25rem]:flex-1 sm:@min-[16.5rem]:flex-1`}
            >
              <span className={`truncate ${date ? 'text-slate-900' : 'text-slate-600'}`}>
                {formatDisplayDate(date)}
              </span>
            </span>
          ) : hydrated ? (
            <button
              ref={picker.triggers[which]}
              id={`${id}-${which}-date`}
              type="button"
              aria-labelledby={`${labelId} ${id}-${which}-date`}
              aria-haspopup="dialog"
              aria-expanded={open}
              aria-controls={open ? calendarId : undefined}
              onClick={() => picker.toggleFrom(which)}
              className={`${FIELD} flex min-w-0 cursor-pointer items-center gap-2 text-left hover:border-blue-700 @min-[17.25rem]:flex-1 sm:@min-[16.5rem]:flex-1 ${
                open && picker.nextPick === which ? 'border-blue-700 ring-2 ring-blue-700/20' : ''
              }`}
            >
              <CalendarIcon className="size-5 shrink-0 text-slate-500" />
              <span className={`truncate ${date ? 'text-slate-900' : 'text-slate-600'}`}>
                {formatDisplayDate(date)}
              </span>
            </button>
          ) : (
            <NativeDate
              id={`${id}-${which}-date`}
              labelId={labelId}
              label={label}
              name={STAY_FIELD_NAMES[`${which}Date`]}
              value={date}
              min={today}
              onChange={(day) => picker.pickNativeDay(which, day)}
            />
          )}
          <TimeSelect
            id={`${id}-${which}-time`}
            label={timeLabel}
            name={STAY_FIELD_NAMES[`${which}Time`]}
            value={time}
            options={picker.timeOptions(which, hydrated, now)}
            onChange={(value) => picker.pickTime(which, value)}
            onPointerDown={picker.holdForTime}
            onPointerCancel={picker.letGoTime}
            onBlur={picker.releaseTime}
            alignBottom={!hydrated}
          />
        </div>
      </div>
    );
  };

  return (
    <div
      ref={(node) => {
        anchorRef.current = node;
        picker.attachRoot(node);
      }}
      className={`relative ${className}`}
    >
      <div className={isRow ? 'flex flex-wrap gap-3' : 'grid grid-cols-1 gap-3'}>
        {field('arrival')}
        {field('departure')}
      </div>
      {hydrated && calendar === 'popover' && open ? (
        <Suspense fallback={<PopoverLoading months={numberOfMonths} />}>
          <StayPopover
            id={calendarId}
            open={open}
            onOpenChange={picker.setOpen}
            anchorRef={anchorRef}
            onClosed={picker.refocusTrigger}
            arrival={state.arrival}
            departure={state.departure}
            today={today}
            unavailableDays={picker.unavailable}
            onDayClick={picker.pickDay}
            next={picker.nextPick}
            numberOfMonths={numberOfMonths}
            fallback={nativeFallback}
          />
        </Suspense>
      ) : null}
      {hydrated && calendar === 'inline' && inlineOpen ? (
        <div className="mt-4 rounded-lg border border-slate-200 px-1 py-2">
          <CalendarHint next={picker.nextPick} />
          <Suspense fallback={<CalendarSkeleton months={numberOfMonths} />}>
            <RangeCalendar
              arrival={state.arrival}
              departure={state.departure}
              today={today}
              unavailableDays={picker.unavailable}
              onDayClick={picker.pickDay}
              numberOfMonths={numberOfMonths}
              compact
              fallback={nativeFallback}
            />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}

/** Where the popover shows while its chunk loads. */
function PopoverLoading({ months }: { months?: 1 | 2 }) {
  return (
    <div className="fixed inset-x-0 bottom-0 z-50 rounded-t-2xl bg-white p-4 shadow-2xl md:absolute md:inset-x-auto md:bottom-auto md:left-0 md:top-full md:mt-2 md:rounded-xl md:border md:border-slate-200 md:shadow-xl">
      <CalendarSkeleton months={months} />
    </div>
  );
}

/** Stand-in when a calendar chunk cannot load: the native date inputs it was given. */
function CalendarUnavailable({ fallback }: { fallback?: ReactNode }) {
  return <div className="mt-3">{fallback}</div>;
}
