/** The three promises repeated under the hero search form and in the blog's call to action. */
export const SERVICE_PROMISES = [
  'Bezpłatna anulacja',
  'Bezpłatny transfer na lotnisko',
  'Gwarancja najniższej ceny',
] as const;
