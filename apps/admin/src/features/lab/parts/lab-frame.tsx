/**
 * The frame of every lab page: the lab's own menu (challenges, exercise labs, submissions, live scoreboard,
 * settings) above the page. Each page renders it itself, so the route table needs no layout from this feature and
 * the remote's first chunk carries nothing of the lab.
 */
import type { ReactNode } from 'react';
import { Container, Stack } from '@akademi-siber/ui-design-system';
import { SectionMenu } from '@akademi-siber/ui-design-system/section-menu';

export const LAB_SECTIONS = [
  { to: '/admin/lab/challenges', label: 'Tantangan' },
  { to: '/admin/lab/exercises', label: 'Lab Latihan' },
  { to: '/admin/lab/submissions', label: 'Kiriman' },
  { to: '/admin/lab/scoreboard', label: 'Papan Skor' },
  { to: '/admin/lab/settings', label: 'Pengaturan' },
] as const;

export function LabFrame({ children }: { children: ReactNode }) {
  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <SectionMenu label="Menu lab" items={LAB_SECTIONS} />
        {children}
      </Stack>
    </Container>
  );
}
