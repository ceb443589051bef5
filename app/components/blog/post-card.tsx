import { Link } from '@remix-run/react';
import type { PostSummary } from '~/.server/blog';
import { PostAuthor, PostMeta } from '~/components/blog/post-meta';
import { PostImage } from '~/components/blog/post-image';

/** A blog card: image, date, reading time, title (the link), excerpt, author. The whole card is clickable. */
export function PostCard({
  post,
  headingLevel = 'h2',
  featured = false,
}: {
  post: PostSummary;
  headingLevel?: 'h2' | 'h3';
  featured?: boolean;
}) {
  const Heading = headingLevel;
  return (
    <article
      className={`group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-within:ring-2 focus-within:ring-blue-700 focus-within:ring-offset-2 ${
        featured ? 'lg:flex-row' : ''
      }`}
    >
      <div className={`overflow-hidden ${featured ? 'lg:w-3/5 lg:shrink-0' : ''}`}>
        <PostImage
          image={post.image}
          eager={featured}
          className={`transition duration-300 group-hover:scale-[1.02] ${featured ? 'lg:h-full' : ''}`}
        />
      </div>
      <div className={`flex flex-1 flex-col p-5 ${featured ? 'sm:p-6 lg:justify-center lg:p-8' : ''}`}>
        <PostMeta publishDate={post.publishDate} dateLabel={post.dateLabel} readingMinutes={post.readingMinutes} />
        <Heading
          className={`mt-2 font-bold tracking-tight text-slate-900 group-hover:text-blue-700 ${
            featured ? 'text-xl sm:text-2xl lg:text-3xl' : 'text-lg'
          }`}
        >
          <Link
            to={post.href}
            prefetch="intent"
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {post.title}
          </Link>
        </Heading>
        {post.excerpt ? (
          // Shortened on purpose (the article holds the rest): marked, with the whole excerpt as its title.
          <p
            data-overflow="truncated"
            title={post.excerpt}
            className={`mt-3 text-slate-600 ${featured ? 'line-clamp-4 text-base leading-7' : 'line-clamp-3 text-sm leading-6'}`}
          >
            {post.excerpt}
          </p>
        ) : null}
        <div className="mt-auto pt-5">
          <PostAuthor name={post.author} />
        </div>
      </div>
    </article>
  );
}
