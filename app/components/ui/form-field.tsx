import type { FieldMetadata, SubmissionResult } from '@conform-to/react';
import type { ReactNode } from 'react';
import { AlertCircleIcon } from '~/components/ui/icons';
import { useHeldWhilePressed } from '~/components/ui/use-held-while-pressed';
import { isHydrated } from '~/components/ui/use-enhanced-after-hydration';

/** Inputs, the select and the textarea share one look; the select adds its own arrow. */
export const CONTROL_CLASS =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-blue-700 focus:outline-none focus:ring-2 focus:ring-blue-700/30 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-red-700/20';
export const INPUT_CLASS = `mt-1.5 ${CONTROL_CLASS}`;

/**
 * A field's first message. One that appears (or goes) while a pointer is pressed — the press that
 * left the field — shows once the press is over, so the page does not move under the click.
 */
export function FieldError({ id, errors }: { id: string; errors: string[] | undefined }) {
  const message = useHeldWhilePressed(errors?.[0] ?? null, errors?.[0] ?? '');
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <AlertCircleIcon className="mt-0.5 h-4 w-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

export function Field({
  field,
  label,
  hint,
  optional = false,
  className = '',
  children,
}: {
  field: FieldMetadata<unknown>;
  /** Text, or text with a part for screen readers only (a short visible label inside a legend's group). */
  label: ReactNode;
  hint?: string;
  optional?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={field.id} className="block text-sm font-semibold text-slate-900">
        {label}
        {optional ? <span className="ml-1 font-normal text-slate-600">(opcjonalnie)</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={field.descriptionId} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

/**
 * After a rejected POST the page reloads at the top (without JS): this list, above the form, says
 * what to fix and links to each field (Conform's field ids are `{formId}-{name}`).
 */
export function ErrorSummary({
  lastResult,
  labels,
  formId,
  heading,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  labels: Record<string, string>;
  formId: string;
  heading: string;
}) {
  // In the form's order (the order of `labels`), not the order the server happened to check the fields in.
  const order = Object.keys(labels);
  const rank = (name: string) => {
    const at = order.indexOf(name);
    return at === -1 ? order.indexOf(name.replace(/\[\d+\]$/, '')) : at;
  };
  const itemIndex = (name: string) => Number(/\[(\d+)\]$/.exec(name)?.[1] ?? 0);
  const fields = Object.entries(lastResult?.error ?? {})
    .flatMap(([name, messages]) => {
      const label = labels[name] ?? labels[name.replace(/\[\d+\]$/, '')];
      return name && messages && messages.length > 0 && label ? [{ name, label, message: messages[0] }] : [];
    })
    .sort((a, b) => rank(a.name) - rank(b.name) || itemIndex(a.name) - itemIndex(b.name));
  if (fields.length === 0) return null;
  return (
    // Without JS the page arrives with it (a 400): the focus starts here, as JS moves it to the first field.
    <section
      role="alert"
      tabIndex={-1}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the answer to the traveller's own submit (GOV.UK's error summary)
      autoFocus={!isHydrated()}
      aria-labelledby={`${formId}-errors-heading`}
      className="rounded-xl border border-red-200 bg-red-50 p-5"
    >
      <h2 id={`${formId}-errors-heading`} className="font-semibold text-red-800">
        {heading}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-red-800">
        {fields.map((field) => (
          <li key={field.name}>
            {/* Percent-encoded: `[` and `]` (licensePlates[0]) may be in an id but not in a URL's fragment;
                the browser decodes the fragment before it looks for the field. */}
            <a
              href={`#${encodeURIComponent(`${formId}-${field.name}`)}`}
              className="font-medium underline underline-offset-2"
            >
              {field.label}
            </a>
            : {field.message}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The form's own messages (not a field's): what the server said about the whole submission. */
export function FormErrors({
  id,
  errors,
  className = '',
}: {
  id: string;
  errors: string[] | undefined;
  className?: string;
}) {
  if (!errors || errors.length === 0) return null;
  return (
    <div
      id={id}
      role="alert"
      className={`rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ${className}`.trimEnd()}
    >
      {errors.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </div>
  );
}
