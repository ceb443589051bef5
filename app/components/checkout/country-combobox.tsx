import { getSelectProps, useInputControl, type FieldMetadata } from '@conform-to/react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useEnhancedAfterHydration } from '~/components/ui/use-enhanced-after-hydration';
import { CONTROL_CLASS } from '~/components/ui/form-field';
import { CheckIcon, ChevronDownIcon } from '~/components/ui/icons';
import { Select } from '~/components/ui/select';
import {
  COUNTRIES,
  NO_COUNTRY_MATCH,
  countryByLabel,
  countryByValue,
  filterCountries,
  type Country,
} from '~/lib/countries';

const PLACEHOLDER = 'Wybierz kraj';

interface CountryComboboxProps {
  field: FieldMetadata<string>;
  className?: string;
}

/**
 * The invoice country control. Before hydration (and without JS) it is a native `<select>`; once
 * hydrated it becomes a searchable ARIA 1.2 combobox that submits the same slug under the same name.
 * The caller renders the `<label htmlFor={field.id}>` and the error message (`field.errorId`).
 */
export function CountryCombobox({ field, className = '' }: CountryComboboxProps) {
  const isHydrated = useEnhancedAfterHydration();
  if (!isHydrated) return <NativeCountrySelect field={field} className={className} />;
  // A separate component so useInputControl attaches to the hidden input only once it exists, and a
  // Conform reset (new field key) starts the typed text afresh.
  return <SearchableCountryCombobox key={field.key} field={field} className={className} />;
}

function NativeCountrySelect({ field, className }: Required<CountryComboboxProps>) {
  // The key remounts the uncontrolled select when Conform resets the field.
  const { key, ...selectProps } = getSelectProps(field);
  return (
    <Select
      key={key}
      {...selectProps}
      autoComplete="country-name"
      wrapperClassName={className}
      className={CONTROL_CLASS}
    >
      <option value="">{PLACEHOLDER}</option>
      {COUNTRIES.map((country) => (
        <option key={country.value} value={country.value}>
          {country.label}
        </option>
      ))}
    </Select>
  );
}

