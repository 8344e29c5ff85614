/**
 * The blog (decisions 0048, 0052): its posts with their editor (live Markdown preview, cover and pictures by upload,
 * draft / scheduled / published) and its categories. Only lazy pages: nothing of the blog is in the first chunk.
 */
import { lazyPage } from '@akademi-siber/feature-app-frame';

const editor = () => import('./pages/blog-post-editor-page');

/** /admin/blog */
export const blogPostsPage = lazyPage(
  () => import('./pages/blog-posts-page'),
  (m) => m.BlogPostsPage,
);

/** /admin/blog/baru */
export const blogPostNewPage = lazyPage(editor, (m) => m.BlogPostEditorPage);

/** /admin/blog/{blogPostId} */
export const blogPostPage = lazyPage(editor, (m) => m.BlogPostEditorPage);

/** /admin/blog/kategori */
export const blogCategoriesPage = lazyPage(
  () => import('./pages/blog-categories-page'),
  (m) => m.BlogCategoriesPage,
);
