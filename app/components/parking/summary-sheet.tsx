import { useRef } from 'react';
import { Drawer } from 'vaul';
import { formatDisplayDate, formatDisplayTime } from '~/lib/dates';
import { parseIsoDateTime } from '../../../core/warsaw-time';
import { formatPrice } from '~/lib/format';
import { daysLabel, type ParkingDetailView } from '~/lib/parking-detail';
import { BookingButton } from './booking-button';
import type { Booking } from './use-booking';

interface SummarySheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Focus back to the element that opened the sheet. */
  returnFocus: () => void;
  data: ParkingDetailView;
  booking: Booking;
}

/** Spec §2 mobile summary sheet (vaul drawer: drag to close, 25% threshold; loaded lazily). */
export default function SummarySheet({ open, onOpenChange, returnFocus, data, booking }: SummarySheetProps) {
  const arrival = parseIsoDateTime(booking.draft.arrivalAt);
  const departure = parseIsoDateTime(booking.draft.departureAt);
  const { quote } = booking;
  const editRequested = useRef(false);

  return (
    // autoFocus: focus moves into the drawer and stays there (vaul leaves it on the trigger behind the overlay).
    <Drawer.Root open={open} onOpenChange={onOpenChange} autoFocus>
      <Drawer.Portal>
        <Drawer.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Drawer.Content
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[90vh] flex-col rounded-t-2xl bg-white outline-none"
          onCloseAutoFocus={(event) => {
            // There is no Drawer.Trigger: focus goes back to the bar, or to the form after 'Edytuj rezerwację'.
            event.preventDefault();
            if (!editRequested.current) {
              returnFocus();
              return;
            }
            editRequested.current = false;
            const form = document.getElementById('rezerwacja');
            form?.scrollIntoView({ behavior: 'smooth', block: 'start' });
            form?.querySelector<HTMLElement>('button, input, select')?.focus({ preventScroll: true });
          }}
        >
          <div aria-hidden="true" className="mx-auto mt-3 h-1.5 w-12 shrink-0 rounded-full bg-slate-300" />
          <div className="overflow-y-auto px-5 pb-6 pt-4">
            <Drawer.Title className="text-xl font-bold text-slate-900">Podsumowanie</Drawer.Title>
            <Drawer.Description className="mt-1 text-sm text-slate-600">
              Rozliczenie Twojej rezerwacji.
            </Drawer.Description>

            <p className="mt-4 font-semibold text-slate-900">{data.parking.name}</p>
            {data.parking.address ? <p className="text-sm text-slate-600">{data.parking.address}</p> : null}

            <dl className="mt-4 grid grid-cols-2 gap-3">
              <div className="rounded-lg bg-slate-50 p-3">
                <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">Przyjazd</dt>
                <dd className="mt-1 font-semibold text-slate-900">{formatDisplayDate(arrival)}</dd>
                <dd className="text-sm text-slate-600">{formatDisplayTime(arrival)}</dd>
              </div>
              <div className="rounded-lg bg-slate-50 p-3">
                <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">Wyjazd</dt>
                <dd className="mt-1 font-semibold text-slate-900">{formatDisplayDate(departure)}</dd>
                <dd className="text-sm text-slate-600">{formatDisplayTime(departure)}</dd>
              </div>
            </dl>

            <dl className="mt-4 space-y-2 border-t border-slate-100 pt-4 text-sm">
              {booking.isRequoting ? (
                <Row label="Razem" value="Obliczanie..." />
              ) : !booking.stay ? null : quote.status !== 'ok' ? (
                <Row label="Razem" value="Błąd" />
              ) : (
                <>
                  <Row label="Długość pobytu" value={daysLabel(quote.days)} />
                  {quote.perDay ? (
                    <Row label="Cena za dzień" value={formatPrice(quote.perDay.amount, quote.perDay.currency)} />
                  ) : null}
                  <Row label="Transfer na lotnisko" value="Gratis" highlight />
                  {quote.discount > 0 ? (
                    <Row label="Rabat" value={`−${formatPrice(quote.discount, quote.total.currency)}`} highlight />
                  ) : null}
                  <div className="flex items-baseline justify-between border-t border-slate-100 pt-3">
                    <dt className="text-base font-semibold text-slate-900">Razem</dt>
                    <dd className="text-2xl font-extrabold text-slate-900">
                      {formatPrice(quote.total.amount, quote.total.currency)}
                    </dd>
                  </div>
                </>
              )}
            </dl>

            <div className="mt-5 space-y-3">
              <BookingButton booking={booking} variant="card" />
              <button
                type="button"
                onClick={() => {
                  editRequested.current = true;
                  onOpenChange(false);
                }}
                className="inline-flex w-full items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-3 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
              >
                Edytuj rezerwację
              </button>
            </div>
          </div>
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}

function Row({ label, value, highlight = false }: { label: string; value: string; highlight?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-slate-600">{label}</dt>
      <dd className={highlight ? 'font-semibold text-green-800' : 'font-medium text-slate-900'}>{value}</dd>
    </div>
  );
}
