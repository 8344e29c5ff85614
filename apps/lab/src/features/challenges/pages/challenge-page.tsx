import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage, errorStatus } from '@akademi-siber/data-access-api';
import {
  Badge,
  Card,
  Container,
  ErrorState,
  Heading,
  SkeletonList,
  Stack,
  StatCard,
  Text,
  theme,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import { Markdown } from '@akademi-siber/ui-design-system/markdown';
import { LAB_CATEGORY_LABELS, type LabChallengeDetail } from '@akademi-siber/util-contracts';
import { formatDateTime, formatNumber } from '@akademi-siber/util-format';
import { useGetLabChallengeQuery } from '../data/challenges-api';
import { Attachments } from '../parts/attachments';
import { FlagForm } from '../parts/flag-form';
import { Hints } from '../parts/hints';
import { DIFFICULTY_TONES, difficultyLabel, points } from '../parts/labels';
import { CATALOGUE_PATH } from '../parts/paths';

const Layout = styled.div`
  display: grid;
  gap: ${theme.space[8]};
  grid-template-columns: minmax(0, 1fr);

  @media (min-width: 960px) {
    grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
    align-items: start;
  }
`;

const Figures = styled.div`
  display: grid;
  gap: ${theme.space[3]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 140px), 1fr));
`;

const Connection = styled.pre`
  margin: 0;
  padding: ${theme.space[3]} ${theme.space[4]};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.navy};
  color: ${theme.colors.textInverse};
  font-family: ${theme.fonts.mono};
  font-size: ${theme.fontSizes.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-labelledby={id} $gap={3}>
      <Heading level={2} id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function Challenge({ challenge }: { challenge: LabChallengeDetail }) {
  return (
    <Stack $gap={6}>
      <Stack $gap={3}>
        <Stack $direction="row" $gap={2} $wrap>
          <Badge $tone="info">{LAB_CATEGORY_LABELS[challenge.category]}</Badge>
          <Badge $tone={DIFFICULTY_TONES[challenge.difficulty]}>{difficultyLabel(challenge.difficulty)}</Badge>
          {challenge.solve && <Badge $tone="success">Selesai</Badge>}
          {challenge.solve?.firstBlood && <Badge $tone="danger">First blood</Badge>}
        </Stack>
        <Heading level={1}>{challenge.title}</Heading>
        <Figures>
          <StatCard
            label="Nilai sekarang"
            value={points(challenge.value)}
            hint={challenge.valueType === 'dynamic' ? 'Turun setiap ada yang menyelesaikan' : undefined}
          />
          <StatCard
            label={challenge.solve ? 'Poinmu' : 'Hadiah untukmu'}
            value={points(challenge.solve ? challenge.solve.points : challenge.reward)}
            hint={
              !challenge.solve && challenge.hintCosts > 0
                ? `Sudah dipotong ${points(challenge.hintCosts)} untuk petunjuk`
                : undefined
            }
          />
          <StatCard label="Solve" value={formatNumber(challenge.solves)} />
          <StatCard label="First blood" value={challenge.firstBlood ? challenge.firstBlood.name : 'Belum ada'} />
        </Figures>
        {challenge.visibleUntil && (
          <Text $size="sm" $muted>
            Tantangan ditutup pada {formatDateTime(challenge.visibleUntil, { withZone: true })}.
          </Text>
        )}
      </Stack>
      <Layout>
        <Stack $gap={8}>
          <Section id="deskripsi" title="Deskripsi">
            <Markdown source={challenge.description} headingLevel={3} />
          </Section>
          {challenge.connectionInfo && (
            <Section id="koneksi" title="Info koneksi">
              <Connection>{challenge.connectionInfo}</Connection>
            </Section>
          )}
          {challenge.attachments.length > 0 && (
            <Section id="berkas" title="Berkas">
              <Attachments slug={challenge.slug} attachments={challenge.attachments} />
            </Section>
          )}
          {challenge.hints.length > 0 && (
            <Section id="petunjuk" title="Petunjuk">
              <Hints challenge={challenge} />
            </Section>
          )}
        </Stack>
        <Card as="section" aria-labelledby="jawab">
          <Stack $gap={3}>
            <Heading level={2} id="jawab">
              Kirim flag
            </Heading>
            <FlagForm challenge={challenge} />
          </Stack>
        </Card>
      </Layout>
    </Stack>
  );
}

/** /lab/ctf/:challengeSlug — one challenge: its text, connection, files, hints and the flag form. */
export function ChallengePage() {
  const { challengeSlug = '' } = useParams();
  const query = useGetLabChallengeQuery(challengeSlug);
  usePageTitle(query.data?.title ?? null, 'Lab');
  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <Text $size="sm">
          <Link to={CATALOGUE_PATH}>← Semua tantangan</Link>
        </Text>
        {query.isLoading ? (
          <SkeletonList rows={5} />
        ) : query.error || !query.data ? (
          <ErrorState
            title={errorStatus(query.error) === 403 ? 'Tantangan masih terkunci' : 'Tantangan belum dapat dibuka'}
            message={errorMessage(query.error)}
            onRetry={errorStatus(query.error) === 404 ? undefined : () => void query.refetch()}
            actions={<Link to={CATALOGUE_PATH}>Kembali ke daftar tantangan</Link>}
          />
        ) : (
          <Challenge challenge={query.data} />
        )}
      </Stack>
    </Container>
  );
}
