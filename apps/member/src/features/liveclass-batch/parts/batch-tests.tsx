/**
 * A batch's pre-test, post-test and final test as the member sees them (decision 0041): where each stands (open,
 * locked and why, taken, passed), its window, the best score against the passing score, and the way to its page —
 * as cards (the batch page, the quiz list) and as entries of the player's outline. A corporate-training group's
 * tests (decision 0044) show the same way: `home` is the page the tests sit under, the batch's or the group's.
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
import { quizzesPathUnder, testPathUnder } from './cohort-paths';
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

function TestCard({ test, home, level }: { test: BatchTestStatus; home: string; level: HeadingLevel }) {
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
            to={testPathUnder(home, test.kind)}
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

/**
 * The tests as cards, in the API's order (pre-test, post-test, final test), titled at `headingLevel`; `owner` names
 * whose they are ("batch", "grup").
 */
export function BatchTestCards({
  tests,
  home,
  owner = 'batch',
  headingLevel = 3,
}: {
  tests: BatchTestStatus[];
  home: string;
  owner?: string;
  headingLevel?: HeadingLevel;
}) {
  if (tests.length === 0)
    return (
      <Text $muted>
        {owner.charAt(0).toUpperCase() + owner.slice(1)} ini tidak memiliki pre-test, post-test maupun final test.
      </Text>
    );
  return (
    <Grid as="ul" $min={240} $gap={4} style={{ margin: 0, padding: 0 }} aria-label={`Tes ${owner}`}>
      {tests.map((test) => (
        <TestCard key={test.kind} test={test} home={home} level={headingLevel} />
      ))}
    </Grid>
  );
}

/** The outline's part after the modules, for a batch or a group: every quiz and test, then each test. */
export function BatchTestsOutline({ tests, home }: { tests: BatchTestStatus[]; home: string }) {
  return (
    <OutlineSection id="tes-batch" title="Kuis dan tes">
      <OutlineList>
        <li>
          <OutlineEntry to={quizzesPathUnder(home)} sign="≡" title="Semua kuis dan tes" />
        </li>
        {tests.map((test) => {
          const state = testState(test);
          const detail = test.locked && !state.done ? `Terkunci: ${test.locked}` : state.label;
          return (
            <li key={test.kind}>
              <OutlineEntry
                to={testPathUnder(home, test.kind)}
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
