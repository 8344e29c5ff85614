/**
 * A batch's pre-test, post-test and final test as the member sees them (decision 0041): where each stands (open,
 * locked and why, taken, passed), its window, the best score against the passing score, and the way to its page —
 * as cards (the batch page, the quiz list) and as entries of the player's outline.
 */
import {
  Badge,
  Button,
  Card,
  Grid,
  Heading,
  Stack,
  Text,
  type BadgeTone,
  type HeadingLevel,
} from '@akademi-siber/ui-design-system';
import { BATCH_TEST_LABELS, type BatchTestStatus } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import { Link } from 'react-router-dom';
import { OutlineEntry, OutlineList, OutlineSection } from '../../learning';
import { batchQuizzesPath, batchTestPath, type BatchRef } from './batch-learning-paths';
import { formatDay, formatTime } from './session-format';

export interface TestState {
  label: string;
  tone: BadgeTone;
  /** The member has nothing more to do here (passed; a pre-test taken). */
  done: boolean;
}

/** Where a member stands in a test or quiz: enough of `BatchTestStatus`, or of a quiz's `AssessmentInfo`. */
export interface Standing {
  /** A test's kind (`pre_test`, …) or an assessment's (`quiz`, …). */
  kind: string;
  passed: boolean;
  locked: string | null;
  bestScore: number | null;
}

/** A pre-test measures where the member starts, so taking it is what counts; the others are passed or not. */
export function testState(test: Standing): TestState {
  if (test.passed) return { label: 'Lulus', tone: 'success', done: true };
  if (test.kind === 'pre_test' && test.bestScore !== null)
    return { label: 'Sudah dikerjakan', tone: 'success', done: true };
  if (test.locked) return { label: 'Terkunci', tone: 'warning', done: false };
  if (test.bestScore !== null) return { label: 'Belum lulus', tone: 'danger', done: false };
  return { label: 'Terbuka', tone: 'info', done: false };
}

const at = (value: string) => `${formatDay(value)} pukul ${formatTime(value)} WIB`;

/** When the test may be taken, or null when it has no bounds. */
export function testWindow({ opensAt, closesAt }: Pick<BatchTestStatus, 'opensAt' | 'closesAt'>): string | null {
  if (opensAt && closesAt) return `Dibuka ${at(opensAt)} sampai ${at(closesAt)}`;
  if (closesAt) return `Ditutup ${at(closesAt)}`;
  if (opensAt) return `Dibuka ${at(opensAt)}`;
  return null;
}

export const scoreText = (test: Pick<BatchTestStatus, 'bestScore' | 'passingScore'>) =>
  `Nilai terbaik: ${test.bestScore === null ? 'belum ada' : formatNumber(test.bestScore)} · nilai lulus ` +
  formatNumber(test.passingScore);

/** A pre-test has no passing score worth showing: it measures where the member starts. */
const testScoreText = (test: BatchTestStatus) =>
  test.kind !== 'pre_test'
    ? scoreText(test)
    : test.bestScore === null
      ? 'Belum dikerjakan'
      : `Nilai: ${formatNumber(test.bestScore)}`;

function TestCard({ test, batch, level }: { test: BatchTestStatus; batch: BatchRef; level: HeadingLevel }) {
  const label = BATCH_TEST_LABELS[test.kind];
  const state = testState(test);
  const opens = testWindow(test);
  const headingId = `tes-${test.kind}`;
  return (
    <Card as="li" aria-labelledby={headingId} style={{ listStyle: 'none' }}>
      <Stack $gap={2}>
        <Stack $direction="row" $justify="space-between" $align="center" $gap={2} $wrap>
          <Heading level={level} id={headingId} style={{ margin: 0 }}>
            {label}
          </Heading>
          <Badge $tone={state.tone}>{state.label}</Badge>
        </Stack>
        {test.title !== label && <Text $muted>{test.title}</Text>}
        {test.locked && !state.done && <Text $size="sm">{test.locked}</Text>}
        {opens && (
          <Text $size="sm" $muted>
            {opens}
          </Text>
        )}
        <Text $size="sm">{testScoreText(test)}</Text>
        <div>
          <Button
            as={Link}
            to={batchTestPath(batch, test.kind)}
            $size="sm"
            $variant={state.done || test.locked ? 'secondary' : 'primary'}
          >
            {state.done || test.locked ? `Lihat ${label.toLowerCase()}` : `Kerjakan ${label.toLowerCase()}`}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}

/** The tests as cards, in the API's order (pre-test, post-test, final test), titled at `headingLevel`. */
export function BatchTestCards({
  tests,
  batch,
  headingLevel = 3,
}: {
  tests: BatchTestStatus[];
  batch: BatchRef;
  headingLevel?: HeadingLevel;
}) {
  if (tests.length === 0) return <Text $muted>Batch ini tidak memiliki pre-test, post-test maupun final test.</Text>;
  return (
    <Grid as="ul" $min={240} $gap={4} style={{ margin: 0, padding: 0 }} aria-label="Tes batch">
      {tests.map((test) => (
        <TestCard key={test.kind} test={test} batch={batch} level={headingLevel} />
      ))}
    </Grid>
  );
}

/** The outline's part after the modules, for a batch: every quiz and test, then each test. */
export function BatchTestsOutline({ tests, batch }: { tests: BatchTestStatus[]; batch: BatchRef }) {
  return (
    <OutlineSection id="tes-batch" title="Kuis dan tes">
      <OutlineList>
        <li>
          <OutlineEntry to={batchQuizzesPath(batch)} sign="≡" title="Semua kuis dan tes" />
        </li>
        {tests.map((test) => {
          const state = testState(test);
          const detail = test.locked && !state.done ? `Terkunci: ${test.locked}` : state.label;
          return (
            <li key={test.kind}>
              <OutlineEntry
                to={batchTestPath(batch, test.kind)}
                done={state.done}
                sign="?"
                title={BATCH_TEST_LABELS[test.kind]}
                detail={test.bestScore === null ? detail : `${detail} · nilai ${formatNumber(test.bestScore)}`}
              />
            </li>
          );
        })}
      </OutlineList>
    </OutlineSection>
  );
}
