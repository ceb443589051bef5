import { getCollectionProps } from '@conform-to/react';
import type { CheckoutAddonView } from '~/lib/checkout-view';
import { formatPrice } from '~/lib/format';
import { CHECKBOX_CLASS, type CheckoutFields, FormSection } from './form-section';

/** Spec §2 'Usługi dodatkowe': a checkbox per addon with its name, description, price and basis. */
export function AddonsFieldset({ field, addons }: { field: CheckoutFields['addons']; addons: CheckoutAddonView[] }) {
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
                return (
                  <li key={key}>
                    <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 transition hover:border-blue-300 has-[:checked]:border-blue-600 has-[:checked]:bg-blue-50/50">
                      <input {...props} className={CHECKBOX_CLASS} />
                      <span className="min-w-0 flex-1">
                        <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                          <span className="font-semibold text-slate-900">{addon.name}</span>
                          <span className="text-sm font-semibold text-slate-900">
                            {formatPrice(addon.price, addon.currency)}{' '}
                            <span className="font-normal text-slate-600">{addon.basis}</span>
                          </span>
                        </span>
                        {addon.description ? (
                          <span className="mt-0.5 block text-sm text-slate-600">{addon.description}</span>
                        ) : null}
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
