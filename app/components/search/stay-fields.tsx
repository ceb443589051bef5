import { type ComponentType, lazy, type Ref, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { notify } from '~/components/ui/toast';
import {
  type DateKey,
  dateKey,
  formatDisplayDate,
  formatDisplayTime,
  parseIsoDateTime,
  TIME_SLOTS,
  type TimeOfDay,
  timeOfDay,
  toIsoWithOffset,
} from '~/lib/dates';
import {
  arrivalTimeOptions,
  changeSelectionDay,
  changeSelectionTime,
  clickRangeDay,
  DEFAULT_TIME,
  departureTimeOptions,
  raisePastArrival,
  type RangeSelection,
  STAY_FIELD_NAMES,
  stayFromFormFields,
} from '~/lib/search-state';
import { CalendarIcon, ClockIcon } from '~/components/ui/icons';
import { FIELD, Select } from '~/components/ui/select';
import type { RangeCalendarProps } from './range-calendar';
import { useHydrated } from 'remix-utils/use-hydrated';

// react-day-picker and its CSS are fetched only when the picker is first opened. If the chunk cannot
// load (offline, deploy in between), the native date inputs stay the way to pick dates.
const RangeCalendar = lazy(
  (): Promise<{ default: ComponentType<RangeCalendarProps> }> =>
    import('./range-calendar').catch((error: unknown) => {
      console.warn('The calendar could not be loaded', error);
      return { default: CalendarUnavailable };
    }),
);

export interface StayValue {
  arrivalAt: string | null;
  departureAt: string | null;
}

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

type Which = 'arrival' | 'departure';

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

interface PickerState extends RangeSelection {
  /** What the time selects show; kept while a date is cleared ("the chosen time of day is kept"). */
  arrivalTime: TimeOfDay | null;
  departureTime: TimeOfDay | null;
}

function stateFromValue({ arrivalAt, departureAt }: StayValue): PickerState {
  const arrival = parseIsoDateTime(arrivalAt);
  const departure = parseIsoDateTime(departureAt);
  return {
    arrival,
    departure,
    arrivalTime: arrival ? timeOfDay(arrival) : null,
    departureTime: departure ? timeOfDay(departure) : null,
  };
}

function withSelection(state: PickerState, selection: RangeSelection): PickerState {
  return {
    arrival: selection.arrival,
    departure: selection.departure,
    arrivalTime: selection.arrival ? timeOfDay(selection.arrival) : state.arrivalTime,
    departureTime: selection.departure ? timeOfDay(selection.departure) : state.departureTime,
  };
}

const isoOrNull = (date: Date | null) => (date ? toIsoWithOffset(date) : null);
const sameValue = (state: PickerState, value: StayValue) =>
  isoOrNull(state.arrival) === (value.arrivalAt && isoOrNull(parseIsoDateTime(value.arrivalAt))) &&
  isoOrNull(state.departure) === (value.departureAt && isoOrNull(parseIsoDateTime(value.departureAt)));

export const UNAVAILABLE_TOAST = {
  title: 'Niedostępny termin',
  description: 'Wybrany zakres dat zawiera dni, które są niedostępne. Proszę wybrać inny termin.',
  variant: 'destructive',
} as const;

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
  const hydrated = useHydrated();
  const [state, setState] = useState(() => stateFromValue({ arrivalAt, departureAt }));
  const [open, setOpen] = useState(false);
  // A two-month dropdown is wider than a narrow column: it opens leftwards when it would leave the page.
  const [alignRight, setAlignRight] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const unavailable = useMemo(() => new Set(unavailableDays ?? []), [unavailableDays]);

  // New values from the parent (a navigation, a stored stay) replace the state unless they are what
  // this picker just reported.
  const [previous, setPrevious] = useState<StayValue>({ arrivalAt, departureAt });
  if (previous.arrivalAt !== arrivalAt || previous.departureAt !== departureAt) {
    setPrevious({ arrivalAt, departureAt });
    if (!sameValue(state, { arrivalAt, departureAt })) setState(stateFromValue({ arrivalAt, departureAt }));
  }

  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  function update(next: PickerState) {
    setState(next);
    if (!sameValue(next, { arrivalAt: isoOrNull(state.arrival), departureAt: isoOrNull(state.departure) })) {
      onChangeRef.current?.({ arrivalAt: isoOrNull(next.arrival), departureAt: isoOrNull(next.departure) });
    }
  }

  // Values typed into the native fields before hydration would be lost when the enhanced fields
  // replace them: adopt them once.
  const nativeRefs = {
    arrivalDate: useRef<HTMLInputElement>(null),
    departureDate: useRef<HTMLInputElement>(null),
    arrivalTime: useRef<HTMLSelectElement>(null),
    departureTime: useRef<HTMLSelectElement>(null),
  };
  useEffect(() => {
    const typed = new URLSearchParams();
    for (const name of Object.values(STAY_FIELD_NAMES)) {
      const element = nativeRefs[name].current;
      if (element) typed.set(name, element.value);
    }
    const fields = stayFromFormFields(typed);
    if (!fields) return;
    const selection = raisePastArrival(
      changeSelectionDay(
        { arrival: fields.arrival ?? null, departure: null },
        'departure',
        fields.departure ? dateKey(fields.departure) : null,
        fields.departure ? timeOfDay(fields.departure) : null,
      ),
      new Date(),
    );
    const next = withSelection(state, selection);
    if (!sameValue(next, { arrivalAt, departureAt })) update(next);
    // Only on mount: it reads what the server-rendered fields hold at hydration time.
  }, []);

  const today = dateKey(new Date());

  function pickDay(day: DateKey) {
    const result = clickRangeDay(
      state,
      day,
      { arrival: state.arrivalTime ?? DEFAULT_TIME, departure: state.departureTime ?? DEFAULT_TIME },
      unavailable,
    );
    if (result.hitUnavailable) notify(UNAVAILABLE_TOAST);
    update(withSelection(state, raisePastArrival(result, new Date())));
    if (calendar === 'popover' && result.arrival && result.departure) closePopover();
  }

  function pickNativeDay(which: Which, day: string) {
    const time = which === 'arrival' ? state.arrivalTime : state.departureTime;
    update(withSelection(state, raisePastArrival(changeSelectionDay(state, which, day || null, time), new Date())));
  }

  function pickTime(which: Which, time: string) {
    if (!TIME_SLOTS.includes(time)) return;
    const date = which === 'arrival' ? state.arrival : state.departure;
    if (!date) {
      update(which === 'arrival' ? { ...state, arrivalTime: time } : { ...state, departureTime: time });
      return;
    }
    update(withSelection(state, changeSelectionTime(state, which, time)));
  }

  // Popover: closes on Escape, on a click outside, and once the range is complete.
  const popoverRef = useRef<HTMLDivElement>(null);
  const triggerRefs = { arrival: useRef<HTMLButtonElement>(null), departure: useRef<HTMLButtonElement>(null) };
  const openedBy = useRef<Which>('arrival');
  function closePopover() {
    setOpen(false);
    triggerRefs[openedBy.current].current?.focus();
  }
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      const inside = [popoverRef, triggerRefs.arrival, triggerRefs.departure].some((ref) => ref.current?.contains(target));
      if (!inside) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const calendarId = `${id}-calendar`;
  /** The end of the range the next calendar click sets (highlighted while the calendar is open). */
  const nextPick: Which = state.arrival && !state.departure ? 'departure' : 'arrival';
  const isRow = layout === 'row';
  const now = new Date();

  const timeOptions = (which: Which): readonly TimeOfDay[] => {
    if (!hydrated) return TIME_SLOTS;
    if (which === 'arrival') return state.arrival ? arrivalTimeOptions(dateKey(state.arrival), now) : TIME_SLOTS;
    return state.arrival && state.departure ? departureTimeOptions(state.arrival, dateKey(state.departure)) : TIME_SLOTS;
  };

  const calendarElement = (
    <Suspense fallback={<CalendarSkeleton months={numberOfMonths} />}>
      <RangeCalendar
        arrival={state.arrival}
        departure={state.departure}
        today={today}
        unavailableDays={unavailable}
        onDayClick={pickDay}
        numberOfMonths={numberOfMonths}
        autoFocus={calendar === 'popover'}
        compact={calendar === 'inline'}
        fallback={
          <div className="grid gap-3 sm:grid-cols-2">
            {(['arrival', 'departure'] as const).map((which) => (
              <NativeDate
                key={which}
                id={`${id}-${which}-fallback`}
                label={which === 'arrival' ? 'Przyjazd' : 'Wyjazd'}
                name={undefined}
                value={state[which]}
                min={today}
                onChange={(day) => pickNativeDay(which, day)}
              />
            ))}
          </div>
        }
      />
    </Suspense>
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
            <span id={`${id}-${which}-date`} className={`${FIELD} flex min-w-0 items-center tabular-nums @min-[17.25rem]:flex-1 sm:@min-[16.5rem]:flex-1`}>
              <span className={`truncate ${date ? 'text-slate-900' : 'text-slate-600'}`}>{formatDisplayDate(date)}</span>
            </span>
          ) : hydrated ? (
            <button
              ref={triggerRefs[which]}
              id={`${id}-${which}-date`}
              type="button"
              aria-labelledby={`${labelId} ${id}-${which}-date`}
              aria-haspopup="dialog"
              aria-expanded={open}
              aria-controls={open ? calendarId : undefined}
              onClick={() => {
                openedBy.current = which;
                const box = wrapperRef.current?.getBoundingClientRect();
                setAlignRight(box ? box.left + POPOVER_WIDTH > document.documentElement.clientWidth : false);
                setOpen((isOpen) => !isOpen);
              }}
              className={`${FIELD} flex min-w-0 cursor-pointer items-center gap-2 text-left hover:border-blue-700 @min-[17.25rem]:flex-1 sm:@min-[16.5rem]:flex-1 ${
                open && nextPick === which ? 'border-blue-700 ring-2 ring-blue-700/20' : ''
              }`}
            >
              <CalendarIcon className="size-5 shrink-0 text-slate-500" />
              <span className={`truncate ${date ? 'text-slate-900' : 'text-slate-600'}`}>{formatDisplayDate(date)}</span>
            </button>
          ) : (
            <NativeDate
              inputRef={nativeRefs[`${which}Date`]}
              id={`${id}-${which}-date`}
              labelId={labelId}
              label={label}
              name={STAY_FIELD_NAMES[`${which}Date`]}
              value={date}
              min={today}
              onChange={(day) => pickNativeDay(which, day)}
            />
          )}
          <TimeSelect
            selectRef={nativeRefs[`${which}Time`]}
            id={`${id}-${which}-time`}
            label={timeLabel}
            name={STAY_FIELD_NAMES[`${which}Time`]}
            value={time}
            options={timeOptions(which)}
            onChange={(value) => pickTime(which, value)}
            alignBottom={!hydrated}
          />
        </div>
      </div>
    );
  };

  return (
    <div ref={wrapperRef} className={`relative ${className}`}>
      <div className={isRow ? 'flex flex-wrap gap-3' : 'grid grid-cols-1 gap-3'}>
        {field('arrival')}
        {field('departure')}
      </div>
      {hydrated && calendar === 'popover' && open ? (
        <>
          {/* On phones the calendar is a bottom sheet over a dimmed page; a tap outside closes it. */}
          <div aria-hidden="true" className="fixed inset-0 z-40 bg-slate-900/40 md:hidden" />
          <div
            ref={popoverRef}
            id={calendarId}
            role="dialog"
            aria-label="Wybierz daty przyjazdu i wyjazdu"
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.stopPropagation();
                closePopover();
              }
            }}
            className={`fixed inset-x-0 bottom-0 z-50 max-h-[85vh] overflow-y-auto rounded-t-2xl bg-white p-4 pb-6 text-slate-900 shadow-2xl md:absolute md:inset-x-auto md:bottom-auto md:top-full md:mt-2 md:max-h-none md:w-max md:rounded-xl md:border md:border-slate-200 md:pb-4 md:shadow-xl ${
              alignRight ? 'md:right-0' : 'md:left-0'
            }`}
          >
            <CalendarHint next={nextPick} />
            {calendarElement}
            <div className="mt-3 flex justify-end border-t border-slate-100 pt-3">
              <button
                type="button"
                onClick={closePopover}
                className="h-10 rounded-lg px-4 text-sm font-semibold text-blue-700 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
              >
                Zamknij
              </button>
            </div>
          </div>
        </>
      ) : null}
      {hydrated && calendar === 'inline' && inlineOpen ? (
        <div className="mt-4 rounded-lg border border-slate-200 px-1 py-2">
          <CalendarHint next={nextPick} />
          {calendarElement}
        </div>
      ) : null}
    </div>
  );
}

