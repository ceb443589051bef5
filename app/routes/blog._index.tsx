import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { upstreamFailure } from '~/.server/api';
import { loadPostSummaries } from '~/.server/blog';
import { BlogIndexLayout } from '~/components/blog/blog-index-layout';
import { PostCard } from '~/components/blog/post-card';
import { buildMeta, canonicalFromMatches } from '~/lib/seo';
import { CacheControl } from '../../core/cache-control';

const TITLE = 'Blog – porady dla podróżnych | Parkolot';
const DESCRIPTION =
  'Jak tanio i bezpiecznie zaparkować przy lotnisku, co zabrać w podróż i jak przygotować auto do postoju. Praktyczne porady dla podróżnych.';

export async function loader({ context }: LoaderFunctionArgs) {
  const summaries = await loadPostSummaries(context);
  // An outage is the error page (502/503), never "no articles"; the article pages redirect here on error.
  if (!summaries.ok) throw upstreamFailure(summaries.error);
  return json({ posts: summaries.posts }, { headers: { 'Cache-Control': CacheControl.content } });
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  buildMeta({ title: TITLE, description: DESCRIPTION, url: canonicalFromMatches(matches) });

export default function BlogIndexRoute() {
  const { posts } = useLoaderData<typeof loader>();
  const [featured, ...rest] = posts;

  // While the list reloads, the root shows its skeleton (BlogIndexLoading) instead of this.
  return (
    <BlogIndexLayout>
      {!featured ? (
        <p className="rounded-xl border border-slate-200 bg-slate-50 px-6 py-10 text-center text-slate-700">
          Brak dostępnych artykułów.
        </p>
      ) : (
        <>
          <h2 className="sr-only">Artykuły</h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            <li className="sm:col-span-2 lg:col-span-3">
              <PostCard post={featured} headingLevel="h3" featured />
            </li>
            {rest.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </>
      )}
    </BlogIndexLayout>
  );
}
