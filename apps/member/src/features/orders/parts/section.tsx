import { useId, type ReactNode } from 'react';
import { Card, Heading, Stack } from '@akademi-siber/ui-design-system';

/** A titled card section. */
export function Section({
  title,
  children,
  headingLevel = 2,
}: {
  title: ReactNode;
  children: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const id = useId();
  return (
    <Card as="section" aria-labelledby={id}>
      <Stack $gap={4}>
        <Heading level={headingLevel} id={id}>
          {title}
        </Heading>
        {children}
      </Stack>
    </Card>
  );
}
