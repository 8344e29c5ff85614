import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Container, Heading, Stack, Tabs, Text, usePageTitle } from '@akademi-siber/ui-design-system';
import type { MemberClass } from '@akademi-siber/util-contracts';
import { ClassList } from '../parts/class-list';

type KindFilter = 'all' | MemberClass['kind'];

const FILTERS: { id: KindFilter; label: string }[] = [
  { id: 'all', label: 'Semua' },
  { id: 'course', label: 'Kelas online' },
  { id: 'liveclass', label: 'Live class' },
];

/** /member/kelas-saya — every enrollment (courses and live classes) with progress, filtered by kind. */
export function MyClassesPage() {
  usePageTitle('Kelas Saya');
  const [active, setActive] = useState<KindFilter>('all');
  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <Stack $direction="row" $gap={3} $justify="space-between" $align="flex-end" $wrap>
          <Stack $gap={2}>
            <Heading level={1}>Kelas Saya</Heading>
            <Text $muted>Semua kelas online dan live class yang Anda ikuti.</Text>
          </Stack>
          {/* Campus classrooms (decision 0037): a lecturer's code joins one. */}
          <Button as={Link} to="/member/classroom" $variant="secondary" $size="sm">
            Classroom kampus
          </Button>
        </Stack>
        <Tabs tabs={FILTERS} active={active} onChange={(id) => setActive(id as KindFilter)} aria-label="Jenis kelas">
          <ClassList key={active} kind={active === 'all' ? undefined : active} />
        </Tabs>
      </Stack>
    </Container>
  );
}
