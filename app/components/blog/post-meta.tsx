/** "10 lutego 2026 · 4 min czytania" */
export function PostMeta({
  publishDate,
  dateLabel,
  readingMinutes,
  className = '',
}: {
  publishDate: string | null;
  dateLabel: string | null;
  readingMinutes: number;
  className?: string;
}) {
  return (
    <p className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600 ${className}`}>
      {publishDate && dateLabel ? (
        <>
          <time dateTime={publishDate}>{dateLabel}</time>
          <span aria-hidden="true">·</span>
        </>
      ) : null}
      <span>{`${readingMinutes} min czytania`}</span>
    </p>
  );
}

/** The author's initials in a circle, next to the name. */
export function PostAuthor({ name, size = 'sm' }: { name: string; size?: 'sm' | 'md' }) {
  if (!name) return null;
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
  const circle = size === 'md' ? 'h-10 w-10 text-sm' : 'h-8 w-8 text-xs';
  return (
    <p className="flex items-center gap-3 text-sm text-slate-700">
      <span
        aria-hidden="true"
        className={`inline-flex ${circle} shrink-0 items-center justify-center rounded-full bg-blue-100 font-semibold text-blue-800`}
      >
        {initials}
      </span>
      <span>
        <span className="sr-only">Autor: </span>
        <span className="font-medium text-slate-900">{name}</span>
      </span>
    </p>
  );
}
