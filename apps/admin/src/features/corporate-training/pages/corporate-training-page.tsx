/**
 * /admin/corporate-training — corporate trainings (decision 0044): the groups (the tab it opens on), the trainings
 * with their counts, and the companies. The tab is kept in the address (`?tab=`), so the counts link between them.
 */
import { useSearchParams } from 'react-router-dom';
import { Container, Heading, Stack, Tabs, Text, usePageTitle } from '@akademi-siber/ui-design-system';
import { CompaniesTab } from '../parts/companies-tab';
import { GroupsTab } from '../parts/groups-tab';
import { TrainingsTab } from '../parts/trainings-tab';

const TABS = [
  { id: 'grup', label: 'Grup' },
  { id: 'pelatihan', label: 'Pelatihan' },
  { id: 'perusahaan', label: 'Perusahaan' },
];

export function CorporateTrainingPage() {
  usePageTitle('Pelatihan Korporat', 'Admin');
  const [params, setParams] = useSearchParams();
  const tab = TABS.some((item) => item.id === params.get('tab')) ? (params.get('tab') as string) : 'grup';
  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <Stack $gap={1}>
          <Heading level={1}>Pelatihan Korporat</Heading>
          <Text $muted>
            Grup perusahaan yang belajar bersama: peserta, jadwal, instruktur, dan penyelesaian materi.
          </Text>
        </Stack>
        <Tabs aria-label="Bagian pelatihan korporat" tabs={TABS} active={tab} onChange={(id) => setParams({ tab: id })}>
          {tab === 'grup' ? <GroupsTab /> : tab === 'pelatihan' ? <TrainingsTab /> : <CompaniesTab />}
        </Tabs>
      </Stack>
    </Container>
  );
}
