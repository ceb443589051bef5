// Loaded with React.lazy only when the traveller opens the date picker: react-day-picker and its
// stylesheet are not part of any page's initial download.
import { type ReactNode, useEffect, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { pl } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import './calendar.css';
import { type DateKey, dateKey, TIME_ZONE } from '../../../core/warsaw-time';

export interface RangeCalendarProps {
  arrival: Date | null;
  departure: Date | null;
  /** Today in Warsaw; earlier days are disabled (spec §5). */
  today: DateKey;
  unavailableDays: ReadonlySet<DateKey>;
  onDayClick: (day: DateKey) => void;
  /** Default: 2 at ≥ 768 px, 1 below (spec §5). */
  numberOfMonths?: 1 | 2;
  /** Smaller day cells for a narrow column (the sidebar's inline picker). */
  compact?: boolean;
  /** What a stand-in shows when this module cannot be loaded (the native date inputs). */
  fallback?: ReactNode;
}

const DESKTOP_QUERY = '(min-width: 768px)';

function useIsDesktop(): boolean {
  const [isDesktop, setDesktop] = useState(() => window.matchMedia(DESKTOP_QUERY).matches);
  useEffect(() => {
    const query = window.matchMedia(DESKTOP_QUERY);
    const update = () => setDesktop(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return isDesktop;
}

export default function RangeCalendar({
  arrival,
  departure,
  today,
  unavailableDays,
  onDayClick,
  numberOfMonths,
  compact = false,
}: RangeCalendarProps) {
  const isDesktop = useIsDesktop();
  const months = numberOfMonths ?? (isDesktop ? 2 : 1);
  return (
    <DayPicker
      mode="range"
      locale={pl}
      weekStartsOn={1}
      timeZone={TIME_ZONE}
      numberOfMonths={months}
      defaultMonth={arrival ?? undefined}
      // An arrival without departure yet shows as a one-day range, so the picked day is filled in.
      selected={arrival ? { from: arrival, to: departure ?? arrival } : undefined}
      // The selection rules are the spec's (clickRangeDay), not the library's: only the clicked day matters.
      onSelect={(_range, clicked) => onDayClick(dateKey(clicked))}
      disabled={(day: Date) => {
        const key = dateKey(day);
        return key < today || unavailableDays.has(key);
      }}
      modifiers={{ unavailable: (day: Date) => unavailableDays.has(dateKey(day)) }}
      modifiersClassNames={{ unavailable: 'parkolot-unavailable' }}
      className={compact ? 'parkolot-calendar parkolot-calendar--compact' : 'parkolot-calendar'}
    />
  );
}
