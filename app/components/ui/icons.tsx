// `?url&no-inline`: a real file under /assets/ (hashed, cached as immutable), never a data: URL, which
// browsers do not follow in <use href>.
import spriteUrl from './icons.svg?url&no-inline';

/** The ids of the symbols in icons.svg (tests/components/icons.test.ts keeps the two in step). */
export type IconName =
  | 'chevron-down'
  | 'chevron-left'
  | 'chevron-right'
  | 'arrow-right'
  | 'menu'
  | 'close'
  | 'check'
  | 'phone'
  | 'mail'
  | 'clock'
  | 'copy'
  | 'plane'
  | 'pause'
  | 'play'
  | 'search'
  | 'list-checks'
  | 'bus'
  | 'home'
  | 'shield-check'
  | 'tag'
  | 'calendar-x'
  | 'zap'
  | 'car'
  | 'map-pin'
  | 'calendar'
  | 'download'
  | 'award'
  | 'filter'
  | 'share'
  | 'alert-circle'
  | 'rotate-ccw'
  | 'search-off';

/** A symbol of the sprite: an icon, or the row of five stars that components/ui/stars.tsx draws. */
export function spriteHref(id: IconName | 'star-row'): string {
  return `${spriteUrl}#${id}`;
}

interface IconProps {
  className?: string;
}

/**
 * The site's one icon set: decorative 24×24 stroke icons, always hidden from assistive technology
 * (the text next to them speaks). Size and colour come from `className` (default `h-5 w-5`).
 * The drawing lives once in the sprite (a cached asset), so a page repeats only a short <use> per icon.
 */
export function Icon({ name, className = 'h-5 w-5' }: IconProps & { name: IconName }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <use href={spriteHref(name)} />
    </svg>
  );
}

// One named component per icon, as the call sites know them.
function spriteIcon(name: IconName) {
  return function SpriteIcon({ className }: IconProps) {
    return <Icon name={name} className={className} />;
  };
}

export const ChevronDownIcon = spriteIcon('chevron-down');
export const ChevronLeftIcon = spriteIcon('chevron-left');
export const ChevronRightIcon = spriteIcon('chevron-right');
export const ArrowRightIcon = spriteIcon('arrow-right');
export const MenuIcon = spriteIcon('menu');
export const CloseIcon = spriteIcon('close');
export const CheckIcon = spriteIcon('check');
export const PhoneIcon = spriteIcon('phone');
export const MailIcon = spriteIcon('mail');
export const ClockIcon = spriteIcon('clock');
export const CopyIcon = spriteIcon('copy');
export const PlaneIcon = spriteIcon('plane');
export const PauseIcon = spriteIcon('pause');
export const PlayIcon = spriteIcon('play');
export const SearchIcon = spriteIcon('search');
export const ListChecksIcon = spriteIcon('list-checks');
export const BusIcon = spriteIcon('bus');
export const HomeIcon = spriteIcon('home');
export const ShieldCheckIcon = spriteIcon('shield-check');
export const TagIcon = spriteIcon('tag');
export const CalendarXIcon = spriteIcon('calendar-x');
export const ZapIcon = spriteIcon('zap');
export const CarIcon = spriteIcon('car');
export const MapPinIcon = spriteIcon('map-pin');
export const CalendarIcon = spriteIcon('calendar');
export const DownloadIcon = spriteIcon('download');
export const AwardIcon = spriteIcon('award');
export const FilterIcon = spriteIcon('filter');
export const ShareIcon = spriteIcon('share');
export const AlertCircleIcon = spriteIcon('alert-circle');
export const RotateCcwIcon = spriteIcon('rotate-ccw');
export const SearchOffIcon = spriteIcon('search-off');

/** A spinning progress ring (busy buttons); decorative like the icons above. */
export function SpinnerIcon({ className = 'h-4 w-4' }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="none" className={`animate-spin ${className}`} aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
