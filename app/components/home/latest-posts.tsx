import { Link } from '@remix-run/react';
import type { HomePost } from '~/.server/home';
import { ArrowRightIcon } from '~/components/layout/icons';

export function LatestPosts({ posts }: { posts: HomePost[] }) {
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
            to="/blog/"
            className="inline-flex items-center gap-1 rounded font-semibold text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          >
            Zobacz wszystkie artykuły
            <ArrowRightIcon className="h-4 w-4" />
          </Link>
        </div>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {posts.map((post) => (
            <li key={post.slug}>
              <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
                <div className="aspect-[40/21] overflow-hidden bg-slate-100">
                  {post.image ? (
                    <img
                      src={post.image.url}
                      alt={post.image.alt}
                      width={600}
                      height={315}
                      loading="lazy"
                      decoding="async"
                      className="h-full w-full object-cover transition duration-300 group-hover:scale-105"
                    />
                  ) : null}
                </div>
                <div className="flex flex-1 flex-col p-5">
                  {post.publishDate && post.publishedOn ? (
                    <p className="text-sm text-slate-600">
                      <time dateTime={post.publishDate}>{post.publishedOn}</time>
                    </p>
                  ) : null}
                  <h3 className="mt-2 text-lg font-bold leading-snug text-slate-900">
                    <Link
                      to={`/blog/${post.slug}/`}
                      className="after:absolute after:inset-0 group-hover:text-blue-700 focus-visible:outline-none focus-visible:after:rounded-xl focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-blue-700"
                    >
                      {post.title}
                    </Link>
                  </h3>
                  {post.excerpt ? <p className="mt-2 line-clamp-3 text-slate-600">{post.excerpt}</p> : null}
                  {post.author ? <p className="mt-auto pt-4 text-sm font-medium text-slate-700">{post.author}</p> : null}
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
