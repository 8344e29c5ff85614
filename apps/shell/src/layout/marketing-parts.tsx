/** Pieces of the dark marketing pages (Cybersecurity Culture, Cybersecurity Lab). */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, Container, Grid, Heading, Stack, Text, theme } from '@akademi-siber/ui-design-system';

export const DarkHero = styled.section`
  background: linear-gradient(160deg, ${theme.colors.navy} 0%, #10284d 55%, #0f3b63 100%);
  color: ${theme.colors.textInverse};
  padding-block: clamp(48px, 8vw, 96px);

  h1 {
    color: ${theme.colors.textInverse};
    max-width: 760px;
    font-size: clamp(1.875rem, 4.5vw, 3rem);
  }

  p {
    color: ${theme.colors.textInverseMuted};
    max-width: 660px;
    font-size: ${theme.fontSizes.lg};
  }

  a:focus-visible {
    outline-color: ${theme.colors.primaryOnDark};
  }
`;

export const Band = styled.section<{ $muted?: boolean }>`
  padding-block: 56px;
  background: ${({ $muted }) => ($muted ? theme.colors.surfaceMuted : 'transparent')};
  scroll-margin-top: 80px;
`;

export interface Feature {
  title: string;
  text: string;
}

export function FeatureGrid({ features }: { features: readonly Feature[] }) {
  return (
    <Grid $min={240}>
      {features.map((feature) => (
        <Card key={feature.title}>
          <Stack $gap={2}>
            <Heading level={3}>{feature.title}</Heading>
            <Text $muted>{feature.text}</Text>
          </Stack>
        </Card>
      ))}
    </Grid>
  );
}

export function BandContent({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children?: ReactNode;
}) {
  return (
    <Container>
      <Stack $gap={6}>
        <Stack $gap={2}>
          <Heading level={2} id={`${id}-title`}>
            {title}
          </Heading>
          {intro && (
            <Text $muted style={{ maxWidth: 720 }}>
              {intro}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
