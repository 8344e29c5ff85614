/**
 * `@akademi-siber/ui-design-system/markdown` (a subpath bundled by each app that uses it, like query-states): the
 * Markdown the staff write for lab challenges and exercise steps, rendered SAFELY. It is parsed into React elements —
 * never into an HTML string — so raw HTML in the text shows as text, and a link opens only http(s) and mailto
 * addresses (anything else, `javascript:` included, stays plain text). The subset: paragraphs, `#` headings, `-`/`*`
 * and `1.` lists, `>` quotes, fenced code blocks, inline code, `**bold**`, `*emphasis*` and `[links](https://…)`.
 */
import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@akademi-siber/ui-design-system';

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
`;

type Block =
  | { kind: 'heading'; depth: number; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'code'; text: string; language: string | null }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'quote'; text: string };

const FENCE = /^\s*```\s*([\w+-]*)\s*$/;
const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,9}[.)]\s+(.*)$/;
const QUOTE = /^\s*>\s?(.*)$/;

/** The blocks of a text, line by line: a fence runs to its closing fence (or the end), lists and quotes gather. */
export function markdownBlocks(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index];
    const fence = FENCE.exec(line);
    if (fence) {
      const body: string[] = [];
      index += 1;
      while (index < lines.length && !FENCE.test(lines[index])) body.push(lines[index++]);
      index += 1; // the closing fence
      blocks.push({ kind: 'code', text: body.join('\n'), language: fence[1] || null });
      continue;
    }
    if (line.trim() === '') {
      index += 1;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({ kind: 'heading', depth: heading[1].length, text: heading[2] });
      index += 1;
      continue;
    }
    const list = BULLET.test(line) ? BULLET : NUMBERED.test(line) ? NUMBERED : null;
    if (list) {
      const items: string[] = [];
      for (let match = list.exec(line); match; match = index < lines.length ? list.exec(lines[index]) : null) {
        items.push(match[1]);
        index += 1;
      }
      blocks.push({ kind: 'list', ordered: list === NUMBERED, items });
      continue;
    }
    if (QUOTE.test(line)) {
      const quoted: string[] = [];
      for (let match = QUOTE.exec(line); match; match = index < lines.length ? QUOTE.exec(lines[index]) : null) {
        quoted.push(match[1]);
        index += 1;
      }
      blocks.push({ kind: 'quote', text: quoted.join(' ') });
      continue;
    }
    const paragraph: string[] = [];
    while (
      index < lines.length &&
      lines[index].trim() !== '' &&
      !FENCE.test(lines[index]) &&
      !HEADING.test(lines[index]) &&
      !(paragraph.length > 0 && (BULLET.test(lines[index]) || NUMBERED.test(lines[index]) || QUOTE.test(lines[index])))
    ) {
      paragraph.push(lines[index].trim());
      index += 1;
    }
    blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
  }
  return blocks;
}

/** Code spans first (nothing inside them is Markdown), then links, strong and emphasis. */
const INLINE =
  /(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)|\[([^\]\n]+)\]\(\s*([^)\s]+)\s*\)|\*\*(?=\S)([\s\S]+?)\*\*|\*(?=\S)([^*\n]+?)\*/g;
const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

function inline(text: string, key = 'i'): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  let count = 0;
  for (const match of text.matchAll(INLINE)) {
    const at = match.index ?? 0;
    if (at > last) nodes.push(text.slice(last, at));
    const id = `${key}-${count++}`;
    const [whole, , code, label, href, strong, emphasis] = match;
    if (code !== undefined)
      nodes.push(<code key={id}>{code.trim() === '' ? code : code.replace(/^ (.*) $/, '$1')}</code>);
    else if (label !== undefined)
      nodes.push(
        SAFE_LINK.test(href) ? (
          <a key={id} href={href} target="_blank" rel="noopener noreferrer nofollow">
            {inline(label, id)}
          </a>
        ) : (
          <Fragment key={id}>{whole}</Fragment>
        ),
      );
    else if (strong !== undefined) nodes.push(<strong key={id}>{inline(strong, id)}</strong>);
    else nodes.push(<em key={id}>{inline(emphasis ?? '', id)}</em>);
    last = at + whole.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

export interface MarkdownProps {
  source: string;
  /** The level a `#` heading gets (`##` one more, never beyond 6): under the page's own h1/h2. Default 3. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** Markdown as React elements: never HTML from the text, links only to http(s) and mailto. */
export function Markdown({ source, headingLevel = 3, className }: MarkdownProps) {
  return (
    <Prose className={className}>
      {markdownBlocks(source).map((block, index) => {
        switch (block.kind) {
          case 'heading': {
            const Tag = `h${Math.min(6, headingLevel + block.depth - 1)}` as 'h3';
            return <Tag key={index}>{inline(block.text)}</Tag>;
          }
          case 'code':
            return (
              // Focusable: a long line scrolls sideways, and a keyboard user must be able to scroll it.
              <pre key={index} tabIndex={0} data-language={block.language ?? undefined}>
                <code>{block.text}</code>
              </pre>
            );
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List key={index}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>{inline(item)}</li>
                ))}
              </List>
            );
          }
          case 'quote':
            return <blockquote key={index}>{inline(block.text)}</blockquote>;
          default:
            return <p key={index}>{inline(block.text)}</p>;
        }
      })}
    </Prose>
  );
}
