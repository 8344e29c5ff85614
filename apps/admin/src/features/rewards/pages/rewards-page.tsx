/** /admin/hadiah — rewards redeemed with points (decision 0022): the redemption queue, then the catalogue. */
import { Container, Heading, Stack, Text, usePageTitle } from '@akademi-siber/ui-design-system';
import { RedemptionQueue } from '../parts/redemption-queue';
import { RewardCatalogue } from '../parts/reward-catalogue';

export function RewardsPage() {
  usePageTitle('Hadiah', 'Admin');
  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={8}>
        <Stack $gap={1}>
          <Heading level={1}>Hadiah</Heading>
          <Text $muted>Proses penukaran poin member dan kelola katalog hadiah.</Text>
        </Stack>
        <RedemptionQueue />
        <RewardCatalogue />
      </Stack>
    </Container>
  );
}
