import type { ReactNode } from 'react';
import { BusIcon, ClockIcon, MapPinIcon } from '~/components/ui/icons';
import { formatKm } from '~/lib/format';
import type { ParkingView } from '~/lib/parking-detail';

/** Spec §2 info strip: transfer minutes, distance, the free transfer ('Gratis') and 'Pokaż na mapie'. */
export function InfoStrip({ parking }: { parking: ParkingView }) {
  return (
    <section aria-label="Dojazd i transfer" className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <ul className="grid grid-cols-2 divide-slate-100 sm:grid-cols-4 sm:divide-x">
        <Item
          icon={<ClockIcon className="h-5 w-5" />}
          label="Czas transferu"
          value={`${parking.transferMinutes} min`}
        />
        <Item
          icon={<MapPinIcon className="h-5 w-5" />}
          label="Odległość od lotniska"
          value={`${formatKm(parking.distanceKm)} km`}
        />
        <Item
          icon={<BusIcon className="h-5 w-5" />}
          label="Szybki bezpłatny transfer"
          value={<span className="text-green-800">Gratis</span>}
          className="col-span-2 border-t border-slate-100 sm:col-span-1 sm:border-t-0"
        />
        <li className="col-span-2 flex items-center border-t border-slate-100 p-3 sm:col-span-1 sm:border-t-0 sm:p-4">
          <a
            href="#mapa"
            className="inline-flex items-center gap-1.5 rounded-md font-semibold text-blue-700 hover:text-blue-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          >
            <MapPinIcon className="h-4 w-4" />
            Pokaż na mapie
          </a>
        </li>
      </ul>
    </section>
  );
}

function Item({
  icon,
  label,
  value,
  className = '',
}: {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  className?: string;
}) {
  return (
    <li className={`flex items-center gap-3 p-3 sm:p-4 ${className}`}>
      <span className="flex h-9 w-9 shrink-0 sm:h-10 sm:w-10 items-center justify-center rounded-full bg-blue-50 text-blue-700">
        {icon}
      </span>
      <div className="min-w-0">
        <span className="block text-xs text-slate-600">{label}</span>
        <span className="block font-bold text-slate-900">{value}</span>
      </div>
    </li>
  );
}
