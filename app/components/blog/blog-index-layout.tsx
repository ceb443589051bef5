import type { ReactNode } from 'react';
import { PostListSkeleton } from '~/components/blog/post-card-skeleton';
import { PageHeader } from '~/components/content/page-header';

/** The blog list's header band and content column (the page and its loading state share them). */
export function BlogIndexLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHeader
        title="Blog"
        crumbs={[{ label: 'Blog' }]}
        lead="Porady dla podróżnych: jak tanio i bezpiecznie zaparkować przy lotnisku, co zabrać w podróż i jak przygotować auto do dłuższego postoju."
      />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-12">{children}</div>
    </>
  );
}

/**
 * Spec §2: while a navigation to `/blog/` loads (from any page, the list itself included), the page
 * shows the list's frame with six skeleton cards. Rendered by the root in place of the outlet.
 */
export function BlogIndexLoading() {
  return (
    <BlogIndexLayout>
      <PostListSkeleton />
    </BlogIndexLayout>
  );
}
