// What a link preview (a chat app, a social network, a search result) reads from a page's HTML before any script
// runs: the title, the description and Open Graph tags. The shell's index.html carries the site's own; a course's
// page carries the course's, so a shared course link previews as that course. A course that is not published is
// not a page (404), as the app itself shows it; a blog post likewise (a draft or a post scheduled ahead is a 404 until
// its time has come, decision 0052).
import { matchPagePattern, SHELL_PAGE_ROUTES } from '@akademi-siber/util-contracts';
import type { Database } from '../db/client';
import { createCatalogRepository } from '../modules/catalog/repository';
import { createContentRepository } from '../modules/content/repository';

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute address of a picture, when the page has one. */
  image?: string;
}

const DESCRIPTION_LENGTH = 200;

/** Markdown and line breaks out, cut at a word near DESCRIPTION_LENGTH characters. */
export function summaryOf(text: string): string {
  const plain = text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`~|]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= DESCRIPTION_LENGTH) return plain;
  const cut = plain.slice(0, DESCRIPTION_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_LENGTH - 40)).trimEnd()}…`;
}

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const textOf = (html: string, pattern: RegExp) => {
  const found = pattern.exec(html)?.[1];
  return found === undefined
    ? undefined
    : found
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
};

const TITLE = /<title>([^<]*)<\/title>/i;
// Attributes on one line or, as a formatter writes a long one, each on its own.
const DESCRIPTION = /<meta\s+name="description"\s+content="([^"]*)"\s*\/?>/i;

export function createPageMeta(db: Database, publicUrl: string) {
  const catalog = createCatalogRepository(db);
  const content = createContentRepository(db);
  const absolute = (url: string | null) => (url ? new URL(url, `${publicUrl}/`).toString() : undefined);

  async function blogPostMeta(slug: string): Promise<PageMeta | null> {
    const row = await content.findPublished('blog', slug);
    if (!row) return null;
    return {
      title: `${row.title} — Blog Akademi Siber`,
      description: summaryOf(row.summary),
      image: absolute(row.coverUrl),
    };
  }

  return {
    /** The page's own meta, `null` when the address names something that does not exist, `undefined` for the site's. */
    async lookup(pathname: string): Promise<PageMeta | null | undefined> {
      const post = matchPagePattern(SHELL_PAGE_ROUTES.blogPost, pathname)?.['blogSlug'];
      // /blog/all and /blog/kategori are the blog's lists, not posts.
      if (post && post !== 'all' && post !== 'kategori') return blogPostMeta(post);
      const course = matchPagePattern(SHELL_PAGE_ROUTES.courseDetail, pathname);
      if (!course?.['slug']) return undefined;
      const row = await catalog.publishedCourse(course['slug']);
      if (!row) return null;
      return {
        title: `${row.title} — Akademi Siber`,
        description: summaryOf(row.description),
        image: absolute(row.thumbnailUrl),
      };
    },

    /** index.html with the page's title and description, and the Open Graph tags a preview reads. */
    render(html: string, pathname: string, meta: PageMeta | undefined): string {
      const title = meta?.title ?? textOf(html, TITLE) ?? 'Akademi Siber';
      const description = meta?.description ?? textOf(html, DESCRIPTION) ?? '';
      const tags = [
        ['og:site_name', 'Akademi Siber'],
        ['og:locale', 'id_ID'],
        ['og:type', 'website'],
        ['og:url', `${publicUrl}${pathname}`],
        ['og:title', title],
        ['og:description', description],
        ...(meta?.image ? [['og:image', meta.image]] : []),
      ].map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}" />`);
      tags.push(`<meta name="twitter:card" content="${meta?.image ? 'summary_large_image' : 'summary'}" />`);
      // Podcast apps and browsers find the feed from any Cybercast page (decision 0049).
      if (/^\/cybercast(\/|$)/i.test(pathname) && pathname !== '/cybercast/feed.xml')
        tags.push(
          `<link rel="alternate" type="application/rss+xml" title="Cybercast Akademi Siber" ` +
            `href="${escapeHtml(`${publicUrl}/cybercast/feed.xml`)}" />`,
        );
      return (
        html
          // Replacer functions: a `$` in a course title must stay a `$`.
          .replace(TITLE, () => `<title>${escapeHtml(title)}</title>`)
          .replace(DESCRIPTION, () => `<meta name="description" content="${escapeHtml(description)}" />`)
          .replace(/<\/head>/i, () => `  ${tags.join('\n    ')}\n  </head>`)
      );
    },
  };
}
