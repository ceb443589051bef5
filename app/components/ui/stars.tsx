import { spriteHref } from './icons';

// The row of five 20×20 stars, 22 units apart (a 2-unit gap at 20 px), is one symbol of the icon sprite.
const PITCH = 22;
const ROW_WIDTH = PITCH * 4 + 20;
const FILLED = '#f59e0b';
const EMPTY = '#cbd5e1';

function StarRow({ width, height, fill }: { width: number; height: number; fill: string }) {
  return (
    <svg
      width={width}
      height={height}
      viewBox={`0 0 ${ROW_WIDTH} 20`}
      aria-hidden="true"
      focusable="false"
      className="block max-w-none"
    >
      <use href={spriteHref('star-row')} fill={fill} />
    </svg>
  );
}

/**
 * 1–5 stars for a rating, in half steps; the number itself is given as text for screen readers.
 * Two rows of five stars, grey under amber, the amber row cut by an `overflow-hidden` wrapper at the
 * rating (a half star ends mid-star): six elements however many stars, no gradients or clip paths,
 * so no element ids (which would repeat on every card of a page).
 */
export function Stars({ value, size = 16, label }: { value: number; size?: number; label?: string }) {
  const rounded = Math.round(Math.max(0, Math.min(5, value)) * 2) / 2;
  const whole = Math.floor(rounded);
  // The amber row ends after the last whole star, or in the middle of the next one for a half.
  const covered = rounded === whole ? Math.max(0, whole * PITCH - (PITCH - 20)) : whole * PITCH + 10;
  const width = (size * ROW_WIDTH) / 20;
  return (
    <span
      role="img"
      aria-label={label ?? `Ocena ${rounded} na 5`}
      className="relative inline-block shrink-0 align-middle"
      style={{ width, height: size }}
    >
      <StarRow width={width} height={size} fill={EMPTY} />
      <span
        aria-hidden="true"
        className="absolute inset-y-0 left-0 overflow-hidden"
        style={{ width: `${((covered / ROW_WIDTH) * 100).toFixed(2)}%` }}
      >
        <StarRow width={width} height={size} fill={FILLED} />
      </span>
    </span>
  );
}
