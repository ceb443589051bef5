import { useState } from 'react';
import { formatDisplayDate, formatDisplayTime } from '~/lib/dates';
import { ChevronDownIcon } from '~/components/ui/icons';
import { parseIsoDateTime } from '../../../core/warsaw-time';
import { StayPicker, type StayValue } from './stay-fields';

/**
 * Spec §2 sidebar: a collapsible summary 'Przyjazd / Wyjazd' with the dates and times that expands
 * into the inline picker. A `<details>` element, so it toggles without JS too.
 */
export function SidebarStay({ stay, onChange }: { stay: StayValue; onChange: (stay: StayValue) => void }) {
  const [isOpen, setOpen] = useState(false);
  const arrival = parseIsoDateTime(stay.arrivalAt);
  const departure = parseIsoDateTime(stay.departureAt);
  return (
    <details
      open={isOpen}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group rounded-lg border border-slate-300"
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-3 py-2.5 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 [&::-webkit-details-marker]:hidden">
        <span className="min-w-0">
          <span className="block text-sm font-semibold text-slate-900">Przyjazd / Wyjazd</span>
          <span className="mt-0.5 block text-sm text-slate-700 tabular-nums">
            {formatDisplayDate(arrival)} {formatDisplayTime(arrival)}
            <span aria-hidden="true"> → </span>
            <span className="sr-only"> – </span>
            {formatDisplayDate(departure)} {formatDisplayTime(departure)}
          </span>
        </span>
        <ChevronDownIcon className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180" />
      </summary>
      <div className="border-t border-slate-200 p-2">
        <StayPicker
          arrivalAt={stay.arrivalAt}
          departureAt={stay.departureAt}
          onChange={onChange}
          layout="stacked"
          calendar="inline"
          inlineOpen={isOpen}
          numberOfMonths={1}
        />
      </div>
    </details>
  );
}
