// The look of the "Moja rezerwacja" pages' buttons, links and cards (the same as the payment page's).
const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

export const PRIMARY_BUTTON = `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-blue-700 px-5 py-2.5 text-center font-semibold text-white shadow-sm transition-colors hover:bg-blue-800 disabled:opacity-60 ${FOCUS}`;
export const SECONDARY_BUTTON = `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-5 py-2.5 text-center font-semibold text-slate-800 transition-colors hover:border-blue-700 hover:text-blue-700 disabled:opacity-60 ${FOCUS}`;
export const DANGER_BUTTON = `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-red-700 px-5 py-2.5 text-center font-semibold text-white shadow-sm transition-colors hover:bg-red-800 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700`;
export const TEXT_LINK = `rounded font-medium text-blue-700 underline underline-offset-2 hover:text-blue-800 ${FOCUS}`;
export const CARD = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';
export const CARD_HEADING = 'text-lg font-semibold text-slate-900';