/** Tells which end of the range the next click sets. */
function CalendarHint({ next }: { next: Which }) {
  const text = next === 'departure' ? 'Wybierz datę wyjazdu' : 'Wybierz datę przyjazdu';
  return (
    <p className="mb-2 px-1 text-sm font-medium text-slate-700" aria-live="polite">
      {text}
    </p>
  );
}

/** About the width of the two-month calendar dropdown, px. */
const POPOVER_WIDTH = 640;

interface NativeDateProps {
  id: string;
  label: string;
  /** When given, the visible label above is this id (the field is the group's label). */
  labelId?: string;
  name: string | undefined;
  value: Date | null;
  min: DateKey;
  onChange: (day: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}

function NativeDate({ id, label, labelId, name, value, min, onChange, inputRef }: NativeDateProps) {
  return (
    <div className="flex min-w-0 flex-col @min-[17.25rem]:flex-1 sm:@min-[16.5rem]:flex-1">
      <label id={labelId} htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="date"
        name={name}
        min={min}
        value={value ? dateKey(value) : ''}
        onChange={(event) => onChange(event.currentTarget.value)}
        className={`${FIELD} w-full min-w-0`}
      />
    </div>
  );
}

interface TimeSelectProps {
  id: string;
  label: string;
  name: string;
  value: TimeOfDay | null;
  options: readonly TimeOfDay[];
  onChange: (value: string) => void;
  /** Without JS the date field's label sits above the date only: push the select down to align. */
  alignBottom: boolean;
  selectRef?: Ref<HTMLSelectElement>;
}

function TimeSelect({ id, label, name, value, options, onChange, alignBottom, selectRef }: TimeSelectProps) {
  // A value the rules no longer offer still shows, so the select never silently changes it.
  const shown = value && !options.includes(value) ? [value, ...options].sort() : options;
  return (
    // Date and time share a row when the field holds both: the date 'dd/mm/yyyy' with its icon, the
    // time 'HH:mm' between the clock and the arrow, whatever the font (17.25rem at the 16px phone
    // text size, 16.5rem at 14px from `sm` up). Narrower (the smallest phones), the time goes under.
    <div className={`w-full shrink-0 @min-[17.25rem]:w-[7.5rem] sm:@min-[16.5rem]:w-[7.5rem] ${alignBottom ? 'self-end' : ''}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Select
        ref={selectRef}
        id={id}
        name={name}
        value={value ?? ''}
        onChange={(event) => onChange(event.currentTarget.value)}
        icon={<ClockIcon className="size-4" />}
        dense
        className={`${FIELD} tabular-nums`}
      >
        {value ? null : <option value="">{formatDisplayTime(null)}</option>}
        {shown.map((slot) => (
          <option key={slot} value={slot}>
            {slot}
          </option>
        ))}
      </Select>
    </div>
  );
}

function CalendarSkeleton({ months }: { months?: 1 | 2 }) {
  return (
    <div role="status" className="flex gap-6">
      <span className="sr-only">Ładowanie kalendarza…</span>
      {Array.from({ length: months ?? 1 }, (_, index) => (
        <div key={index} aria-hidden="true" className="h-[19rem] w-[17.5rem] animate-pulse rounded-lg bg-slate-100" />
      ))}
    </div>
  );
}

/** Stand-in when the calendar chunk cannot load: renders the native date inputs it was given. */
function CalendarUnavailable({ fallback }: RangeCalendarProps) {
  return <>{fallback}</>;
}
