/**
 * /member/corporate-program (spec §2, decision 0046): the corporate cybersecurity-culture programs the member takes
 * part in — one card per batch, through their company — with their progress, the items done and the program points,
 * each opening the batch's page. The batch stored as their choice (spec §4) comes first and says so.
 */
import { useBatchSelection } from '@akademi-siber/data-access-auth';
import { errorMessage } from '@akademi-siber/data-access-api';
import {
  Button,
  Container,
  EmptyState,
  ErrorState,
  Grid,
  Heading,
  SkeletonList,
  Stack,
  Text,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import type { MemberProgramSummary } from '@akademi-siber/util-contracts';
import { Link } from 'react-router-dom';
import { useGetMemberProgramsQuery } from '../data/corporate-program-api';
import { ProgramCard } from '../parts/program-card';

/** The stored batch first, the rest as the API orders them. */
const storedFirst = (programs: MemberProgramSummary[], stored: number | null) =>
  [...programs].sort((a, b) => Number(b.batch.id === stored) - Number(a.batch.id === stored));

export function ProgramsPage() {
  usePageTitle('Cybersecurity Culture');
  const { data, isLoading, error, refetch } = useGetMemberProgramsQuery();
  const { storedBatchId } = useBatchSelection();
  let body;
  if (isLoading) body = <SkeletonList rows={3} label="Memuat program…" />;
  else if (error || !data)
    body = (
      <ErrorState title="Program belum dapat dimuat" message={errorMessage(error)} onRetry={() => void refetch()} />
    );
  else if (data.length === 0)
    body = (
      <EmptyState
        headingLevel={2}
        title="Kamu belum mengikuti program perusahaan"
        description={
          'Saat perusahaanmu mendaftarkanmu di batch Cybersecurity Culture, batchnya ' +
          'tampil di sini beserta materi dan tenggatnya.'
        }
        action={
          <Button as={Link} to="/cybersecurity-culture" $variant="secondary">
            Tentang program ini
          </Button>
        }
      />
    );
  else
    body = (
      <Grid as="ul" $min="280px" $gap={4} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {storedFirst(data, storedBatchId).map((program) => (
          <li key={`${program.batch.id}/${program.company.id}`}>
            <ProgramCard program={program} selected={program.batch.id === storedBatchId} />
          </li>
        ))}
      </Grid>
    );
  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <Stack $gap={2}>
          <Heading level={1}>Program Cybersecurity Culture</Heading>
          <Text $muted>
            Program budaya keamanan siber dari perusahaanmu: selesaikan setiap materi sebelum tenggatnya dan kumpulkan
            poin program.
          </Text>
        </Stack>
        {body}
      </Stack>
    </Container>
  );
}
