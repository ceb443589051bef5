import { getInputProps } from '@conform-to/react';
import { Link } from '@remix-run/react';
import { FieldError } from '~/components/ui/form-field';
import { CHECKBOX_CLASS, type CheckoutFields, FormSection, LINK_CLASS } from './form-section';

interface ConsentsFieldsetProps {
  marketingConsent: CheckoutFields['marketingConsent'];
  privacyPolicyAccepted: CheckoutFields['privacyPolicyAccepted'];
  /** The parking's own terms; without them a tooltip says they are available on site (spec §2). */
  regulationsUrl: string | null;
}

/** Spec §2 'Zgody': marketing (optional); privacy policy, site terms and parking terms (required). */
export function ConsentsFieldset({ marketingConsent, privacyPolicyAccepted, regulationsUrl }: ConsentsFieldsetProps) {
  return (
    <FormSection legend="Zgody">
      <div className="clear-both space-y-4 pt-4 text-sm text-slate-700">
        <label className="flex items-start gap-3">
          <input {...getInputProps(marketingConsent, { type: 'checkbox' })} className={CHECKBOX_CLASS} />
          <span>
            Chcę otrzymywać informacje o promocjach i nowościach Parkolot{' '}
            <span className="text-slate-500">(opcjonalnie)</span>
          </span>
        </label>
        <div>
          <div className="flex items-start gap-3">
            <input {...getInputProps(privacyPolicyAccepted, { type: 'checkbox' })} className={CHECKBOX_CLASS} />
            <label htmlFor={privacyPolicyAccepted.id} className="relative">
              Akceptuję{' '}
              <Link to="/polityka-prywatnosci/" className={LINK_CLASS} target="_blank">
                politykę prywatności
              </Link>
              ,{' '}
              <Link to="/regulamin/" className={LINK_CLASS} target="_blank">
                regulamin serwisu
              </Link>{' '}
              oraz{' '}
              {regulationsUrl ? (
                <a href={regulationsUrl} className={LINK_CLASS} target="_blank" rel="noopener noreferrer">
                  regulamin parkingu
                </a>
              ) : (
                // Below the lg breakpoint the tooltip sits above the whole label, never wider than it: anchored
                // to these words, 224 px wide, it reaches past a narrow screen's edge wherever they wrap near
                // it (hidden, it still widens the page). In the wide form column it stays by the words.
                <span className="group/tip inline-block lg:relative">
                  {/* Focusable so keyboard users can reach the tooltip (focus shows it). Not a button: a button
                      inside a label that names the checkbox is invalid HTML (the Nu checker refuses it). */}
                  <span
                    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
                    tabIndex={0}
                    aria-describedby="parking-terms-tip"
                    className="cursor-help underline decoration-dotted underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
                  >
                    regulamin parkingu
                  </span>
                  <span
                    id="parking-terms-tip"
                    role="tooltip"
                    className="invisible absolute bottom-full left-0 z-10 mb-2 w-56 max-w-full rounded-lg lg:max-w-none bg-slate-900 px-3 py-2 text-xs text-white shadow-lg group-hover/tip:visible group-focus-within/tip:visible"
                  >
                    Regulamin parkingu jest dostępny na miejscu, w biurze parkingu.
                  </span>
                </span>
              )}
              .
            </label>
          </div>
          <FieldError id={privacyPolicyAccepted.errorId} errors={privacyPolicyAccepted.errors} />
        </div>
        <p className="text-slate-600">
          Masz pytania? Zajrzyj do{' '}
          <Link to="/faq/" className={LINK_CLASS}>
            FAQ
          </Link>{' '}
          lub przeczytaj,{' '}
          <Link to="/jak-to-dziala/" className={LINK_CLASS}>
            jak to działa
          </Link>
          .
        </p>
      </div>
    </FormSection>
  );
}
