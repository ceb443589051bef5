import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { ChevronDownIcon } from './icons';

/** The look of a form control (input, select, date button) minus its height. */
export const FIELD_BASE =
  'rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs transition-colors focus-visible:border-blue-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-700 sm:text-sm';

/** A form control at the standard 44 px height (a comfortable touch target). */
export const FIELD = `h-11 ${FIELD_BASE}`;

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** A decorative icon inside the control, on the left. */
  icon?: ReactNode;
  /** Tighter icon and arrow insets, for narrow selects such as a time of day. */
  dense?: boolean;
  /** Classes of the wrapper (width, margins, alignment). */
  wrapperClassName?: string;
}

/**
 * A native `<select>` (it works without JS and uses the phone's own picker) drawn like the other
 * fields: the browser's arrow is replaced by the site's chevron, with an optional icon on the left.
 * `className` styles the select itself (pass `FIELD` or your own look).
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { icon, dense = false, wrapperClassName = '', className = '', children, defaultValue, ...props },
  ref,
) {
  // A form posted with one field twice (a hand-made request) comes back from Conform with a list of
  // values; a single select shows the first (a list is for `multiple`).
  const initial = !props.multiple && typeof defaultValue === 'object' ? defaultValue[0] : defaultValue;
  const iconInset = dense ? 'left-2.5' : 'left-3';
  const arrowInset = dense ? 'right-2' : 'right-3';
  const padding = `${icon ? (dense ? 'pl-8' : 'pl-10') : ''} ${dense ? 'pr-7' : 'pr-9'}`;
  return (
    <div className={`relative ${wrapperClassName}`}>
      {icon ? (
        <span className={`pointer-events-none absolute top-1/2 ${iconInset} flex -translate-y-1/2 text-slate-500`}>
          {icon}
        </span>
      ) : null}
      <select
        ref={ref}
        {...props}
        defaultValue={initial}
        className={`w-full min-w-0 cursor-pointer appearance-none truncate ${className} ${padding}`}
      >
        {children}
      </select>
      <ChevronDownIcon
        className={`pointer-events-none absolute top-1/2 ${arrowInset} size-4 -translate-y-1/2 text-slate-500`}
      />
    </div>
  );
});
