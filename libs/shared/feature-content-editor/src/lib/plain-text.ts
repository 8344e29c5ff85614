/**
 * The opening of an article's Markdown as plain text, for the one-line summary under its title in the editor's list:
 * no pictures, link text without its address, no heading, list, quote, emphasis or code marks.
 */
export function plainOpening(markdown: string, length = 140): string {
  const text = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)/gm, '')
    .replace(/[*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > length ? `${text.slice(0, length).trimEnd()}…` : text;
}
