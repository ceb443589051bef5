import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { loadPostPage } from '~/.server/blog';
import { BLOG_PATH } from '~/lib/blog';
import { PostCard } from '~/components/blog/post-card';
import { PostImage } from '~/components/blog/post-image';
import { PostAuthor, PostMeta } from '~/components/blog/post-meta';
import { ParkingCta } from '~/components/blog/parking-cta';
import { ShareButton } from '~/components/blog/share-button';
import { JsonLd } from '~/components/content/json-ld';
import { RichText } from '~/components/rich-text/rich-text';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { buildMeta, canonicalFromMatches, preloadImage } from '~/lib/seo';
import { CacheControl } from '../../core/cache-control';

export async function loader({ params, context }: LoaderFunctionArgs) {
  const data = await loadPostPage(context, params.slug ?? '');
  return json(data, { headers: { 'Cache-Control': CacheControl.content } });
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...buildMeta({ ...data?.seo, url: canonicalFromMatches(matches) }),
  ...preloadImage(data?.post.image?.url),
];

export default function BlogPostRoute() {
  const { post, similar, jsonLd } = useLoaderData<typeof loader>();
  return (
    <>
      <JsonLd data={jsonLd} />
      <article>
        <header className="mx-auto max-w-3xl px-4 pt-6 sm:pt-8">
          <Breadcrumbs
            items={[{ label: 'Strona główna', to: '/' }, { label: 'Blog', to: BLOG_PATH }, { label: post.title }]}
          />
          <PostMeta
            className="mt-6"
            publishDate={post.publishDate}
            dateLabel={post.dateLabel}
            readingMinutes={post.readingMinutes}
          />
          <h1 className="mt-3 text-3xl font-bold leading-tight tracking-tight text-slate-900 sm:text-4xl sm:leading-tight">
            {post.title}
          </h1>
          {post.excerpt ? <p className="mt-4 text-lg leading-8 text-slate-600 sm:text-xl">{post.excerpt}</p> : null}
          <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-y border-slate-200 py-4">
            <PostAuthor name={post.author} size="md" />
            <ShareButton url={post.url} title={post.title} />
          </div>
        </header>

        <div className="mx-auto mt-8 max-w-4xl px-4">
          <PostImage image={post.image} eager className="rounded-xl" />
        </div>

        <div className="mx-auto max-w-3xl px-4 py-10">
          <RichText content={post.content} />
          <div className="mt-10 flex flex-wrap items-center justify-between gap-4 border-t border-slate-200 pt-6">
            <Link
              to={BLOG_PATH}
              className="font-semibold text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
            >
              ← Wszystkie artykuły
            </Link>
            <ShareButton url={post.url} title={post.title} />
          </div>
        </div>
      </article>

      <div className="mx-auto max-w-6xl space-y-12 px-4 pb-14 sm:pb-16">
        <ParkingCta />
        {similar.length > 0 ? (
          <section aria-labelledby="similar-heading">
            <h2 id="similar-heading" className="text-2xl font-bold tracking-tight text-slate-900">
              Podobne artykuły
            </h2>
            <ul className="mt-6 grid gap-6 md:grid-cols-2">
              {similar.map((item) => (
                <li key={item.slug}>
                  <PostCard post={item} headingLevel="h3" />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </>
  );
}
