import type { DefaultValue } from '@conform-to/react';
import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { isHydrated } from '~/components/ui/use-enhanced-after-hydration';
import { useDebouncedCallback } from '~/components/ui/use-debounced-callback';
import { type CheckoutDraft, draftFromFormData, readCheckoutDraft, writeCheckoutDraft } from '~/lib/checkout-draft';
import { browserStorage } from '~/lib/stored-form';
import type { CheckoutFormInput } from '~/lib/schemas/checkout';

/** Typing is saved this long after the last change. */
const DRAFT_DEBOUNCE_MS = 500;

/**
 * Saves what the form holds as the draft (spec §3 `checkout_form_data`), read from its FormData; `.cancel()`
 * drops a save still waiting (the order is placed: the draft must not get the traveller's details back).
 */
export function useCheckoutDraft(formRef: RefObject<HTMLFormElement | null>, parkingId: string) {
  return useDebouncedCallback(() => {
    const element = formRef.current;
    if (element) writeCheckoutDraft(browserStorage(), parkingId, draftFromFormData(new FormData(element)));
  }, DRAFT_DEBOUNCE_MS);
}

const withoutUndefined = <T extends object>(value: T): Partial<T> => {
  const copy: Partial<T> = {};
  for (const key of Object.keys(value) as (keyof T)[]) {
    if (value[key] !== undefined) copy[key] = value[key];
  }
  return copy;
};

/**
 * The form's defaults with a draft typed earlier on top, or null when there is none to restore. The
 * draft lives in localStorage: while hydrating it is read in an effect (the server and the hydrating
 * render show the plain defaults), and the page renders again only when there is a draft; mounted after
 * hydration (a client-side navigation), the form opens with it. A page that opened with a POST's answer
 * already carries the typed values. The draft goes over the current defaults on every render, so new
 * loader data (another stay) is never paired with an earlier one's.
 */
export function useRestoredDraft(
  parkingId: string,
  defaults: DefaultValue<CheckoutFormInput>,
  openedWithAnswer: boolean,
): DefaultValue<CheckoutFormInput> | null {
  // Decided by the first render only: a later answer (a rejected submit) must not drop the draft.
  const [skip] = useState(openedWithAnswer);
  const readFor = useRef<string | null>(null);
  const [stored, setStored] = useState<{ parkingId: string; draft: CheckoutDraft } | null>(() => {
    if (skip || !isHydrated()) return null;
    readFor.current = parkingId;
    const draft = readCheckoutDraft(browserStorage(), parkingId);
    return draft ? { parkingId, draft } : null;
  });
  useEffect(() => {
    if (skip || readFor.current === parkingId) return;
    readFor.current = parkingId;
    const draft = readCheckoutDraft(browserStorage(), parkingId);
    setStored(draft ? { parkingId, draft } : null);
  }, [skip, parkingId]);
  const draft = stored?.parkingId === parkingId ? stored.draft : null;
  return useMemo(() => (draft ? { ...defaults, ...withoutUndefined(draft) } : null), [draft, defaults]);
}
