import { useLocation, useNavigate, useNavigation } from '@remix-run/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { parseIsoDateTime } from '../../../core/warsaw-time';
import {
  bookingButtonState,
  type BookingButtonState,
  type ParkingDetailView,
  type QuoteView,
} from '~/lib/parking-detail';
import { useStoredStayInUrl } from '~/components/search/use-stored-stay-in-url';
import { type Stay, stayToParams } from '~/lib/search-state';
import { browserStorage, storeReservation, writeStoredStay } from '~/lib/stored-form';
import { track } from '~/lib/tracking';

export interface StayDraft {
  arrivalAt: string | null;
  departureAt: string | null;
}

export interface Booking {
  /** The dates in the form (may be ahead of the loader while a re-quote runs). */
  draft: StayDraft;
  /** The stay of the form when both dates are set. */
  stay: Stay | null;
  /** A same-page navigation (new dates, a per-day choice) is loading the new quote. */
  isRequoting: boolean;
  quote: QuoteView;
  button: BookingButtonState;
  reservationHref: string | null;
  onStayChange: (next: StayDraft) => void;
  onReserve: () => void;
}

function toStay(draft: StayDraft): Stay | null {
  const arrival = parseIsoDateTime(draft.arrivalAt);
  const departure = parseIsoDateTime(draft.departureAt);
  return arrival && departure && departure.getTime() > arrival.getTime() ? { arrival, departure } : null;
}

/**
 * The booking form's state for the card, the mobile bar and the summary sheet: picked dates go to
 * the URL (replace, no scroll reset) so the loader re-quotes; the button follows spec §4.
 */
export function useBooking(data: ParkingDetailView): Booking {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();

  const fromServer: StayDraft = {
    arrivalAt: data.stay?.arrivalAt ?? null,
    departureAt: data.stay?.departureAt ?? null,
  };
  const serverKey = `${fromServer.arrivalAt}|${fromServer.departureAt}`;
  const [draft, setDraft] = useState<StayDraft>(fromServer);
  const [draftKey, setDraftKey] = useState(serverKey);
  const fromServerRef = useRef(fromServer);
  fromServerRef.current = fromServer;
  if (draftKey !== serverKey) {
    // New loader data (a re-quote finished, or back/forward): the form follows the URL again.
    setDraftKey(serverKey);
    setDraft(fromServer);
  }

  const stay = toStay(draft);
  const isNavigatingHere =
    navigation.state !== 'idle' &&
    navigation.location !== undefined &&
    navigation.location.pathname === location.pathname;
  // A stored stay on its way into the URL (a page opened without dates) re-quotes as well.
  const isTakingStoredStay = useStoredStayInUrl();
  const isRequoting = isNavigatingHere || isTakingStoredStay;
  const wasNavigating = useRef(false);
  useEffect(() => {
    // A finished navigation whose answer kept the old dates (the server corrected the new ones back
    // to them): the form shows the URL's dates again.
    if (navigation.state !== 'idle') {
      wasNavigating.current = true;
      return;
    }
    if (!wasNavigating.current) return;
    wasNavigating.current = false;
    setDraft((current) =>
      toStay(current) && !sameStay(current, fromServerRef.current) ? fromServerRef.current : current,
    );
  }, [navigation.state]);

  const button = bookingButtonState({
    hasStay: stay !== null,
    isLoading: isRequoting,
    isActive: data.parking.isActive,
    hasUnavailableDay: data.hasUnavailableDay,
    quote: data.quote,
  });

  const onStayChange = useCallback(
    (next: StayDraft) => {
      setDraft(next);
      const nextStay = toStay(next);
      if (!nextStay) return;
      writeStoredStay(browserStorage(), nextStay);
      const params = new URLSearchParams(stayToParams(nextStay));
      navigate(`${location.pathname}?${params}`, { replace: true, preventScrollReset: true });
    },
    [navigate, location.pathname],
  );

  const { id, name } = data.parking;
  const quote = data.quote;
  const onReserve = useCallback(() => {
    if (!stay) return;
    // Spec §4 "Reserve": store the parking and the dates, scroll to top, go to checkout.
    storeReservation(browserStorage(), id, stay);
    if (quote.status === 'ok') {
      track('add_to_cart', {
        currency: quote.total.currency,
        value: quote.total.amount,
        items: [{ item_id: id, item_name: name, price: quote.total.amount, quantity: 1 }],
      });
    }
    window.scrollTo(0, 0);
  }, [id, name, quote, stay]);

  return {
    draft,
    stay,
    isRequoting,
    quote,
    button,
    reservationHref: button.enabled ? data.reservationHref : null,
    onStayChange,
    onReserve,
  };
}

function sameStay(a: StayDraft, b: StayDraft): boolean {
  const time = (value: string | null) => parseIsoDateTime(value)?.getTime() ?? null;
  return time(a.arrivalAt) === time(b.arrivalAt) && time(a.departureAt) === time(b.departureAt);
}
