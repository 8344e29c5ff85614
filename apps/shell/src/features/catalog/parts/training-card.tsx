import { useId } from 'react';
import { Badge, Heading, Stack, Text } from '@akademi-siber/ui-design-system';
import { CardTitleLink, LinkCard } from '@akademi-siber/ui-design-system/link-card';
import type { CorporateTrainingSummary } from '@akademi-siber/util-contracts';
import { Cover } from '../../../layout/page-parts';

/** A corporate training in the lists of /corporate-training and /corporate-trainings. */
export function TrainingCard({
  training,
  headingLevel = 2,
}: {
  training: CorporateTrainingSummary;
  headingLevel?: 2 | 3;
}) {
  const titleId = useId();
  return (
    <LinkCard as="article" aria-labelledby={titleId}>
      <Stack $gap={3}>
        <Cover src={training.thumbnailUrl} label="Corporate Training" />
        <Badge style={{ alignSelf: 'flex-start' }}>{training.durationDays} hari</Badge>
        <Heading level={4} as={`h${headingLevel}`} id={titleId}>
          <CardTitleLink to={`/corporate-training/${training.slug}`}>{training.title}</CardTitleLink>
        </Heading>
        <Text $muted>{training.summary}</Text>
      </Stack>
    </LinkCard>
  );
}
