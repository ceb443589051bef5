import type { HeadersFunction, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import type { CmsPageData, FixedCmsPageLoader } from '~/.server/cms-page';
import { PageHeader } from '~/components/content/page-header';
import { RichText } from '~/components/rich-text/rich-text';
import { buildMeta, canonicalFromMatches } from '~/lib/seo';

/** A CMS page (catch-all, terms, privacy policy): title, breadcrumb and rich content. */
export function CmsPageView({ page }: { page: CmsPageData }) {
  return (
    <article>
      <PageHeader title={page.title} crumbs={[{ label: page.title }]} />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-12">
        <div className="max-w-3xl">
          <RichText content={page.content} />
        </div>
      </div>
    </article>
  );
}

/* The rest of a fixed content route (terms, privacy policy); its loader is `loadFixedCmsPage`. */

export const cmsPageHeaders: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export function fixedCmsPageMeta(fallback: CmsPageData): MetaFunction<FixedCmsPageLoader> {
  return ({ data, matches }) => buildMeta({ ...(data?.page.seo ?? fallback.seo), url: canonicalFromMatches(matches) });
}

export function FixedCmsPageRoute() {
  const { page } = useLoaderData<FixedCmsPageLoader>();
  return <CmsPageView page={page} />;
}
