import type { DefaultValue } from '@conform-to/react';
import { type RefObject, useEffect, useState } from 'react';
import { useDebouncedCallback } from '~/components/ui/use-debounced-callback';
import { draftFromFormData, readCheckoutDraft, writeCheckoutDraft } from '~/lib/checkout-draft';
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
 * draft lives in localStorage, so it is read in an effect (the server and the hydrating render show the
 * plain defaults); a page that opened with a POST's answer already carries the typed values. Without a
 * draft nothing re-renders: the page is not drawn twice on load just to find there is nothing to restore.
 */
export function useRestoredDraft(
  parkingId: string,
  defaults: DefaultValue<CheckoutFormInput>,
  openedWithAnswer: boolean,
): DefaultValue<CheckoutFormInput> | null {
  // Decided by the first render only: a later answer (a rejected submit) must not drop the draft.
  const [skip] = useState(openedWithAnswer);
  const [draft, setDraft] = useState<DefaultValue<CheckoutFormInput> | null>(null);
  useEffect(() => {
    if (skip) return;
    const stored = readCheckoutDraft(browserStorage(), parkingId);
    setDraft(stored ? { ...defaults, ...withoutUndefined(stored) } : null);
  }, [skip, parkingId, defaults]);
  return draft;
}
