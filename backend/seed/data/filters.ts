export const serviceTypes = [
  'Parking odkryty',
  'Parking kryty',
  'Parking strzeżony z valetem',
  'Parking przy terminalu',
] as const;

/** The first three are the labels a parking card falls back to (spec §2, parking card). */
export const bookingOptions = [
  'Bezpłatny transfer',
  'Bezpłatna anulacja',
  'Faktura dostępna',
  'Płatność na miejscu',
  'Pozostawienie kluczyków',
] as const;

export const securityFeatures = [
  'Monitoring 24/7',
  'Ogrodzenie',
  'Ochrona całodobowa',
  'Oświetlenie',
  'Szlaban z kontrolą wjazdu',
  'Odczyt tablic rejestracyjnych',
  'Utwardzona nawierzchnia',
] as const;

export type ServiceType = (typeof serviceTypes)[number];
export type BookingOption = (typeof bookingOptions)[number];
export type SecurityFeature = (typeof securityFeatures)[number];
