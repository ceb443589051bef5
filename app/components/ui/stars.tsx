const STAR_PATH = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';
const FILLED = '#f59e0b';
const EMPTY = '#cbd5e1';

function Star({ size, fill }: { size: number; fill: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="block shrink-0">
      <path d={STAR_PATH} fill={fill} />
    </svg>
  );
}

/**
 * 1–5 stars for a rating, in half steps; the number itself is given as text for screen readers.
 * A half star is a grey star with an amber one over it, cut to its left half by a 50 %-wide
 * `overflow-hidden` wrapper: no gradients or clip paths, so no element ids (which would repeat on
 * every card of a page).
 */
export function Stars({ value, size = 16, label }: { value: number; size?: number; label?: string }) {
  const rounded = Math.round(Math.max(0, Math.min(5, value)) * 2) / 2;
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={label ?? `Ocena ${rounded} na 5`}>
      {[1, 2, 3, 4, 5].map((i) => {
        if (rounded >= i) return <Star key={i} size={size} fill={FILLED} />;
        if (rounded < i - 0.5) return <Star key={i} size={size} fill={EMPTY} />;
        return (
          <span key={i} aria-hidden="true" className="relative block shrink-0" style={{ width: size, height: size }}>
            <Star size={size} fill={EMPTY} />
            <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: '50%' }}>
              <Star size={size} fill={FILLED} />
            </span>
          </span>
        );
      })}
    </span>
  );
}
