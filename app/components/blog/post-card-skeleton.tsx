/** Spec §2: six skeleton cards while the post list loads (client-side navigation only). */
export function PostCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="aspect-[1200/630] w-full animate-pulse bg-slate-200" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="h-4 w-1/2 animate-pulse rounded bg-slate-200" />
        <div className="h-5 w-11/12 animate-pulse rounded bg-slate-200" />
        <div className="h-5 w-3/4 animate-pulse rounded bg-slate-200" />
        <div className="mt-1 h-4 w-full animate-pulse rounded bg-slate-100" />
        <div className="h-4 w-5/6 animate-pulse rounded bg-slate-100" />
        <div className="mt-auto flex items-center gap-3 pt-4">
          <div className="h-8 w-8 animate-pulse rounded-full bg-slate-200" />
          <div className="h-4 w-28 animate-pulse rounded bg-slate-200" />
        </div>
      </div>
    </div>
  );
}

export const SKELETON_CARDS = 6;

export function PostListSkeleton({ count = SKELETON_CARDS }: { count?: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Ładowanie artykułów...</span>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <PostCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