function SearchableCountryCombobox({ field, className }: Required<CountryComboboxProps>) {
  const control = useInputControl(field);
  const selected = countryByValue(control.value);
  const [text, setText] = useState(selected?.label ?? '');
  // While the input still shows the chosen label the whole list is offered, not just that one country.
  const [isFiltering, setIsFiltering] = useState(false);
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  // Conform validates on a blur of the hidden input; it is dispatched from an effect so that the value
  // chosen on leaving the field has reached the hidden input first.
  const [blurCount, setBlurCount] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxRef = useRef<HTMLUListElement>(null);
  const { blur: dispatchBlur } = control;

  const listboxId = `${field.id}-listbox`;
  const optionId = (country: Country) => `${field.id}-option-${country.value}`;
  const results: readonly Country[] = useMemo(
    () => (isFiltering ? filterCountries(text) : COUNTRIES),
    [isFiltering, text],
  );
  const activeCountry = isOpen ? results[activeIndex] : undefined;
  const activeOptionId = activeCountry ? optionId(activeCountry) : undefined;
  const hasErrors = Boolean(field.errors && field.errors.length > 0);

  useEffect(() => {
    if (blurCount > 0) dispatchBlur();
  }, [blurCount, dispatchBlur]);

  // Scrolls only the listbox (scrollIntoView would also move the page) to keep the active option in view.
  useEffect(() => {
    const listbox = listboxRef.current;
    const option = activeOptionId ? document.getElementById(activeOptionId) : null;
    if (!listbox || !option) return;
    if (option.offsetTop < listbox.scrollTop) {
      listbox.scrollTop = option.offsetTop;
    } else if (option.offsetTop + option.offsetHeight > listbox.scrollTop + listbox.clientHeight) {
      listbox.scrollTop = option.offsetTop + option.offsetHeight - listbox.clientHeight;
    }
  }, [activeOptionId]);

  /** Opens the list with the chosen country active, or else the first / last / no option. */
  function open(fallback: 'first' | 'last' | 'none') {
    const selectedIndex = selected ? results.findIndex((country) => country.value === selected.value) : -1;
    setIsOpen(true);
    if (selectedIndex >= 0) setActiveIndex(selectedIndex);
    else if (fallback === 'first' && results.length > 0) setActiveIndex(0);
    else if (fallback === 'last') setActiveIndex(results.length - 1);
    else setActiveIndex(-1);
  }

  function close() {
    setIsOpen(false);
    setActiveIndex(-1);
  }

  function pick(country: Country) {
    control.change(country.value);
    setText(country.label);
    setIsFiltering(false);
    close();
  }

  function handleTextChange(nextText: string) {
    setText(nextText);
    setIsFiltering(true);
    setIsOpen(true);
    setActiveIndex(-1);
    if (listboxRef.current) listboxRef.current.scrollTop = 0;
    // Spec: the choice is cleared once the text no longer matches its label; typing a full name counts as choosing it.
    const typed = countryByLabel(nextText);
    const nextValue = typed?.value ?? '';
    if (nextValue !== (control.value ?? '')) control.change(nextValue);
  }

  function handleBlur() {
    close();
    const chosen = countryByValue(control.value);
    if (chosen) {
      setText(chosen.label);
      setIsFiltering(false);
    }
    setBlurCount((count) => count + 1);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown': {
        event.preventDefault();
        if (!isOpen) open(event.altKey ? 'none' : 'first');
        else if (results.length > 0) setActiveIndex((index) => (index + 1) % results.length);
        break;
      }
      case 'ArrowUp': {
        event.preventDefault();
        if (!isOpen) open(event.altKey ? 'none' : 'last');
        else if (event.altKey) close();
        else if (results.length > 0) setActiveIndex((index) => (index <= 0 ? results.length - 1 : index - 1));
        break;
      }
      case 'Enter': {
        // Only an active option is taken; otherwise Enter keeps its native meaning (submit the form).
        if (activeCountry) {
          event.preventDefault();
          pick(activeCountry);
        }
        break;
      }
      case 'Escape': {
        if (isOpen) {
          event.preventDefault();
          close();
        } else if (text !== '') {
          // Escape on a closed list empties the field (ARIA APG combobox pattern).
          event.preventDefault();
          handleTextChange('');
          setIsOpen(false);
        }
        break;
      }
      default:
        break;
    }
  }

  return (
    <div className={`relative ${className}`}>
      <input type="hidden" name={field.name} form={field.formId} value={control.value ?? ''} />
      <input
        ref={inputRef}
        id={field.id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isOpen}
        aria-controls={listboxId}
        aria-activedescendant={activeOptionId}
        aria-invalid={hasErrors || undefined}
        aria-describedby={hasErrors ? field.errorId : undefined}
        aria-required={field.required || undefined}
        autoComplete="off"
        autoCapitalize="words"
        spellCheck={false}
        placeholder={PLACEHOLDER}
        value={text}
        onChange={(event) => handleTextChange(event.target.value)}
        onKeyDown={handleKeyDown}
        onFocus={() => control.focus()}
        onBlur={handleBlur}
        onClick={() => {
          if (!isOpen) open('none');
        }}
        className={`${CONTROL_CLASS} pr-10`}
      />
      <button
        type="button"
        tabIndex={-1}
        aria-label="Pokaż listę krajów"
        aria-controls={listboxId}
        aria-expanded={isOpen}
        // Keeps focus (and the caret) in the input, so this click is not a blur.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => {
          if (isOpen) {
            close();
          } else {
            inputRef.current?.focus();
            open('none');
          }
        }}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-slate-500"
      >
        <ChevronDownIcon className={`size-4 transition-transform ${isOpen ? 'rotate-180' : ''}`} />
      </button>
      <ul
        ref={listboxRef}
        id={listboxId}
        role="listbox"
        aria-label="Kraje"
        hidden={!isOpen}
        // Clicking an option or the scrollbar must not take focus from the input.
        onMouseDown={(event) => event.preventDefault()}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-64 overflow-y-auto overscroll-contain rounded-lg border border-slate-200 bg-white py-1 text-base shadow-lg sm:text-sm"
      >
        {results.length === 0 ? (
          <li
            id={`${field.id}-no-match`}
            role="option"
            aria-disabled="true"
            aria-selected="false"
            className="px-3 py-2.5 text-slate-600"
          >
            {NO_COUNTRY_MATCH}
          </li>
        ) : (
          results.map((country, index) => {
            const isActive = index === activeIndex;
            const isChosen = country.value === selected?.value;
            return (
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- keys stay in the input (handleKeyDown, aria-activedescendant)
              <li
                key={country.value}
                id={optionId(country)}
                role="option"
                aria-selected={isActive}
                onMouseMove={() => {
                  if (!isActive) setActiveIndex(index);
                }}
                onClick={() => pick(country)}
                className={`flex cursor-pointer items-center justify-between gap-2 px-3 py-2.5 ${
                  isActive ? 'bg-blue-50 text-blue-900' : 'text-slate-900'
                } ${isChosen ? 'font-semibold' : ''}`}
              >
                <span className="truncate">{country.label}</span>
                {isChosen ? <CheckIcon className="size-4 shrink-0 text-blue-700" /> : null}
              </li>
            );
          })
        )}
      </ul>
    </div>
  );
}
