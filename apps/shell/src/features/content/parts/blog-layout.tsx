import { ContentLayout } from './content-layout';

/** blog: /blog, /blog/all, /blog/kategori/{kategori}, /blog/{blogSlug} — the navbar with the blog's categories. */
export function BlogLayout() {
  return <ContentLayout kind="blog" />;
}
