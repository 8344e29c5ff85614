import { Link, useSearchParams } from 'react-router-dom';
import { Button, Container, Heading, Stack, Tabs, Text, usePageTitle } from '@akademi-siber/ui-design-system';
import type { MemberClass } from '@akademi-siber/util-contracts';
import { ClassList } from '../parts/class-list';
import { LabExerciseList } from '../parts/lab-exercises';

type KindFilter = 'all' | MemberClass['kind'] | 'lab';

const FILTERS: { id: KindFilter; label: string }[] = [
  { id: 'all', label: 'Semua' },
  { id: 'course', label: 'Kelas online' },
  { id: 'liveclass', label: 'Live class' },
  { id: 'lab', label: 'Lab latihan' },
];

const isFilter = (value: string | null): value is KindFilter => FILTERS.some((filter) => filter.id === value);

/**
 * /member/kelas-saya — every enrollment (courses and live classes) with progress, filtered by kind, and the exercise
 * labs the member started in the Cybersecurity Lab. `?jenis=` keeps the tab (the dashboard links to `?jenis=lab`).
 */
export function MyClassesPage() {
  usePageTitle('Kelas Saya');
  const [params, setParams] = useSearchParams();
  const requested = params.get('jenis');
  const active: KindFilter = isFilter(requested) ? requested : 'all';
  const setActive = (id: KindFilter) =>
    setParams(id === 'all' ? {} : { jenis: id }, { replace: true, preventScrollReset: true });
  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <Stack $direction="row" $gap={3} $justify="space-between" $align="flex-end" $wrap>
          <Stack $gap={2}>
            <Heading level={1}>Kelas Saya</Heading>
            <Text $muted>Semua kelas online dan live class yang Anda ikuti, serta lab latihan yang Anda kerjakan.</Text>
          </Stack>
          {/* Campus classrooms (decision 0037): a lecturer's code joins one. */}
          <Button as={Link} to="/member/classroom" $variant="secondary" $size="sm">
            Classroom kampus
          </Button>
        </Stack>
        <Tabs tabs={FILTERS} active={active} onChange={(id) => setActive(id as KindFilter)} aria-label="Jenis kelas">
          {active === 'lab' ? (
            <LabExerciseList headingLevel={2} />
          ) : (
            <Stack $gap={8}>
              <ClassList key={active} kind={active === 'all' ? undefined : active} />
              {active === 'all' && <LabExerciseList title="Lab latihan" headingLevel={2} quietWhenEmpty />}
            </Stack>
          )}
        </Tabs>
      </Stack>
    </Container>
  );
}
