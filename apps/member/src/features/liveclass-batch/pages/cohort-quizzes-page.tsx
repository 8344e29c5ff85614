/**
 * /member/liveclass/{lc}/{batch}/quiz (decision 0041): every quiz and test of the batch with where the member stands
 * — the batch's tests from the batch page's answer, each module quiz from its own info (`…/modul/{m}/kuis`) — and
 * the way to each.
 */
import { usePageTitle } from '@akademi-siber/ui-design-system';
import { useGetMemberBatchQuery } from '../data/liveclass-batch-api';
import { batchHomePath } from '../parts/batch-learning-paths';
import { QuizzesAndTests } from '../parts/quizzes-and-tests';
import { useBatchRef } from '../parts/use-batch-ref';

export function BatchQuizzesPage() {
  const batch = useBatchRef();
  // The frame has this answer already: no second request.
  const { data: home } = useGetMemberBatchQuery(batch);
  usePageTitle(home ? `Kuis dan tes · ${home.liveClass.title}` : 'Kuis dan tes');
  return <QuizzesAndTests tests={home?.learning.tests ?? []} home={batchHomePath(batch)} owner="batch" />;
}
