/**
 * /teacher/classroom/{classroomSlug}/ctf/detail/{ctfId} — each student of the classroom on one challenge (solved,
 * when, late after the due date, points, attempts, hints, suspicious submissions), and the submissions of another
 * user's per-user flag where the sender or the flag's owner is a student of the classroom.
 */
import { useParams } from 'react-router-dom';
import {
  Avatar,
  Badge,
  Container,
  Grid,
  Heading,
  Pagination,
  Stack,
  StatCard,
  Table,
  Text,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import type { ClassroomChallengeResults, ClassroomChallengeStudent } from '@akademi-siber/util-contracts';
import { formatDateTime, formatNumber } from '@akademi-siber/util-format';
import { useGetClassroomChallengeResultsQuery } from '../data/lab-api';
import { DETAIL_PER_PAGE, DetailBand, DetailStates, usePaged } from '../parts/detail-parts';

function Student({ row }: { row: { name: string; username: string; avatarUrl: string | null } }) {
  return (
    <Stack $direction="row" $gap={2} style={{ minWidth: 180 }}>
      <Avatar src={row.avatarUrl} name={row.name} alt="" size={28} />
      <span>
        {row.name}{' '}
        <Text as="span" $size="sm" $muted>
          @{row.username}
        </Text>
      </span>
    </Stack>
  );
}

function Results({ results }: { results: ClassroomChallengeResults }) {
  const { classroom, challenge, assignment, students, suspicious } = results;
  usePageTitle(`${challenge.title} · ${classroom.name}`, 'Teacher');
  const paged = usePaged(students);
  const solved = students.filter((student) => student.solvedAt);
  return (
    <>
      <DetailBand classroom={classroom} kind="challenge" item={challenge} assignment={assignment} />
      <Container style={{ paddingBlock: 24 }}>
        <Stack $gap={6}>
          <Grid $min={170}>
            <StatCard label="Selesai" value={`${formatNumber(solved.length)}/${formatNumber(students.length)}`} />
            <StatCard label="Terlambat" value={formatNumber(solved.filter((student) => student.late).length)} />
            <StatCard label="Nilai tantangan" value={`${formatNumber(challenge.value)} poin`} />
            <StatCard label="Kiriman mencurigakan" value={formatNumber(suspicious.length)} />
          </Grid>
          <Stack as="section" aria-labelledby="ctf-mahasiswa" $gap={4}>
            <Heading level={2} id="ctf-mahasiswa">
              Hasil mahasiswa
            </Heading>
            <Table<ClassroomChallengeStudent>
              caption={`Hasil mahasiswa ${classroom.name} di ${challenge.title}`}
              hideCaption
              rowKey="username"
              rows={paged.rows}
              emptyText="Belum ada mahasiswa di classroom ini."
              columns={[
                { key: 'student', header: 'Mahasiswa', render: (row) => <Student row={row} /> },
                {
                  key: 'status',
                  header: 'Status',
                  render: (row) => (
                    <Stack $direction="row" $gap={1} $wrap>
                      {row.solvedAt ? <Badge $tone="success">Selesai</Badge> : <Badge>Belum</Badge>}
                      {row.late && <Badge $tone="warning">Terlambat</Badge>}
                      {row.suspicious > 0 && <Badge $tone="danger">Mencurigakan</Badge>}
                    </Stack>
                  ),
                },
                { key: 'solvedAt', header: 'Waktu', render: (row) => formatDateTime(row.solvedAt, { fallback: '—' }) },
                {
                  key: 'points',
                  header: 'Poin',
                  align: 'right',
                  render: (row) => (row.points === null ? '—' : formatNumber(row.points)),
                },
                { key: 'attempts', header: 'Percobaan', align: 'right', render: (row) => formatNumber(row.attempts) },
                { key: 'hints', header: 'Petunjuk', align: 'right', render: (row) => formatNumber(row.hintsUsed) },
              ]}
            />
            <Pagination
              page={paged.page}
              perPage={DETAIL_PER_PAGE}
              total={students.length}
              onPageChange={paged.setPage}
            />
          </Stack>
          <Stack as="section" aria-labelledby="ctf-mencurigakan" $gap={3}>
            <Heading level={2} id="ctf-mencurigakan">
              Kiriman mencurigakan
            </Heading>
            <Text $size="sm" $muted>
              Flag per pengguna milik orang lain yang dikirim mahasiswa, atau flag mahasiswa yang dikirim orang lain.
              Kiriman ini ditolak seperti flag salah; keduanya patut diperiksa.
            </Text>
            <Table
              caption={`Kiriman mencurigakan di ${challenge.title}`}
              hideCaption
              rowKey={(row, index) => `${row.user.username}-${row.submittedAt}-${index}`}
              rows={suspicious}
              emptyText="Tidak ada kiriman mencurigakan."
              columns={[
                { key: 'user', header: 'Pengirim', render: (row) => `${row.user.name} (@${row.user.username})` },
                {
                  key: 'owner',
                  header: 'Pemilik flag',
                  render: (row) => `${row.flagOwner.name} (@${row.flagOwner.username})`,
                },
                { key: 'at', header: 'Waktu', render: (row) => formatDateTime(row.submittedAt) },
              ]}
            />
          </Stack>
        </Stack>
      </Container>
    </>
  );
}

export function CtfDetailPage() {
  const { classroomSlug = '', ctfId = '' } = useParams();
  const query = useGetClassroomChallengeResultsQuery({ slug: classroomSlug, itemSlug: ctfId });
  return (
    <DetailStates query={query} title="Hasil tantangan belum dapat dimuat">
      {() => query.data && <Results results={query.data} />}
    </DetailStates>
  );
}
