export const BLOG_PATH = '/blog/';

/** `/blog/{slug}/` */
export function postHref(slug: string): string {
  return `${BLOG_PATH}${encodeURIComponent(slug)}/`;
}
