/**
 * /admin/lab/challenges/new — a new challenge's details; once created, its page opens to add flags, hints and files.
 * /admin/lab/challenges/:challengeId — one challenge: its figures, details, flags (kind only, never the flag), hints,
 * files, resetting a player's attempts, and deleting it.
 */
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { ApiError } from '@akademi-siber/data-access-api';
import { ErrorPanel } from '@akademi-siber/feature-app-frame';
import { Badge, Card, Heading, SkeletonList, Stack, Text, usePageTitle } from '@akademi-siber/ui-design-system';
import { QueryStates } from '@akademi-siber/ui-design-system/query-states';
import { LAB_CATEGORY_LABELS, LAB_DIFFICULTY_LABELS, type AdminLabChallenge } from '@akademi-siber/util-contracts';
import { formatDateTime, formatNumber } from '@akademi-siber/util-format';
import { useGetAdminLabChallengeQuery } from '../data/lab-api';
import { AttachmentsSection } from '../parts/attachments-section';
import { DeleteChallengeSection, ResetAttemptsSection } from '../parts/challenge-actions';
import { ChallengeForm } from '../parts/challenge-form';
import { VisibilityBadge } from '../parts/challenge-status';
import { FlagsSection } from '../parts/flags-section';
import { HintsSection } from '../parts/hints-section';
import { LabFrame } from '../parts/lab-frame';
import { Section } from '../parts/section';

const BACK = <Link to="/admin/lab/challenges">← Semua tantangan</Link>;

function NewChallenge() {
  usePageTitle('Tantangan Baru', 'Admin');
  const navigate = useNavigate();
  return (
    <LabFrame>
      {BACK}
      <Heading level={1}>Tantangan Baru</Heading>
      <Text $muted>Flag, petunjuk, dan berkas ditambahkan setelah tantangan dibuat.</Text>
      <Card $padding={5}>
        <ChallengeForm
          challenge={null}
          onSaved={(saved) => navigate(`/admin/lab/challenges/${saved.id}`)}
          onCancel={() => navigate('/admin/lab/challenges')}
        />
      </Card>
    </LabFrame>
  );
}

function Figures({ challenge }: { challenge: AdminLabChallenge }) {
  const log = `/admin/lab/submissions?challengeId=${challenge.id}`;
  return (
    <Stack $gap={2}>
      <Stack $direction="row" $gap={2} $wrap $align="center">
        <VisibilityBadge challenge={challenge} />
        <Badge>{LAB_CATEGORY_LABELS[challenge.category]}</Badge>
        <Badge>{LAB_DIFFICULTY_LABELS[challenge.difficulty]}</Badge>
      </Stack>
      <Text $muted>
        Nilai berikutnya {formatNumber(challenge.value)} · {formatNumber(challenge.solves)} penyelesai ·{' '}
        <Link to={log}>{formatNumber(challenge.submissions)} kiriman</Link>
        {challenge.suspicious > 0 && (
          <>
            {' · '}
            <Link to={`${log}&suspicious=true`}>{formatNumber(challenge.suspicious)} mencurigakan</Link>
          </>
        )}
        {' · '}diubah {formatDateTime(challenge.updatedAt, { fallback: '—' })}
      </Text>
    </Stack>
  );
}

function EditChallenge({ challengeId }: { challengeId: number }) {
  const query = useGetAdminLabChallengeQuery(challengeId);
  const { data: challenge, error } = query;
  usePageTitle(challenge ? challenge.title : 'Tantangan', 'Admin');
  const apiError = error as ApiError | undefined;
  if (apiError?.status === 404) return <ErrorPanel status={404} message={apiError.message} />;

  return (
    <LabFrame>
      {BACK}
      <QueryStates query={query} errorTitle="Tantangan belum dapat dimuat" loading={<SkeletonList rows={6} />}>
        {(challenge) => (
          <>
            <Stack $gap={2}>
              <Heading level={1}>{challenge.title}</Heading>
              <Figures challenge={challenge} />
            </Stack>
            <Section title="Detail" id="lab-details">
              <ChallengeForm challenge={challenge} onSaved={() => undefined} />
            </Section>
            <FlagsSection challenge={challenge} />
            <HintsSection challenge={challenge} />
            <AttachmentsSection challenge={challenge} />
            <ResetAttemptsSection challenge={challenge} />
            <DeleteChallengeSection challenge={challenge} />
          </>
        )}
      </QueryStates>
    </LabFrame>
  );
}

export function ChallengeEditorPage() {
  const { challengeId } = useParams();
  if (challengeId === undefined) return <NewChallenge />;
  const id = Number(challengeId);
  if (!Number.isInteger(id) || id < 1) return <ErrorPanel status={404} />;
  return <EditChallenge challengeId={id} />;
}
