import type { CmsPageData } from '~/.server/cms-page';
import { PageHeader } from '~/components/content/page-header';
import { RichText } from '~/components/rich-text/rich-text';

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
