import { ArrowRightIcon, CalendarXIcon, CheckIcon, ClockIcon, RotateCcwIcon } from '~/components/ui/icons';
import type { PendingDateChangeView } from '~/lib/manage-booking';
import { PRIMARY_BUTTON } from './styles';

/** "Zmiana terminu na … czeka na dopłatę …": the booking page's notice and the change page's. */
export function PendingDateChangeNotice({ pending }: { pending: PendingDateChangeView }) {
  return (
    <div
      data-testid="pending-date-change"
      className="space-y-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-slate-800"
    >
      <p className="flex items-start gap-3">
        <ClockIcon className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" />
        <span>
          Zmiana terminu na <strong className="font-semibold">{`${pending.arrival} – ${pending.departure}`}</strong>{' '}
          czeka na dopłatę <strong className="font-semibold whitespace-nowrap">{pending.difference}</strong> do{' '}
          <strong className="font-semibold">{pending.payUntil}</strong>.
        </span>
      </p>
      <p className="text-sm text-slate-700">Do tego czasu rezerwacja zachowuje obecny termin.</p>
      {pending.paymentUrl ? (
        <a href={pending.paymentUrl} className={`${PRIMARY_BUTTON} w-full sm:w-auto`}>
          {`Dopłać ${pending.difference}`}
          <ArrowRightIcon className="h-5 w-5" />
        </a>
      ) : (
        <p className="text-sm text-slate-700">
          Płatności nie udało się jeszcze rozpocząć. Wybierz ten termin ponownie w „Zmień termin”, a przejdziesz do
          dopłaty.
        </p>
      )}
    </div>
  );
}

/** "Zmiana terminu … nie doszła do skutku": its extra payment was declined or not made in time. */
export function LapsedDateChangeNotice({ lapsed }: { lapsed: { arrival: string; departure: string } }) {
  return (
    <div
      data-testid="lapsed-date-change"
      role="status"
      className="flex items-start gap-3 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-slate-800"
    >
      <CalendarXIcon className="mt-0.5 h-5 w-5 shrink-0 text-slate-600" />
      <p>
        {`Zmiana terminu na ${lapsed.arrival} – ${lapsed.departure} nie doszła do skutku: dopłata nie wpłynęła. `}
        Rezerwacja ma dotychczasowy termin.
      </p>
    </div>
  );
}

/** "Dopłata … przyjęta – termin zmieniony": the extra payment of the latest date change came in. */
export function PaidDateChangeNotice({ paid }: { paid: { arrival: string; departure: string; difference: string } }) {
  return (
    <div
      data-testid="paid-date-change"
      role="status"
      className="flex items-start gap-3 rounded-xl border border-green-200 bg-green-50 px-4 py-3 text-slate-800"
    >
      <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
      <p>
        Dopłata <strong className="font-semibold whitespace-nowrap">{paid.difference}</strong> przyjęta – termin
        zmieniony na <strong className="font-semibold">{`${paid.arrival} – ${paid.departure}`}</strong>. Nowy voucher
        wysyłamy e-mailem i SMS-em.
      </p>
    </div>
  );
}

/** Money that came in too late — the booking paid already, or a date change no longer current — and goes back. */
export function LateCaptureNotice({ texts }: { texts: string[] }) {
  return (
    <div
      data-testid="late-capture"
      role="status"
      className="flex items-start gap-3 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-slate-800"
    >
      <RotateCcwIcon className="mt-0.5 h-5 w-5 shrink-0 text-slate-600" />
      <div className="space-y-2">
        {texts.map((text, index) => (
          <p key={`${index}-${text}`}>{text}</p>
        ))}
      </div>
    </div>
  );
}
