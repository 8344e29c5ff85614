import type { ReactNode } from 'react';
import { Card, Container, Heading, Stack } from '@akademi-siber/ui-design-system';

/** The plain frame of the two hand-off pages: no bar, since the visitor may not be signed in yet. */
export function HandoffFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div data-layout="lab-handoff">
      <Container $maxWidth="560px" style={{ paddingBlock: 64 }}>
        <Card as="main" aria-labelledby="lab-handoff-title">
          <Stack $gap={4}>
            <Heading level={1} id="lab-handoff-title">
              {title}
            </Heading>
            {children}
          </Stack>
        </Card>
      </Container>
    </div>
  );
}
