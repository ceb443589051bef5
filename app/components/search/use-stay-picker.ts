import { type PointerEvent, useEffect, useMemo, useRef, useState } from 'react';
import { notify } from '~/components/ui/toast';
import { TIME_SLOTS } from '~/lib/dates';
import {
  type DateKey,
  dateKey,
  parseIsoDateTime,
  type TimeOfDay,
  timeOfDay,
  toIsoWithOffset,
} from '../../../core/warsaw-time';
import { DEFAULT_TIME, STAY_FIELD_NAMES, stayFromFormFields } from '~/lib/search-state';
import {
  arrivalTimeOptions,
  changeSelectionDay,
  changeSelectionTime,
  clickRangeDay,
  completeRange,
  departureTimeOptions,
  raisePastArrival,
  rangeHasUnavailableDay,
  type RangeSelection,
} from '~/lib/stay-selection';

export interface StayValue {
  arrivalAt: string | null;
  departureAt: string | null;
}

export type Which = 'arrival' | 'departure';

export interface PickerState extends RangeSelection {
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
const valueOf = (state: PickerState): StayValue => ({
  arrivalAt: isoOrNull(state.arrival),
  departureAt: isoOrNull(state.departure),
});
const sameValue = (state: PickerState, value: StayValue) =>
  isoOrNull(state.arrival) === (value.arrivalAt && isoOrNull(parseIsoDateTime(value.arrivalAt))) &&
  isoOrNull(state.departure) === (value.departureAt && isoOrNull(parseIsoDateTime(value.departureAt)));

export const UNAVAILABLE_TOAST = {
  title: 'Niedostępny termin',
  description: 'Wybrany zakres dat zawiera dni, które są niedostępne. Proszę wybrać inny termin.',
  variant: 'destructive',
} as const;

export interface UseStayPickerOptions extends StayValue {
  /** YYYY-MM-DD Warsaw days that cannot be in the range. */
  unavailableDays?: string[];
  onChange?: (stay: StayValue) => void;
  /** The popover closes once a range is complete; the inline calendar stays. */
  closeOnRange: boolean;
  /** Whether the inline calendar is shown (its panel open); false for the popover. */
  inlineOpen?: boolean;
}

/**
 * The stay picker's state over the pure reducers of `~/lib/search-state` (spec §4/§5): the selection
 * and the times the selects show, whether the calendar popover is open, and which trigger opened it.
 * `onChange` is called from the event handlers, with the stay the traveller just made.
 */
export function useStayPicker({
  arrivalAt,
  departureAt,
  unavailableDays,
  onChange,
  closeOnRange,
  inlineOpen = false,
}: UseStayPickerOptions) {
  const [state, setState] = useState(() => stateFromValue({ arrivalAt, departureAt }));
  const [open, setOpenState] = useState(false);
  // Whether it is open as of the last change, read by handlers that run in one event before a re-render:
  // a trigger's click closes it, then Radix reports the same click as an outside one (it dismisses on
  // `click`), with this render's state — the second close must do nothing.
  const isOpen = useRef(false);
  const setOpen = (next: boolean) => {
    isOpen.current = next;
    setOpenState(next);
  };
  // The time select pressed on an open, half-made range, while it decides the departure (`holdForTime`).
  const timeHeld = useRef<HTMLSelectElement | null>(null);
  const unavailable = useMemo(() => new Set(unavailableDays ?? []), [unavailableDays]);

  // New values from the parent (a navigation, a stored stay) replace the state unless they are what
  // this picker just reported.
  const [previous, setPrevious] = useState<StayValue>({ arrivalAt, departureAt });
  if (previous.arrivalAt !== arrivalAt || previous.departureAt !== departureAt) {
    setPrevious({ arrivalAt, departureAt });
    if (!sameValue(state, { arrivalAt, departureAt })) setState(stateFromValue({ arrivalAt, departureAt }));
  }

  function update(next: PickerState) {
    setState(next);
    if (!sameValue(next, valueOf(state))) onChange?.(valueOf(next));
  }

  const triggers = { arrival: useRef<HTMLButtonElement>(null), departure: useRef<HTMLButtonElement>(null) };
  const openedBy = useRef<Which>('arrival');
  const adopted = useRef(false);

  /**
   * The picker's root element. Values typed into the native fields before hydration would be lost
   * when the enhanced fields replace them: they are adopted once, when the server-rendered fields
   * are attached (a ref callback runs at commit, before the hydrated fields take their place).
   */
  function attachRoot(root: HTMLDivElement | null) {
    if (!root || adopted.current) return;
    adopted.current = true;
    const typed = new URLSearchParams();
    // The date inputs (type="date": not the hidden fields that replace them) and the time selects.
    for (const name of Object.values(STAY_FIELD_NAMES)) {
      const field = root.querySelector<HTMLInputElement | HTMLSelectElement>(
        `input[type="date"][name="${name}"], select[name="${name}"]`,
      );
      if (field) typed.set(name, field.value);
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
  }

  /** A calendar click (spec §4 range rules; the toast of spec §8 when the range hit an unavailable day). */
  function pickDay(day: DateKey) {
    const result = clickRangeDay(
      state,
      day,
      { arrival: state.arrivalTime ?? DEFAULT_TIME, departure: state.departureTime ?? DEFAULT_TIME },
      unavailable,
    );
    if (result.hitUnavailable) notify(UNAVAILABLE_TOAST);
    timeHeld.current = null;
    update(withSelection(state, raisePastArrival(result, new Date())));
    if (closeOnRange && result.arrival && result.departure) setOpen(false);
  }

  function pickNativeDay(which: Which, day: string) {
    const time = which === 'arrival' ? state.arrivalTime : state.departureTime;
    update(withSelection(state, raisePastArrival(changeSelectionDay(state, which, day || null, time), new Date())));
  }

  function pickTime(which: Which, time: string) {
    if (!TIME_SLOTS.includes(time)) return;
    // Held, and the popover closed by that press: the range is completed at this time, once.
    const complete = timeHeld.current !== null && !isOpen.current;
    timeHeld.current = null;
    const date = which === 'arrival' ? state.arrival : state.departure;
    const next = date
      ? withSelection(state, changeSelectionTime(state, which, time))
      : which === 'arrival'
        ? { ...state, arrivalTime: time }
        : { ...state, departureTime: time };
    update(complete ? completed(next) : next);
  }

  // A time select pressed (main button) while the popover is open on half a range: the close that press
  // causes (Radix closes on the click, once the select has the focus) leaves the completion to the select,
  // so the range is completed once, at the time then chosen or, left unchanged, when the select loses the
  // focus — not first at the old time and then again. A press that ends otherwise (a cancelled touch, the
  // popover still open) lets go: the popover's own close completes the range.
  function holdForTime(event: PointerEvent<HTMLSelectElement>) {
    if (event.button === 0 && isOpen.current && state.arrival && !state.departure)
      timeHeld.current = event.currentTarget;
  }
  function letGoTime() {
    timeHeld.current = null;
  }
  function releaseTime() {
    if (!timeHeld.current) return;
    timeHeld.current = null;
    if (!isOpen.current) completeHalfRange();
  }

  /**
   * A range left with only its arrival is completed (`completeRange`: arrival + 7 days at the departure
   * time shown), so the fields never show half a stay while the page goes on with another (the checkout's
   * summary and price, the listing's results) — unless that week holds an unavailable day: then the
   * departure stays to be picked.
   */
  function completed(base: PickerState): PickerState {
    if (!base.arrival || base.departure) return base;
    const range = completeRange(base, base.departureTime);
    if (!range.departure || rangeHasUnavailableDay(dateKey(base.arrival), dateKey(range.departure), unavailable))
      return base;
    return withSelection(base, range);
  }
  function completeHalfRange() {
    const next = completed(state);
    if (next !== state) update(next);
  }

  /** Opens or closes the popover; closed (Escape, a click elsewhere, 'Zamknij', a trigger) half-way, the range is completed. */
  function changeOpen(next: boolean) {
    if (next === isOpen.current) return;
    setOpen(next);
    // Closed by a press on a time select, which now has the focus: the select completes the range.
    if (!next && timeHeld.current !== null && timeHeld.current === document.activeElement) return;
    timeHeld.current = null;
    if (!next) completeHalfRange();
  }

  // The inline calendar (the listing's sidebar) is hidden with its panel: collapsed half-way, the same.
  const wasInlineOpen = useRef(inlineOpen);
  useEffect(() => {
    if (wasInlineOpen.current && !inlineOpen) completeHalfRange();
    wasInlineOpen.current = inlineOpen;
  }, [inlineOpen]);

  /** A trigger toggles the popover; the one that opened it gets the focus back when it closes. */
  function toggleFrom(which: Which) {
    openedBy.current = which;
    changeOpen(!isOpen.current);
  }

  /** After the popover closed: focus left in the void (Escape, a picked range) returns to its trigger. */
  function refocusTrigger() {
    const active = document.activeElement;
    if (!active || active === document.body) triggers[openedBy.current].current?.focus();
  }

  /** Times offered in the selects (spec §5); every slot while the server renders the no-JS form. */
  function timeOptions(which: Which, hydrated: boolean, now: Date): readonly TimeOfDay[] {
    if (!hydrated) return TIME_SLOTS;
    if (which === 'arrival') return state.arrival ? arrivalTimeOptions(dateKey(state.arrival), now) : TIME_SLOTS;
    return state.arrival && state.departure
      ? departureTimeOptions(state.arrival, dateKey(state.departure))
      : TIME_SLOTS;
  }

  /** The end of the range the next calendar click sets (highlighted while the calendar is open). */
  const nextPick: Which = state.arrival && !state.departure ? 'departure' : 'arrival';

  return {
    state,
    unavailable,
    open,
    setOpen: changeOpen,
    nextPick,
    triggers,
    attachRoot,
    pickDay,
    pickNativeDay,
    pickTime,
    holdForTime,
    letGoTime,
    releaseTime,
    toggleFrom,
    refocusTrigger,
    timeOptions,
  };
}
