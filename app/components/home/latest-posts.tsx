import { Link } from '@remix-run/react';
import type { PostSummary } from '~/.server/blog';
import { PostCard } from '~/components/blog/post-card';
import { ArrowRightIcon } from '~/components/ui/icons';
import { BLOG_PATH } from '~/lib/blog';

export function LatestPosts({ posts }: { posts: PostSummary[] }) {
  return (
    <section aria-labelledby="posts-heading" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-blue-700">Poradnik podróżnika</p>
            <h2 id="posts-heading" className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">
              Najnowsze artykuły
            </h2>
          </div>
          <Link
            to={BLOG_PATH}
            className="inline-flex items-center gap-1 rounded font-semibold text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          >
            Zobacz wszystkie artykuły
            <ArrowRightIcon className="h-4 w-4" />
          </Link>
        </div>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {posts.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} headingLevel="h3" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
