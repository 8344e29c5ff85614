/**
 * /member/classroom — the campus classrooms a member studies in, and joining one with the code the lecturer shared
 * (`?kode=` fills it in). The API's own messages say what is wrong with a code: unknown, expired, the classroom full,
 * already joined, too many wrong codes.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage, errorStatus } from '@akademi-siber/data-access-api';
import { useZodForm } from '@akademi-siber/feature-app-frame/forms';
import {
  Button,
  Card,
  Container,
  EmptyState,
  Grid,
  Heading,
  Notice,
  Stack,
  Text,
  TextField,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import { QueryStates } from '@akademi-siber/ui-design-system/query-states';
import { classroomJoinSchema, type MemberClassroom } from '@akademi-siber/util-contracts';
import { formatDate, formatNumber } from '@akademi-siber/util-format';
import { useGetMemberClassroomsQuery, useJoinClassroomMutation } from '../data/classrooms-api';

/** The 429 of too many wrong codes, said for this form (the API's is the general one). */
const TOO_MANY = 'Terlalu banyak kode yang salah. Tunggu beberapa menit sebelum mencoba lagi.';

function JoinForm() {
  const [params] = useSearchParams();
  const [join, { isLoading }] = useJoinClassroomMutation();
  const [joined, setJoined] = useState<MemberClassroom | null>(null);
  const form = useZodForm(classroomJoinSchema, { code: params.get('kode') ?? '' });
  const problem = form.formState.errors.code?.message;

  const submit = form.handleSubmit(async (body) => {
    setJoined(null);
    try {
      setJoined(await join(body).unwrap());
      form.reset({ code: '' });
    } catch (error) {
      form.setError('code', { message: errorStatus(error) === 429 ? TOO_MANY : errorMessage(error) });
    }
  });

  return (
    <Card as="section" aria-labelledby="gabung-classroom">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack $gap={4}>
          <Heading level={2} id="gabung-classroom">
            Gabung classroom
          </Heading>
          <Text $muted>Masukkan kode bergabung yang dibagikan dosen Anda, misalnya USI-KJA26.</Text>
          {joined && (
            <Notice $tone="success" role="status">
              Berhasil bergabung ke {joined.name}.
            </Notice>
          )}
          <TextField
            label="Kode bergabung"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            error={problem}
            {...form.register('code')}
          />
          <Button type="submit" $variant="primary" disabled={isLoading} style={{ alignSelf: 'flex-start' }}>
            Gabung
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

function ClassroomCard({ classroom }: { classroom: MemberClassroom }) {
  return (
    <Card as="article" aria-labelledby={`classroom-${classroom.slug}`}>
      <Stack $gap={2}>
        <Heading level={4} as="h3" id={`classroom-${classroom.slug}`}>
          {classroom.name}
        </Heading>
        <Text $size="sm">{classroom.campus}</Text>
        <Text $size="sm" $muted>
          Dosen: {classroom.teacher} · {formatNumber(classroom.students)} mahasiswa
        </Text>
        <Text $size="sm" $muted>
          Bergabung {formatDate(classroom.joinedAt)}
        </Text>
      </Stack>
    </Card>
  );
}

export function ClassroomsPage() {
  usePageTitle('Classroom');
  const query = useGetMemberClassroomsQuery();
  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <Stack $gap={2}>
          <Heading level={1}>Classroom</Heading>
          <Text $muted>
            Kelas kampus tempat Anda belajar bersama dosen: kelas online, lab, dan tantangan CTF yang ditugaskan.
          </Text>
        </Stack>
        <JoinForm />
        <Stack as="section" aria-labelledby="classroom-saya" $gap={4}>
          <Heading level={2} id="classroom-saya">
            Classroom Saya
          </Heading>
          <QueryStates
            query={query}
            errorTitle="Classroom belum dapat dimuat"
            isEmpty={(classrooms) => classrooms.length === 0}
            empty={
              <EmptyState
                headingLevel={3}
                title="Belum bergabung ke classroom"
                description="Minta kode bergabung kepada dosen Anda, lalu masukkan di atas."
              />
            }
          >
            {(classrooms) => (
              <Grid $min={260}>
                {classrooms.map((classroom) => (
                  <ClassroomCard key={classroom.slug} classroom={classroom} />
                ))}
              </Grid>
            )}
          </QueryStates>
        </Stack>
      </Stack>
    </Container>
  );
}
