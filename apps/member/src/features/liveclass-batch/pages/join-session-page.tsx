/**
 * …/sesi/{sessionId}/gabung of a live-class batch or a corporate-training group (issue 18, decisions 0040 and 0045):
 * the member's own join link, which "Gabung sesi" opens in a new tab. It asks to join once — that records the
 * attendance (Hadir, or Terlambat after the cohort's grace period) — says what was recorded, and goes on to the
 * meeting room. When the session is not open (not yet, or over) or not the member's, it says the API's reason and
 * leads back to the batch's or the group's page.
 */
import { errorMessage } from '@akademi-siber/data-access-api';
import { ErrorPanel } from '@akademi-siber/feature-app-frame';
import {
  Button,
  Card,
  Container,
  Heading,
  Notice,
  Spinner,
  Stack,
  Text,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import { ATTENDANCE_STATUS_LABELS, memberCohortPagePath, type SessionJoinResult } from '@akademi-siber/util-contracts';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useJoinSessionMutation } from '../data/liveclass-batch-api';
import { cohortWords, useCohortRef } from '../parts/cohort-paths';
import { isWebUrl, meetingNavigation } from '../parts/meeting-navigation';
import { formatTime } from '../parts/session-format';

/**
 * `Kehadiran tercatat: Hadir (pukul 09.58)`; a member who had joined before (or whose status staff set) reads that it
 * was recorded before. A status set by staff has no join time.
 */
export function recordedText({ attendance, recordedNow }: Pick<SessionJoinResult, 'attendance' | 'recordedNow'>) {
  const label = ATTENDANCE_STATUS_LABELS[attendance.status];
  const prefix = recordedNow ? 'Kehadiran tercatat' : 'Kehadiran sudah tercatat sebelumnya';
  return attendance.joinedAt ? `${prefix}: ${label} (pukul ${formatTime(attendance.joinedAt)})` : `${prefix}: ${label}`;
}

function parseSessionId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function JoinSessionPage() {
  const cohort = useCohortRef();
  const sessionId = parseSessionId(useParams()['sessionId']);
  usePageTitle('Gabung sesi');
  const [join, { data, error, isUninitialized, isLoading }] = useJoinSessionMutation();
  // One join per visit: React's strict mode runs effects twice, and a second POST would be a second request.
  const asked = useRef(false);
  const left = useRef(false);

  useEffect(() => {
    if (sessionId === null || asked.current) return;
    asked.current = true;
    void join({ cohort, sessionId });
  }, [join, cohort, sessionId]);

  const meetingUrl = data && isWebUrl(data.meetingUrl) ? data.meetingUrl : null;
  useEffect(() => {
    if (!meetingUrl || left.current) return;
    left.current = true;
    meetingNavigation.open(meetingUrl);
  }, [meetingUrl]);

  if (sessionId === null) return <ErrorPanel status={404} />;
  const back = memberCohortPagePath(cohort);
  const backLabel = `Kembali ke halaman ${cohortWords(cohort).noun}`;

  // One live region whose text follows the join: recording, then what was recorded and that the room opens.
  const progress = (
    <Stack $gap={2} role="status" aria-busy={isUninitialized || isLoading}>
      {!data && !error && (
        <Stack $direction="row" $gap={3}>
          <Spinner size={20} />
          <Text>Mencatat kehadiran Anda…</Text>
        </Stack>
      )}
      {data && <Text $weight="semibold">{recordedText(data)}</Text>}
      {data && <Text>{meetingUrl ? 'Membuka ruang kelas…' : 'Tautan ruang kelas sesi ini tidak valid.'}</Text>}
    </Stack>
  );

  return (
    <Container style={{ paddingBlock: 32 }} $maxWidth="640px">
      <Card as="section" aria-labelledby="gabung-sesi">
        <Stack $gap={4}>
          <Heading level={1} id="gabung-sesi">
            Gabung sesi
          </Heading>
          {progress}
          {error && (
            <Notice $tone="danger" role="alert">
              {errorMessage(error)}
            </Notice>
          )}
          {data &&
            (meetingUrl ? (
              <Text $size="sm" $muted>
                Ruang kelas tidak terbuka? <a href={meetingUrl}>Buka ruang kelas</a>
              </Text>
            ) : (
              <Text $size="sm">Hubungi pengajar untuk tautan ruang kelas yang benar.</Text>
            ))}
          {error ? (
            <div>
              <Button as={Link} to={back} $variant="secondary">
                {backLabel}
              </Button>
            </div>
          ) : (
            data && (
              <Text $size="sm">
                <Link to={back}>{backLabel}</Link>
              </Text>
            )
          )}
        </Stack>
      </Card>
    </Container>
  );
}
