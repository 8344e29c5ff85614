/**
 * A live-class batch's `pre-test`, `post-test` and `final-test` pages (decision 0041), inside the batch's player
 * frame: the same screen as a course exam, on `api/member/kelas/{contentSlug}/pre-test`, `…/post-test` and `…/ujian`.
 * Whether one may be taken now (the pre-test closes when the first session starts) is the API's `locked`.
 */
import { BATCH_TEST_LABELS, type BatchTestKind } from '@akademi-siber/util-contracts';
import { usePlayer } from '../../learning';
import type { AssessmentTarget } from '../data/assessment-api';
import { AssessmentView } from '../parts/assessment-view';

function BatchTest({ kind }: { kind: BatchTestKind }) {
  const { course } = usePlayer();
  const target: AssessmentTarget =
    kind === 'final_test' ? { courseSlug: course.slug } : { courseSlug: course.slug, test: kind };
  return <AssessmentView key={`${course.slug}/${kind}`} target={target} label={BATCH_TEST_LABELS[kind]} />;
}

export const PreTestPage = () => <BatchTest kind="pre_test" />;
export const PostTestPage = () => <BatchTest kind="post_test" />;
export const FinalTestPage = () => <BatchTest kind="final_test" />;
