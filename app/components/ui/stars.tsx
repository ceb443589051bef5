/** 1–5 stars for a rating; the number itself is given as text for screen readers. */
export function Stars({ value, size = 16, label }: { value: number; size?: number; label?: string }) {
  const rounded = Math.round(Math.max(0, Math.min(5, value)) * 2) / 2;
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={label ?? `Ocena ${rounded} na 5`}>
      {[1, 2, 3, 4, 5].map((i) => {
        const fill = rounded >= i ? 'full' : rounded >= i - 0.5 ? 'half' : 'empty';
        return (
          <svg key={i} width={size} height={size} viewBox="0 0 20 20" aria-hidden="true">
            <defs>
              <linearGradient id={`star-half-${size}`}>
                <stop offset="50%" stopColor="#f59e0b" />
                <stop offset="50%" stopColor="#cbd5e1" />
              </linearGradient>
            </defs>
            <path
              d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z"
              fill={fill === 'full' ? '#f59e0b' : fill === 'half' ? `url(#star-half-${size})` : '#cbd5e1'}
            />
          </svg>
        );
      })}
    </span>
  );
}
