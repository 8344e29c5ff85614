/** A titled part of a lab editor page (a region named by its heading), and the divided list its items sit in. */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, Heading, Stack, Text, theme } from '@akademi-siber/ui-design-system';

export function Section({
  id,
  title,
  lead,
  tone,
  children,
}: {
  id: string;
  title: string;
  lead?: ReactNode;
  tone?: 'danger';
  children: ReactNode;
}) {
  return (
    <Card
      as="section"
      aria-labelledby={`${id}-title`}
      $padding={5}
      style={tone === 'danger' ? { borderColor: theme.colors.danger } : undefined}
    >
      <Stack $gap={4}>
        <Stack $gap={1}>
          <Heading level={4} as="h2" id={`${id}-title`}>
            {title}
          </Heading>
          {lead && (
            <Text $size="sm" $muted>
              {lead}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}

export const ItemList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};

  & > li {
    padding: 0.75rem 1rem;
    min-width: 0;
    overflow-wrap: anywhere;
  }

  & > li + li {
    border-top: 1px solid ${theme.colors.border};
  }
`;
