import { Form } from '@remix-run/react';
import { type ListingPageData, type ListingSortValue, SORT_OPTIONS, SORT_VALUES } from '~/lib/listing-query';
import { FIELD_BASE, Select } from '~/components/ui/select';
import { airportPath } from '~/lib/site-paths';

/**
 * Spec §2 sort dropdown as a GET form: with JS a change applies at once and the button is hidden;
 * without JS 'Sortuj' submits it. The current filters and dates ride along as hidden fields.
 */
export function SortForm({
  data,
  idPrefix,
  isHydrated,
  onSortChange,
}: {
  data: ListingPageData;
  idPrefix: string;
  isHydrated: boolean;
  onSortChange: (sort: ListingSortValue) => void;
}) {
  const { query, airport } = data;
  const selectId = `${idPrefix}-sort`;
  return (
    <Form
      method="get"
      action={airportPath(airport.slug)}
      preventScrollReset
      className="flex min-w-0 flex-1 items-center justify-end gap-2 md:flex-none"
    >
      <input type="hidden" name="arrivalAt" value={query.arrivalAt} />
      <input type="hidden" name="departureAt" value={query.departureAt} />
      {query.filters.map((value) => (
        <input key={value} type="hidden" name="filters" value={value} />
      ))}
      <label htmlFor={selectId} className="shrink-0 text-sm font-medium text-slate-700 max-[359px]:sr-only">
        Sortuj:
      </label>
      <Select
        id={selectId}
        name="sort"
        key={query.sort}
        defaultValue={query.sort}
        onChange={(event) => {
          const value = SORT_VALUES.find((sort) => sort === event.currentTarget.value);
          if (value && isHydrated) onSortChange(value);
        }}
        wrapperClassName="min-w-0 flex-1 md:w-48 md:flex-none"
        className={`h-10 font-medium ${FIELD_BASE}`}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      <button
        type="submit"
        className={`${isHydrated ? 'hidden' : 'inline-flex'} h-10 shrink-0 items-center rounded-lg border border-blue-700 bg-white px-3 text-sm font-semibold text-blue-700 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700`}
      >
        Sortuj
      </button>
    </Form>
  );
}
