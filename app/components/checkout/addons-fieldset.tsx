import { getCollectionProps } from '@conform-to/react';
import type { CheckoutAddonView } from '~/lib/checkout-view';
import { formatPrice } from '~/lib/format';
import { addonNotApplicableReason, addonQuantity, type AddonBooking } from '../../../core/addons';
import { CHECKBOX_CLASS, type CheckoutFields, FormSection } from './form-section';

/**
 * Spec §2 'Usługi dodatkowe': a checkbox per addon with its name, description, price and basis. An addon
 * this booking would buy none of (core/addons.ts: its quantity is 0) is shown disabled and unticked with the
 * reason — a disabled checkbox is not posted, so it never reaches the offer.
 */
export function AddonsFieldset({
  field,
  addons,
  booking,
}: {
  field: CheckoutFields['addons'];
  addons: CheckoutAddonView[];
  booking: AddonBooking;
}) {
  return (
    <FormSection legend="Usługi dodatkowe">
      <div className="clear-both pt-4">
        {addons.length === 0 ? (
          <p className="text-sm text-slate-600">Ten parking nie oferuje usług dodatkowych.</p>
        ) : (
          <ul className="space-y-3">
            {getCollectionProps(field, { type: 'checkbox', options: addons.map((a) => a.id) }).map(
              ({ key, ...props }, index) => {
                const addon = addons[index];
                const applies = addonQuantity(addon, booking) > 0;
                const reasonId = `${props.id}-reason`;
                // Remounted when it stops (or starts) applying: one that no longer applies shows unticked, as
                // it is not posted, instead of ticked and out of reach.
                return (
                  <li key={`${key}-${applies ? 'on' : 'off'}`}>
                    <label
                      className={`flex items-start gap-3 rounded-lg border border-slate-200 p-3 transition ${
                        applies
                          ? 'cursor-pointer hover:border-blue-300 has-[:checked]:border-blue-600 has-[:checked]:bg-blue-50/50'
                          : 'cursor-not-allowed bg-slate-50'
                      }`}
                    >
                      <input
                        {...props}
                        defaultChecked={applies && props.defaultChecked}
                        disabled={!applies}
                        aria-describedby={applies ? undefined : reasonId}
                        className={CHECKBOX_CLASS}
                      />
                      <span className="min-w-0 flex-1">
                        <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                          <span className={`font-semibold ${applies ? 'text-slate-900' : 'text-slate-600'}`}>
                            {addon.name}
                          </span>
                          <span className="text-sm font-semibold text-slate-900">
                            {formatPrice(addon.price, addon.currency)}{' '}
                            <span className="font-normal text-slate-600">{addon.basis}</span>
                          </span>
                        </span>
                        {addon.description ? (
                          <span className="mt-0.5 block text-sm text-slate-600">{addon.description}</span>
                        ) : null}
                        {applies ? null : (
                          <span id={reasonId} className="mt-1 block text-sm font-medium text-slate-700">
                            {addonNotApplicableReason(addon)}
                          </span>
                        )}
                      </span>
                    </label>
                  </li>
                );
              },
            )}
          </ul>
        )}
      </div>
    </FormSection>
  );
}
