/** The frame of each home section: its heading, intro and "see all" link, its loading cards, its empty note. */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  Card,
  Container,
  Grid,
  Heading,
  Skeleton,
  Stack,
  Text,
  theme,
  VisuallyHidden,
} from '@akademi-siber/ui-design-system';
import { PageBand } from '../../../layout/page-parts';

export function CardsSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div role="status">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Grid $min={280} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <Card key={index}>
            <Stack $gap={3}>
              <Skeleton height={150} />
              <Skeleton width="70%" height={18} />
              <Skeleton width="50%" height={14} />
            </Stack>
          </Card>
        ))}
      </Grid>
    </div>
  );
}

export function Section({
  id,
  title,
  intro,
  more,
  muted,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  more?: ReactNode;
  muted?: boolean;
  children: ReactNode;
}) {
  return (
    <PageBand $muted={muted} aria-labelledby={`${id}-title`}>
      <Container>
        <Stack $gap={6}>
          <Stack $direction="row" $gap={3} $justify="space-between" $align="end" $wrap>
            <Stack $gap={2} style={{ maxWidth: 720 }}>
              <Heading level={2} id={`${id}-title`}>
                {title}
              </Heading>
              <Text $muted>{intro}</Text>
            </Stack>
            {more}
          </Stack>
          {children}
        </Stack>
      </Container>
    </PageBand>
  );
}

export const EmptyNote = styled(Text)`
  padding: 1.25rem;
  border: 1px dashed ${theme.colors.border};
  border-radius: ${theme.radii.md};
  color: ${theme.colors.textMuted};
`;
