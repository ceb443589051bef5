import { getInputProps } from '@conform-to/react';
import { useEffect, useRef } from 'react';
import { CONTROL_CLASS, FieldError } from '~/components/ui/form-field';
import { CarIcon, CloseIcon } from '~/components/ui/icons';
import { PLATES_MAX } from '~/lib/schemas/checkout';
import { type CheckoutFields, type CheckoutFormMetadata, FormSection } from './form-section';

interface VehiclesFieldsetProps {
  form: CheckoutFormMetadata;
  licensePlates: CheckoutFields['licensePlates'];
  /** A vehicle was added or removed (the list changes without a change event). */
  onListChange: () => void;
}

/**
 * Spec §2 'Pojazd': one plate per vehicle, up to PLATES_MAX; 'Dodaj kolejny pojazd' adds one, a
 * remove button shows from two on. Conform's list buttons submit the form, so this works without JS.
 */
export function VehiclesFieldset({ form, licensePlates, onListChange }: VehiclesFieldsetProps) {
  const plates = licensePlates.getFieldList();
  // With JS the list changes in place: the focus goes to the plate added, or to the one that took the
  // removed one's place (the last, when the last was removed), not to the page's start.
  const focusAfterChange = useRef<number | 'last' | null>(null);
  const plateIds = plates.map((plate) => plate.id);
  useEffect(() => {
    const wanted = focusAfterChange.current;
    if (wanted === null) return;
    focusAfterChange.current = null;
    const index = wanted === 'last' ? plateIds.length - 1 : Math.min(wanted, plateIds.length - 1);
    document.getElementById(plateIds[index] ?? '')?.focus();
  }, [plateIds.length]); // eslint-disable-line react-hooks/exhaustive-deps -- only a change of the list's length moves the focus
  return (
    <FormSection legend="Pojazd">
      <ul className="clear-both space-y-3 pt-4">
        {plates.map((plate, index) => (
          // Conform keys a plate only once the list was changed in the browser; until then its name is as good.
          <li key={plate.key ?? plate.name}>
            <label htmlFor={plate.id} className="block text-sm font-semibold text-slate-900">
              Tablica rejestracyjna{plates.length > 1 ? ` – pojazd ${index + 1}` : ''}
            </label>
            <div className="mt-1.5 flex gap-2">
              <span className="relative min-w-0 flex-1">
                <CarIcon className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500" />
                <input
                  {...getInputProps(plate, { type: 'text' })}
                  // No autocomplete="off": it also stops the browser restoring the typed plate when the
                  // traveller comes Back from the payment page (without JS nothing else restores it).
                  autoCapitalize="characters"
                  maxLength={15}
                  placeholder="np. WA 12345"
                  className={`${CONTROL_CLASS} pl-9 uppercase placeholder:normal-case`}
                />
              </span>
              {plates.length > 1 ? (
                <button
                  {...form.remove.getButtonProps({ name: licensePlates.name, index })}
                  onClick={() => {
                    focusAfterChange.current = index;
                    onListChange();
                  }}
                  aria-label={`Usuń pojazd ${index + 1}`}
                  className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg border border-slate-300 text-slate-600 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
                >
                  <CloseIcon className="h-4 w-4" />
                </button>
              ) : null}
            </div>
            <FieldError id={plate.errorId} errors={plate.errors} />
          </li>
        ))}
      </ul>
      <FieldError id={licensePlates.errorId} errors={licensePlates.errors} />
      {plates.length < PLATES_MAX ? (
        <button
          {...form.insert.getButtonProps({ name: licensePlates.name, defaultValue: '' })}
          onClick={() => {
            focusAfterChange.current = 'last';
            onListChange();
          }}
          className="mt-3 text-sm font-semibold text-blue-700 hover:underline"
        >
          Dodaj kolejny pojazd
        </button>
      ) : null}
    </FormSection>
  );
}
