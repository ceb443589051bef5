/** A post's featured image at the fixed 1200×630 ratio (explicit size: no layout shift), or a branded placeholder. */
export function PostImage({
  image,
  eager = false,
  className = '',
}: {
  image: { url: string; alt: string } | null;
  eager?: boolean;
  className?: string;
}) {
  if (!image) {
    return (
      <div
        aria-hidden="true"
        className={`flex aspect-[1200/630] w-full items-center justify-center bg-gradient-to-br from-blue-700 to-blue-900 ${className}`}
      >
        <img src="/logo-mark.svg" alt="" width={64} height={64} className="h-16 w-16 opacity-90" />
      </div>
    );
  }
  return (
    <img
      src={image.url}
      alt={image.alt}
      width={1200}
      height={630}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchpriority: 'high' } : {})}
      className={`aspect-[1200/630] w-full bg-slate-100 object-cover ${className}`}
    />
  );
}
