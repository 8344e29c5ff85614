/**
 * One of the member's programs (a batch, through their company) as a card whose title links to the batch's page:
 * the company, the batch and its dates, the member's progress, the items done and the program points earned. The
 * list page and the dashboard show it. (Not the design system's `/link-card` subpath: in a remote it downloads the
 * design system's fallback copy and the federation runtime, about 18 KB on the dashboard.)
 */
import { Badge, Card, Heading, ProgressBar, Stack, Text, type HeadingLevel } from '@akademi-siber/ui-design-system';
import { Link } from 'react-router-dom';
import { memberProgramBatchPagePath, type MemberProgramSummary } from '@akademi-siber/util-contracts';
import { formatDate, formatNumber } from '@akademi-siber/util-format';

/** "2 dari 5 materi selesai · 150 poin program" */
export const programTotalsText = (program: Pick<MemberProgramSummary, 'items' | 'completedItems' | 'points'>) =>
  `${formatNumber(program.completedItems)} dari ${formatNumber(program.items)} materi selesai · ` +
  `${formatNumber(program.points)} poin program`;

export function ProgramCard({
  program,
  selected = false,
  headingLevel = 2,
}: {
  program: MemberProgramSummary;
  /** The batch stored as the member's choice (spec §4). */
  selected?: boolean;
  headingLevel?: HeadingLevel;
}) {
  const { batch, company } = program;
  const titleId = `program-${batch.id}-${company.id}`;
  return (
    <Card as="article" aria-labelledby={titleId} $padding={5} style={{ height: '100%' }}>
      <Stack $gap={3}>
        <Stack $direction="row" $gap={2} $wrap>
          <Badge $tone="info">{company.name}</Badge>
          {selected && <Badge $tone="success">Batch pilihan</Badge>}
        </Stack>
        <Heading level={headingLevel} id={titleId} style={{ overflowWrap: 'anywhere', fontSize: '1.25rem' }}>
          <Link to={memberProgramBatchPagePath(batch.id)}>{batch.name}</Link>
        </Heading>
        <Text $size="sm" $muted>
          {formatDate(batch.startsAt)} – {formatDate(batch.endsAt)}
        </Text>
        <ProgressBar
          value={program.progress}
          label={`Progres ${batch.name}`}
          $tone={program.progress >= 100 ? 'success' : 'primary'}
        />
        <Text $size="sm">{programTotalsText(program)}</Text>
      </Stack>
    </Card>
  );
}
