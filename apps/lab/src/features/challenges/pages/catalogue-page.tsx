import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  Container,
  EmptyState,
  Grid,
  Heading,
  Select,
  Stack,
  StatCard,
  Text,
  theme,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import { QueryStates } from '@akademi-siber/ui-design-system/query-states';
import { LAB_CATEGORY_LABELS, type LabCategoryGroup, type LabChallengeCard } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import { useGetLabChallengesQuery } from '../data/challenges-api';
import { ChallengeCard } from '../parts/challenge-card';
import { points } from '../parts/labels';

/** Cards shown per category before "Tampilkan lebih banyak". */
export const CARDS_PER_STEP = 9;

const STATUS_OPTIONS = [
  { value: '', label: 'Semua status' },
  { value: 'belum', label: 'Belum selesai' },
  { value: 'selesai', label: 'Selesai' },
];

const Figures = styled.div`
  display: grid;
  gap: ${theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 160px), 1fr));
`;

const Filters = styled.div`
  display: grid;
  gap: ${theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
  max-width: 480px;
`;

function matches(challenge: LabChallengeCard, status: string) {
  if (status === 'selesai') return challenge.solved;
  if (status === 'belum') return !challenge.solved;
  return true;
}

function CategorySection({ group }: { group: LabCategoryGroup<LabChallengeCard> }) {
  const [shown, setShown] = useState(CARDS_PER_STEP);
  const headingId = `kategori-${group.category}`;
  const rest = group.challenges.length - shown;
  return (
    <Stack as="section" aria-labelledby={headingId} $gap={4}>
      <Heading level={2} id={headingId}>
        {group.label}{' '}
        <Text as="span" $muted $size="md">
          ({formatNumber(group.challenges.length)})
        </Text>
      </Heading>
      <Grid $min={260} $gap={4}>
        {group.challenges.slice(0, shown).map((challenge) => (
          <ChallengeCard key={challenge.slug} challenge={challenge} />
        ))}
      </Grid>
      {rest > 0 && (
        <div>
          <Button $variant="secondary" onClick={() => setShown((count) => count + CARDS_PER_STEP)}>
            Tampilkan {formatNumber(Math.min(rest, CARDS_PER_STEP))} tantangan {group.label} lagi
          </Button>
        </div>
      )}
    </Stack>
  );
}

/** /lab — the CTF challenges by category, with what the player did; filtered by category and status (in the URL). */
export function CataloguePage() {
  usePageTitle('Tantangan CTF', 'Lab');
  const query = useGetLabChallengesQuery();
  const [params, setParams] = useSearchParams();
  const category = params.get('kategori') ?? '';
  const status = params.get('status') ?? '';
  const setFilter = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const all = (query.data ?? []).flatMap((group) => group.challenges);
  const solved = all.filter((challenge) => challenge.solved);
  const groups = (query.data ?? [])
    .filter((group) => !category || group.category === category)
    .map((group) => ({ ...group, challenges: group.challenges.filter((challenge) => matches(challenge, status)) }))
    .filter((group) => group.challenges.length > 0);

  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <Stack $gap={2}>
          <Heading level={1}>Tantangan CTF</Heading>
          <Text $muted>
            Temukan flag di setiap tantangan, kirimkan, dan kumpulkan poin serta XP. Yang pertama menyelesaikan
            tantangan mendapat first blood.
          </Text>
        </Stack>
        <QueryStates
          query={query}
          errorTitle="Tantangan belum dapat dimuat"
          isEmpty={(data) => data.every((group) => group.challenges.length === 0)}
          empty={
            <EmptyState
              title="Belum ada tantangan"
              description="Tantangan yang dibuka untuk pemain akan tampil di sini."
            />
          }
        >
          {() => (
            <Stack $gap={8}>
              <Figures>
                <StatCard
                  label="Tantangan selesai"
                  value={`${formatNumber(solved.length)} / ${formatNumber(all.length)}`}
                />
                <StatCard
                  label="Poin dari tantangan"
                  value={points(solved.reduce((sum, challenge) => sum + (challenge.awardedPoints ?? 0), 0))}
                />
              </Figures>
              <Filters role="search" aria-label="Saring tantangan">
                <Select
                  label="Kategori"
                  value={category}
                  onChange={(event) => setFilter('kategori', event.target.value)}
                  options={[
                    { value: '', label: 'Semua kategori' },
                    ...(query.data ?? []).map((group) => ({
                      value: group.category,
                      label: LAB_CATEGORY_LABELS[group.category] ?? group.label,
                    })),
                  ]}
                />
                <Select
                  label="Status"
                  value={status}
                  onChange={(event) => setFilter('status', event.target.value)}
                  options={STATUS_OPTIONS}
                />
              </Filters>
              {groups.length === 0 ? (
                <EmptyState
                  title="Tidak ada tantangan yang cocok"
                  description="Ubah kategori atau status untuk melihat tantangan lain."
                />
              ) : (
                groups.map((group) => <CategorySection key={group.category} group={group} />)
              )}
            </Stack>
          )}
        </QueryStates>
      </Stack>
    </Container>
  );
}
