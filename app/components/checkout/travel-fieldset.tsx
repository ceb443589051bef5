import { getSelectProps, getTextareaProps } from '@conform-to/react';
import { CONTROL_CLASS, Field, INPUT_CLASS } from '~/components/ui/form-field';
import { Select } from '~/components/ui/select';
import { ADULTS_MAX, ADULTS_MIN, CHILDREN_MAX, NOTES_MAX } from '~/lib/schemas/checkout';
import { type CheckoutFields, FormSection } from './form-section';

/** A number of people chosen from `min`…`max`. */
function CountField({
  field,
  label,
  min,
  max,
}: {
  field: CheckoutFields['adults'] | CheckoutFields['children'];
  label: string;
  min: number;
  max: number;
}) {
  return (
    <Field field={field} label={label}>
      <Select {...getSelectProps(field)} wrapperClassName="mt-1.5" className={CONTROL_CLASS}>
        {Array.from({ length: max - min + 1 }, (_, i) => i + min).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** Spec §2 'Dane podróży': adults 1–8, children 0–8, notes behind '+ dodaj uwagi'. */
export function TravelFieldset({ fields }: { fields: CheckoutFields }) {
  return (
    <FormSection legend="Dane podróży">
      <div className="clear-both grid grid-cols-2 gap-4 pt-4">
        <CountField field={fields.adults} label="Dorośli" min={ADULTS_MIN} max={ADULTS_MAX} />
        <CountField field={fields.children} label="Dzieci" min={0} max={CHILDREN_MAX} />
      </div>
      <details className="mt-4" open={Boolean(fields.notes.initialValue) || undefined}>
        <summary className="cursor-pointer text-sm font-semibold text-blue-700 hover:underline">+ dodaj uwagi</summary>
        <Field field={fields.notes} label="Uwagi do rezerwacji" optional className="mt-3">
          <textarea {...getTextareaProps(fields.notes)} rows={3} maxLength={NOTES_MAX} className={INPUT_CLASS} />
        </Field>
      </details>
    </FormSection>
  );
}
