import type { ReactNode } from 'react';
import { CalendarIcon, CarIcon, MailIcon, MapPinIcon, PhoneIcon, TagIcon } from '~/components/ui/icons';
import type { BookingView } from '~/lib/manage-booking';
import { CARD, CARD_HEADING, TEXT_LINK } from './styles';

function Section({ id, title, icon, children }: { id: string; title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={CARD}>
      <h2 id={id} className={`flex items-center gap-2 ${CARD_HEADING}`}>
        <span className="text-blue-700">{icon}</span>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-2.5">
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 font-medium [overflow-wrap:anywhere] text-slate-900">{children}</dd>
    </div>
  );
}

const LIST = 'mt-3 divide-y divide-slate-200 text-sm';

function ParkingSection({ parking }: { parking: BookingView['parking'] }) {
  return (
    <Section id="booking-parking" title="Parking" icon={<MapPinIcon className="h-5 w-5" />}>
      <p className="mt-3 font-semibold text-slate-900">{parking.name}</p>
      <p className="text-sm text-slate-600">Lotnisko {parking.airportName}</p>
      <p className="mt-2 text-sm text-slate-800">{parking.address}</p>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <li className="inline-flex items-center gap-1.5">
          <PhoneIcon className="h-4 w-4 text-slate-500" />
          {parking.phoneHref ? (
            <a href={parking.phoneHref} className={TEXT_LINK}>
              {parking.phone}
            </a>
          ) : (
            <span>{parking.phone}</span>
          )}
        </li>
        {parking.mapUrl ? (
          <li className="inline-flex items-center gap-1.5">
            <MapPinIcon className="h-4 w-4 text-slate-500" />
            <a href={parking.mapUrl} target="_blank" rel="noopener noreferrer" className={TEXT_LINK}>
              Pokaż na mapie
              <span className="sr-only"> (otwiera się w nowej karcie)</span>
            </a>
          </li>
        ) : null}
      </ul>
    </Section>
  );
}

function PaymentSection({ booking }: { booking: BookingView }) {
  return (
    <Section id="booking-payment" title="Płatność" icon={<TagIcon className="h-5 w-5" />}>
      <dl className={LIST}>
        {booking.lines.map((line, index) => (
          <div key={index} className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-2.5">
            <dt className="min-w-0 text-slate-700">
              {line.name}
              {line.calculation ? <span className="block text-xs text-slate-500">{line.calculation}</span> : null}
            </dt>
            <dd className="font-medium text-slate-900">{line.price}</dd>
            {line.discounts.length > 0 ? (
              <dd className="basis-full">
                <ul className="space-y-0.5 text-xs text-green-800">
                  {line.discounts.map((discount) => (
                    <li key={discount.label} className="flex justify-between gap-4">
                      <span>{discount.label}</span>
                      <span className="whitespace-nowrap">{discount.amount}</span>
                    </li>
                  ))}
                </ul>
              </dd>
            ) : null}
          </div>
        ))}
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 py-2.5">
          <dt className="font-semibold text-slate-900">Razem</dt>
          <dd className="text-lg font-bold text-slate-900">{booking.total}</dd>
        </div>
        <Row label="Zapłacono">{booking.free ? 'nic – rezerwacja bezpłatna' : booking.paid}</Row>
        {booking.cancelledAt ? <Row label="Anulowano">{booking.cancelledAt}</Row> : null}
        {booking.refund ? (
          <>
            <Row label="Zwrot">{booking.refund.amount}</Row>
            <Row label="Status zwrotu">{booking.refund.isDone ? 'zwrócono' : 'w toku'}</Row>
            <Row label="Zwrot zlecony">{booking.refund.requestedAt}</Row>
            {booking.refund.completedAt ? <Row label="Zwrot zakończony">{booking.refund.completedAt}</Row> : null}
          </>
        ) : null}
      </dl>
      {booking.refund && !booking.refund.isDone ? (
        <p className="mt-3 text-sm text-slate-600">
          Pieniądze wracają na konto, z którego zapłacono — zwykle w ciągu kilku dni roboczych.
        </p>
      ) : null}
    </Section>
  );
}

/** The booking's facts, each in its own card: car park, dates, vehicles and people, contact, invoice, money. */
export function BookingDetails({ booking }: { booking: BookingView }) {
  return (
    <div className="space-y-6">
      <ParkingSection parking={booking.parking} />
      <Section id="booking-dates" title="Termin" icon={<CalendarIcon className="h-5 w-5" />}>
        <dl className={LIST}>
          <Row label="Przyjazd">{booking.arrival}</Row>
          <Row label="Wyjazd">{booking.departure}</Row>
          <Row label="Czas postoju">{booking.duration}</Row>
        </dl>
      </Section>
      <Section id="booking-vehicles" title="Pojazdy i osoby" icon={<CarIcon className="h-5 w-5" />}>
        <dl className={LIST}>
          <Row label={booking.plates.length > 1 ? 'Tablice rejestracyjne' : 'Tablica rejestracyjna'}>
            <ul className="text-right">
              {booking.plates.map((plate) => (
                <li key={plate} className="font-mono tracking-wide">
                  {plate}
                </li>
              ))}
            </ul>
          </Row>
          <Row label="Osoby">{booking.people}</Row>
        </dl>
      </Section>
      <Section id="booking-contact" title="Dane kontaktowe" icon={<MailIcon className="h-5 w-5" />}>
        <dl className={LIST}>
          <Row label="Imię i nazwisko">{booking.customer.name}</Row>
          <Row label="E-mail">{booking.customer.email}</Row>
          <Row label="Telefon">{booking.customer.phone}</Row>
          {booking.additionalInfo ? (
            <Row label="Uwagi">
              <span className="whitespace-pre-line">{booking.additionalInfo}</span>
            </Row>
          ) : null}
        </dl>
        {booking.invoice ? (
          <>
            <h3 className="mt-5 text-base font-semibold text-slate-900">Dane do faktury</h3>
            <dl className={LIST}>
              <Row label="NIP">{booking.invoice.taxId}</Row>
              <Row label="Firma">{booking.invoice.name}</Row>
              <Row label="Adres">{booking.invoice.address}</Row>
            </dl>
          </>
        ) : null}
      </Section>
      <PaymentSection booking={booking} />
    </div>
  );
}
