import { Form, Link } from '@remix-run/react';
import { DEFAULT_SORT, filterKindOf, type FilterOptionView, type ListingPageData } from '~/lib/listing-query';
import { FIELD, Select } from '~/components/ui/select';
import { airportPath } from '~/lib/site-paths';

export interface FilterPanelProps {
  data: ListingPageData;
  /** Makes element ids unique: the panel is rendered in the sidebar, the no-JS disclosure and the drawer. */
  idPrefix: string;
  selected: readonly string[];
  isHydrated: boolean;
  resetHref: string;
  onToggle: (value: string) => void;
  onAirportChange: (airportSlug: string) => void;
}

const FIELD_FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

/**
 * The filter panel (spec §2): airport selector, 'Typ usługi' and 'Udogodnienia' checkboxes, reset.
 * It is a GET form: without JS 'Pokaż wyniki' submits it (checked boxes as repeated `filters`
 * values); with JS each change is applied by the page after the 300 ms debounce and the button is
 * hidden. Booking options are a filter kind without checkboxes, so active ones ride along hidden.
 */
export function FilterPanel({
  data,
  idPrefix,
  selected,
  isHydrated,
  resetHref,
  onToggle,
  onAirportChange,
}: FilterPanelProps) {
  const { query, airport, airports, filters } = data;
  const hiddenBookingFilters = selected.filter((value) => filterKindOf(value) === 'booking');
  const airportSelectId = `${idPrefix}-airport`;

  return (
    <Form method="get" action={airportPath(airport.slug)} preventScrollReset className="space-y-6">
      <input type="hidden" name="arrivalAt" value={query.arrivalAt} />
      <input type="hidden" name="departureAt" value={query.departureAt} />
      {query.sort !== DEFAULT_SORT ? <input type="hidden" name="sort" value={query.sort} /> : null}
      {hiddenBookingFilters.map((value) => (
        <input key={value} type="hidden" name="filters" value={value} />
      ))}

      <div>
        <label htmlFor={airportSelectId} className="mb-1.5 block text-sm font-semibold text-slate-900">
          Lotnisko
        </label>
        <Select
          id={airportSelectId}
          name="airport"
          key={airport.code}
          defaultValue={airport.code}
          onChange={(event) => {
            const next = airports.find((candidate) => candidate.code === event.currentTarget.value);
            if (next && isHydrated) onAirportChange(next.slug);
          }}
          className={FIELD}
        >
          {/* The name alone: with its code the longer names do not fit the sidebar's width. */}
          {airports.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </Select>
      </div>

      {filters.status === 'error' ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm">
          <p className="font-semibold text-red-800">Nie udało się załadować filtrów</p>
          <p className="mt-0.5 text-red-700">Spróbuj odświeżyć stronę</p>
        </div>
      ) : filters.serviceTypes.length === 0 && filters.securityFeatures.length === 0 ? (
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-600">Brak dostępnych filtrów</p>
      ) : (
        <>
          <CheckboxGroup
            title="Typ usługi"
            idPrefix={`${idPrefix}-service`}
            options={filters.serviceTypes}
            selected={selected}
            onToggle={onToggle}
          />
          <CheckboxGroup
            title="Udogodnienia"
            idPrefix={`${idPrefix}-security`}
            options={filters.securityFeatures}
            selected={selected}
            onToggle={onToggle}
          />
        </>
      )}

      {/* Without JS the button is the way to apply the filters: it stays in view at the bottom of the
          sidebar's scrolling box (and of the screen while the mobile panel is open), not below the list. */}
      <div className={`flex flex-col gap-2 ${isHydrated ? '' : 'sticky bottom-0 -mx-1 bg-white px-1 py-2'}`}>
        <button
          type="submit"
          className={`${isHydrated ? 'hidden' : ''} rounded-lg bg-blue-700 px-4 py-2.5 font-semibold text-white hover:bg-blue-800 ${FIELD_FOCUS}`}
        >
          Pokaż wyniki
        </button>
        <Link
          to={resetHref}
          preventScrollReset
          className={`rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-center text-sm font-semibold text-slate-800 hover:bg-slate-50 ${FIELD_FOCUS}`}
        >
          Wyczyść filtry
        </Link>
      </div>
    </Form>
  );
}

function CheckboxGroup({
  title,
  idPrefix,
  options,
  selected,
  onToggle,
}: {
  title: string;
  idPrefix: string;
  options: FilterOptionView[];
  selected: readonly string[];
  onToggle: (value: string) => void;
}) {
  if (options.length === 0) return null;
  return (
    <fieldset>
      <legend className="mb-2">
        <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      </legend>
      <ul className="space-y-1">
        {options.map((option) => {
          const id = `${idPrefix}-${option.value}`;
          return (
            <li key={option.value}>
              <label
                htmlFor={id}
                className="flex cursor-pointer items-center gap-3 rounded-md px-1 py-1.5 text-sm text-slate-800 hover:bg-slate-50"
              >
                <input
                  id={id}
                  type="checkbox"
                  name="filters"
                  value={option.value}
                  checked={selected.includes(option.value)}
                  onChange={() => onToggle(option.value)}
                  className="h-4.5 w-4.5 shrink-0 rounded border-slate-400 accent-blue-700"
                />
                {option.label}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** Spec §4 filter panel loading state. */
export function FilterSkeleton() {
  return (
    <div aria-hidden="true" className="animate-pulse space-y-6">
      <div className="space-y-2">
        <div className="h-4 w-20 rounded bg-slate-200" />
        <div className="h-10 rounded-lg bg-slate-200" />
      </div>
      {[4, 6].map((rows, group) => (
        <div key={group} className="space-y-3">
          <div className="h-4 w-28 rounded bg-slate-200" />
          {Array.from({ length: rows }, (_, i) => (
            <div key={i} className="flex items-center gap-3">
              <div className="h-4 w-4 rounded bg-slate-200" />
              <div className="h-3.5 rounded bg-slate-200" style={{ width: `${50 + ((i * 17) % 40)}%` }} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
