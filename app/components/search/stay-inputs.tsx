// The date input and the time select of one end of the stay, as the no-JS form has them.
import type { PointerEvent } from 'react';
import { formatDisplayTime } from '~/lib/dates';
import { type DateKey, dateKey, type TimeOfDay } from '../../../core/warsaw-time';
import { ClockIcon } from '~/components/ui/icons';
import { FIELD, Select } from '~/components/ui/select';

export interface NativeDateProps {
  id: string;
  label: string;
  /** When given, the visible label above is this id (the field is the group's label). */
  labelId?: string;
  name: string | undefined;
  value: Date | null;
  min: DateKey;
  onChange: (day: string) => void;
}

export function NativeDate({ id, label, labelId, name, value, min, onChange }: NativeDateProps) {
  return (
    <div className="flex min-w-0 flex-col @min-[17.25rem]:flex-1 sm:@min-[16.5rem]:flex-1">
      <label id={labelId} htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
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

export interface TimeSelectProps {
  id: string;
  label: string;
  name: string;
  value: TimeOfDay | null;
  options: readonly TimeOfDay[];
  onChange: (value: string) => void;
  /** Pressed (before the browser's list opens), the press cancelled, left: the stay picker's hold. */
  onPointerDown?: (event: PointerEvent<HTMLSelectElement>) => void;
  onPointerCancel?: () => void;
  onBlur?: () => void;
  /** Without JS the date field's label sits above the date only: push the select down to align. */
  alignBottom: boolean;
}

export function TimeSelect({
  id,
  label,
  name,
  value,
  options,
  onChange,
  onPointerDown,
  onPointerCancel,
  onBlur,
  alignBottom,
}: TimeSelectProps) {
  // A value the rules no longer offer still shows, so the select never silently changes it.
  const shown = value && !options.includes(value) ? [value, ...options].sort() : options;
  return (
    // Date and time share a row when the field holds both: the date 'dd/mm/yyyy' with its icon, the
    // time 'HH:mm' between the clock and the arrow, whatever the font (17.25rem at the 16px phone
    // text size, 16.5rem at 14px from `sm` up). Narrower (the smallest phones), the time goes under.
    <div
      className={`w-full shrink-0 @min-[17.25rem]:w-[7.5rem] sm:@min-[16.5rem]:w-[7.5rem] ${alignBottom ? 'self-end' : ''}`}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Select
        id={id}
        name={name}
        value={value ?? ''}
        onChange={(event) => onChange(event.currentTarget.value)}
        onPointerDown={onPointerDown}
        onPointerCancel={onPointerCancel}
        onBlur={onBlur}
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
