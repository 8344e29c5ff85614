/**
 * The course page's byline (decision 0050): the author's staff profile — photo, name, expertise, bio and public links.
 * The links are the author's own https addresses, opened in a new tab with `noopener noreferrer nofollow`: the page
 * neither hands itself to them nor vouches for them. Part of the lazily loaded course page, never the first chunk.
 */
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Avatar, Heading, Stack, Text, theme, VisuallyHidden } from '@akademi-siber/ui-design-system';
import { STAFF_LINK_LABELS, type CourseAuthor } from '@akademi-siber/util-contracts';

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: 0.125rem 0.625rem;
    border-radius: 999px;
    background: ${theme.colors.primarySubtle};
    color: ${theme.colors.primaryText};
    font-size: ${theme.fontSizes.sm};
  }
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

const Bio = styled(Text)`
  white-space: pre-line;
`;

/** "linkedin.com/in/budi" for the link's text: what the reader will open, without the scheme. */
function shownAddress(url: URL): string {
  const path = url.pathname === '/' ? '' : url.pathname.replace(/\/$/, '');
  return `${url.host.replace(/^www\./, '')}${path}`;
}

/** The API keeps only https links; anything else that reached the page is left out, not linked. */
function httpsUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

export function CourseByline({ author }: { author: CourseAuthor }) {
  const links = author.links.flatMap((link) => {
    const url = httpsUrl(link.url);
    return url ? [{ ...link, url }] : [];
  });
  return (
    <section aria-labelledby="author-title">
      <Stack $gap={3}>
        <Heading level={2} id="author-title">
          Pengajar
        </Heading>
        <Stack $direction="row" $gap={3} $align="center">
          <Avatar src={author.avatarUrl} name={author.name} alt="" size={72} />
          <Stack $gap={1}>
            <Text $weight="semibold">{author.name}</Text>
            <Link to={`/${author.username}`}>Lihat profil @{author.username}</Link>
          </Stack>
        </Stack>
        {author.expertise.length > 0 && (
          <Tags aria-label={`Keahlian ${author.name}`}>
            {author.expertise.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </Tags>
        )}
        {author.bio && <Bio>{author.bio}</Bio>}
        {links.length > 0 && (
          <Links aria-label={`Tautan ${author.name}`}>
            {links.map((link) => (
              <li key={link.url.href}>
                <a href={link.url.href} target="_blank" rel="noopener noreferrer nofollow">
                  {STAFF_LINK_LABELS[link.kind]}: {shownAddress(link.url)}
                  <VisuallyHidden> (membuka tab baru)</VisuallyHidden>
                </a>
              </li>
            ))}
          </Links>
        )}
      </Stack>
    </section>
  );
}
