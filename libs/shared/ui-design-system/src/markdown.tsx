/**
 * `@akademi-siber/ui-design-system/markdown` (a subpath bundled by each app that uses it, like query-states): the
 * Markdown the staff write (lab challenges and exercise steps, course articles, blog posts, static pages), rendered
 * SAFELY with well-kept libraries (decision 0048): react-markdown parses CommonMark + GFM (tables, strikethrough, task
 * lists, autolinks) into React elements — never into an HTML string — and rehype-sanitize (GitHub's schema, narrowed)
 * drops every element and attribute outside the allow-list. Raw HTML in the text shows as text. A link goes only to
 * http(s), mailto or a same-origin `/` path; an image only from http(s) or a same-origin `/` path; anything else
 * (`javascript:`, `data:`, `vbscript:`, `//host`) loses its address and shows as plain text.
 */
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import styled from 'styled-components';
// Relative, not the package name: inside this lib the package name resolves to a second copy of the whole
// design system in a remote's build (the shared singleton is the shell's), 16 KB of gzip on the first page.
import { theme } from './lib/theme';

const Prose = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  line-height: 1.65;
  overflow-wrap: anywhere;

  & > * {
    margin: 0;
  }

  ul,
  ol {
    padding-left: ${theme.space[6]};
  }

  li + li {
    margin-top: ${theme.space[1]};
  }

  blockquote {
    border-left: 4px solid ${theme.colors.border};
    padding-left: ${theme.space[3]};
    color: ${theme.colors.textMuted};
  }

  code {
    font-family: ${theme.fonts.mono};
    font-size: 0.9em;
    background: ${theme.colors.surfaceMuted};
    border-radius: ${theme.radii.sm};
    padding: 0.1em 0.3em;
  }

  pre {
    background: ${theme.colors.navy};
    color: ${theme.colors.textInverse};
    border-radius: ${theme.radii.md};
    padding: ${theme.space[3]} ${theme.space[4]};
    overflow-x: auto;
    line-height: 1.5;
  }

  pre code {
    background: none;
    padding: 0;
    font-size: ${theme.fontSizes.sm};
    white-space: pre;
    overflow-wrap: normal;
  }

  a {
    color: ${theme.colors.primaryText};
  }

  img {
    max-width: 100%;
    height: auto;
    border-radius: ${theme.radii.md};
  }

  table {
    border-collapse: collapse;
    display: block;
    overflow-x: auto;
    max-width: 100%;
  }

  th,
  td {
    border: 1px solid ${theme.colors.border};
    padding: ${theme.space[2]} ${theme.space[3]};
    text-align: left;
    vertical-align: top;
  }

  th {
    background: ${theme.colors.surfaceMuted};
  }
`;

/** GitHub's allow-list, narrowed: links and images only to the schemes the readers may follow. */
const SCHEMA: SanitizeSchema = {
  ...defaultSchema,
  protocols: { ...defaultSchema.protocols, href: ['http', 'https', 'mailto'], src: ['http', 'https'], cite: [] },
};

interface TreeNode {
  type: string;
  value?: string;
  children?: TreeNode[];
}

/** Raw HTML in the text becomes text (the staff see what they typed), before the sanitiser would drop it. */
const rawHtmlAsText = () => (tree: TreeNode) => {
  const visit = (node: TreeNode) => {
    if (node.type === 'raw') node.type = 'text';
    node.children?.forEach(visit);
  };
  visit(tree);
};

const WEB = /^https?:\/\//i;
const SAME_ORIGIN_PATH = /^\/(?![/\\])/;
const MAIL = /^mailto:/i;

/** The address a reader may follow, or null. Control characters and spaces inside a scheme are rejected too. */
export function safeUrl(url: string, key: 'href' | 'src'): string | null {
  const trimmed = url.trim();
  if ([...trimmed].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null;
  if (WEB.test(trimmed) || SAME_ORIGIN_PATH.test(trimmed)) return trimmed;
  if (key === 'href' && (MAIL.test(trimmed) || trimmed.startsWith('#'))) return trimmed;
  return null;
}

const urlTransform = (url: string, key: string) => safeUrl(url, key === 'src' ? 'src' : 'href') ?? '';

function Link({ href, children }: ComponentPropsWithoutRef<'a'> & { node?: unknown }) {
  if (!href) return <span>{children}</span>;
  // Another site opens in a new tab without a handle on this one; a page of ours stays in this tab.
  return WEB.test(href) ? (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </a>
  ) : (
    <a href={href}>{children}</a>
  );
}

function Image({ src, alt, title }: ComponentPropsWithoutRef<'img'> & { node?: unknown }) {
  if (typeof src !== 'string' || !src) return alt ? <span>{alt}</span> : null;
  return <img src={src} alt={alt ?? ''} title={title} loading="lazy" decoding="async" />;
}

function Code({ children }: ComponentPropsWithoutRef<'pre'> & { node?: unknown }) {
  // Focusable: a long line scrolls sideways, and a keyboard user must be able to scroll it.
  return <pre tabIndex={0}>{children}</pre>;
}

function headings(headingLevel: number): Components {
  const components: Components = {};
  for (let depth = 1; depth <= 6; depth += 1) {
    // Never an h1: the page's title is the one h1.
    const Tag = `h${Math.max(2, Math.min(6, headingLevel + depth - 1))}` as 'h3';
    components[`h${depth}` as 'h1'] = ({ children }: { children?: ReactNode }) => <Tag>{children}</Tag>;
  }
  return components;
}

export interface MarkdownProps {
  source: string;
  /**
   * The level a `#` heading gets (`##` one more, never beyond 6): under the page's own h1/h2. Default 3. With 1 the
   * levels are as written (an article's `##` is an h2 under its title), and a `#` is an h2 too.
   */
  headingLevel?: 1 | 2 | 3 | 4;
  className?: string;
}

/** Markdown as sanitised React elements: never HTML from the text, links and images only to allowed addresses. */
export function Markdown({ source, headingLevel = 3, className }: MarkdownProps) {
  return (
    <Prose className={className}>
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[rawHtmlAsText, [rehypeSanitize, SCHEMA]]}
        urlTransform={urlTransform}
        components={{ ...headings(headingLevel), a: Link, img: Image, pre: Code }}
      >
        {source}
      </ReactMarkdown>
    </Prose>
  );
}
