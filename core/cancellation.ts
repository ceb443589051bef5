// When a booking may still be cancelled for free or changed: one rule for the pages, the voucher and the
// API (decision 0032). No zod, no framework: the browser bundle may import it.

/** Spec §1 and §9: free cancellation up to 24 hours before arrival. */
export const FREE_CANCELLATION_HOURS = 24;
const HOUR_MS = 60 * 60 * 1000;

/**
 * The last instant a booking cancels for free: 24 hours of real time before the arrival (across a DST
 * change that is 23 or 25 hours of Warsaw wall clock — pages show the instant itself, in Warsaw time).
 */
export const freeCancellationUntil = (arrivalAt: Date): Date =>
  new Date(arrivalAt.getTime() - FREE_CANCELLATION_HOURS * HOUR_MS);

/** Whether a cancellation at `now` is free (and so possible online): strictly before the deadline. */
export const isFreeCancellation = (arrivalAt: Date, now: Date): boolean =>
  now.getTime() < freeCancellationUntil(arrivalAt).getTime();

/** Plates, phone and notes can be changed until the stay starts (the car park reads them at the gate). */
export const canChangeDetails = (arrivalAt: Date, now: Date): boolean => now.getTime() < arrivalAt.getTime();

/**
 * A paid booking's dates can be changed online as long as it can be cancelled for free (decision 0032):
 * a later change would be a free cancellation of a stay that is about to start.
 */
export const dateChangesUntil = freeCancellationUntil;
export const canChangeDates = isFreeCancellation;

// Past the deadline, the pages and the API say the rule and this booking's instant — never that it "was
// possible until": a booking placed or moved to within 24 hours of its arrival never stood before it.

/** Free cancellation is over (`until`: the deadline in Warsaw words). */
export const cancellationClosedText = (until: string) =>
  `Bezpłatna anulacja kończy się ${FREE_CANCELLATION_HOURS} godziny przed przyjazdem – dla tej rezerwacji ${until}.`;

/** Online date changes are over (`until`: the deadline in Warsaw words). */
export const dateChangesClosedText = (until: string) =>
  `Termin można zmienić online najpóźniej ${FREE_CANCELLATION_HOURS} godziny przed przyjazdem – dla tej rezerwacji ${until}.`;

/**
 * The date change's price, when its new arrival's deadline falls before the price expires (`until`: that
 * deadline in Warsaw words): taken later than that, the change ends free cancellation.
 */
export const changeDeadlineSoonText = (until: string) =>
  `Przy nowym terminie bezpłatna anulacja i zmiana terminu online będą możliwe tylko do ${until}.`;

/** The date change's price, when its new arrival is already within the deadline: what taking it ends. */
export const CHANGE_ENDS_FREE_CANCELLATION =
  `Po tej zmianie do przyjazdu zostanie mniej niż ${FREE_CANCELLATION_HOURS} godziny: rezerwacji nie anulujesz ` +
  'już bezpłatnie ani nie zmienisz jej terminu online.';
