import type { ReactNode } from 'react';
import { AfterHydration } from '~/components/ui/use-enhanced-after-hydration';
import { notify } from '~/components/ui/toast';
import { CONTACT } from '../../../core/contact';
import { ClockIcon, CopyIcon, MailIcon, PhoneIcon } from '~/components/ui/icons';

async function copyToClipboard(value: string, what: string) {
  try {
    await navigator.clipboard.writeText(value);
    notify({ title: `Skopiowano ${what}`, description: value });
  } catch {
    notify({ title: 'Nie udało się skopiować', description: `Skopiuj ręcznie: ${value}`, variant: 'destructive' });
  }
}

function CopyButton({ value, what }: { value: string; what: string }) {
  // A button that needs JS is rendered only once the page is interactive.
  return (
    <AfterHydration>
      {() => (
        <button
          type="button"
          onClick={() => void copyToClipboard(value, what)}
          className="rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-blue-700 focus-visible:outline-2 focus-visible:outline-blue-700"
        >
          <CopyIcon className="h-4 w-4" />
          <span className="sr-only">Kopiuj {what}</span>
        </button>
      )}
    </AfterHydration>
  );
}

const SALES_INTRO = (
  <>
    <p className="text-base font-bold text-slate-900">Zadzwoń i zarezerwuj!</p>
    <p className="mt-1 text-sm text-slate-600">Pomożemy wybrać parking i zarezerwujemy go za Ciebie.</p>
  </>
);

/**
 * The phone, e-mail and support hours, under 'Zadzwoń i zarezerwuj!' (header popover and mobile menu) or
 * another `intro` (none: `null`, where the page says why to call).
 */
export function ContactDetails({ intro = SALES_INTRO }: { intro?: ReactNode }) {
  return (
    <div>
      {intro}
      <ul className={intro ? 'mt-3 space-y-1' : 'space-y-1'}>
        <li className="flex items-center justify-between gap-2">
          <a
            href={CONTACT.phoneHref}
            className="flex items-center gap-3 rounded-lg py-1.5 text-lg font-bold text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-blue-700"
          >
            <PhoneIcon className="h-5 w-5 shrink-0" />
            {CONTACT.phone}
          </a>
          <CopyButton value={CONTACT.phone} what="numer telefonu" />
        </li>
        <li className="flex items-center justify-between gap-2">
          <a
            href={`mailto:${CONTACT.email}`}
            className="flex items-center gap-3 rounded-lg py-1.5 font-medium text-slate-800 hover:text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-blue-700"
          >
            <MailIcon className="h-5 w-5 shrink-0 text-slate-500" />
            {CONTACT.email}
          </a>
          <CopyButton value={CONTACT.email} what="adres e-mail" />
        </li>
      </ul>
      <p className="mt-2 flex items-center gap-3 text-sm text-slate-600">
        <ClockIcon className="h-5 w-5 shrink-0 text-slate-500" />
        {CONTACT.weekdayHours}
      </p>
    </div>
  );
}
