/**
 * /member/corporate-training/{training}/{group}/quiz (decision 0044): every quiz and test of the group's content
 * with where the member stands, as a live-class batch's list — the content's pre-test, post-test and final test
 * where it has them, each module quiz from its own info — and the way to each.
 */
import { usePageTitle } from '@akademi-siber/ui-design-system';
import { usePlayer } from '../../learning';
import { QuizzesAndTests } from '../../liveclass-batch';
import { useGetMemberTrainingGroupQuery } from '../data/corporate-training-api';
import { groupHomePath, useGroupRef, useGroupTests } from '../parts/group-learning';

export function GroupQuizzesPage() {
  const { course } = usePlayer();
  const group = useGroupRef();
  // The frame has these answers already: no second request.
  const { data: home } = useGetMemberTrainingGroupQuery(group);
  const tests = useGroupTests(course);
  usePageTitle(home ? `Kuis dan tes · ${home.training.title}` : 'Kuis dan tes');
  return <QuizzesAndTests tests={tests} home={groupHomePath(group)} owner="grup" />;
}
