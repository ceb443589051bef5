import type { HomeReview } from '~/.server/home';
import { Stars } from '~/components/ui/stars';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

export function ReviewCard({ review }: { review: HomeReview }) {
  return (
    <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <Stars value={review.rating} size={18} label={`Ocena ${review.rating} na 5`} />
      <blockquote className="mt-4 flex-1 leading-relaxed text-slate-700">
        <p>{`„${review.comment}”`}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-4">
        <span
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-blue-100 text-sm font-bold text-blue-800"
          aria-hidden="true"
        >
          {initials(review.reviewerName)}
        </span>
        <span className="min-w-0">
          <span className="block font-semibold text-slate-900">{review.reviewerName}</span>
          {review.parkingName ? <span className="block text-sm text-slate-600">{review.parkingName}</span> : null}
          {review.reviewDate && review.reviewedAgo ? (
            <time dateTime={review.reviewDate} className="block text-xs text-slate-500">
              {review.reviewedAgo}
            </time>
          ) : null}
        </span>
      </figcaption>
    </figure>
  );
}
