/** One blog post or Cybercast episode in a list. */
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { Badge, Button, Card, Heading, Stack, Text } from '@akademi-siber/ui-design-system';
import type { BlogPostSummary, CybercastEpisode } from '@akademi-siber/util-contracts';
import { formatDate } from '@akademi-siber/util-format';
import { ContentText } from '../../../layout/content-text';
import { Cover } from '../../../layout/page-parts';
import { CardTitleLink, LinkCard } from '@akademi-siber/ui-design-system/link-card';

const Meta = styled(Text)`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.75rem;
`;

export function minutesLabel(seconds: number): string {
  return `${Math.max(1, Math.round(seconds / 60))} menit`;
}

export function BlogPostCard({ post, headingLevel = 2 }: { post: BlogPostSummary; headingLevel?: 2 | 3 }) {
  const titleId = useId();
  return (
    <LinkCard as="article" aria-labelledby={titleId}>
      <Stack $gap={3}>
        {/* A post without a cover keeps the card compact, as the seeded posts show. */}
        {post.coverUrl && <Cover src={post.coverUrl} label={post.category.category} />}
        <Badge $tone="info" style={{ alignSelf: 'flex-start' }}>
          {post.category.category}
        </Badge>
        <Heading level={4} as={`h${headingLevel}`} id={titleId}>
          <CardTitleLink to={`/blog/${post.slug}`}>{post.title}</CardTitleLink>
        </Heading>
        <Text $muted>{post.summary}</Text>
        <Meta $size="sm" $muted>
          <span>{post.author.name}</span>
          <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
          <span>{post.readingMinutes} menit baca</span>
        </Meta>
      </Stack>
    </LinkCard>
  );
}

export function EpisodeCard({ episode, headingLevel = 2 }: { episode: CybercastEpisode; headingLevel?: 2 | 3 }) {
  const titleId = useId();
  const notesId = useId();
  const [open, setOpen] = useState(false);
  return (
    <Card as="article" aria-labelledby={titleId}>
      <Stack $gap={3}>
        <Stack $direction="row" $gap={2} $wrap>
          <Badge $tone="info">{episode.category.category}</Badge>
          <Badge>{minutesLabel(episode.durationSeconds)}</Badge>
        </Stack>
        <Heading level={4} as={`h${headingLevel}`} id={titleId}>
          {episode.title}
        </Heading>
        <Text $muted>{episode.summary}</Text>
        <Meta $size="sm" $muted>
          <span>{episode.author.name}</span>
          <time dateTime={episode.publishedAt}>{formatDate(episode.publishedAt)}</time>
        </Meta>
        <Stack $direction="row" $gap={2} $wrap>
          <Button
            type="button"
            $variant="secondary"
            $size="sm"
            aria-expanded={open}
            aria-controls={notesId}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? 'Tutup catatan episode' : 'Catatan episode'}
          </Button>
          <Button as={Link} to={`/cybercast/episode/${episode.slug}`} $variant="primary" $size="sm">
            {episode.mediaUrl ? 'Dengarkan episode' : 'Buka episode'}
          </Button>
        </Stack>
        <div id={notesId} hidden={!open}>
          <ContentText body={episode.body} headingLevel={headingLevel === 2 ? 3 : 4} />
        </div>
      </Stack>
    </Card>
  );
}
