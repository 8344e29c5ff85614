/**
 * The course player's frame for a corporate-training group (decisions 0044, 0045): a cohort's frame with the group's
 * answer — the training's title, the group's trail and the content's tests and attendance certificate — every link
 * under the group's own path.
 */
import type { MemberGroupHome } from '@akademi-siber/util-contracts';
import { CohortPlayerLayout, type CohortView } from '../../liveclass-batch';
import { useGetMemberTrainingGroupQuery, type MemberGroupArgs } from '../data/corporate-training-api';
import { useGroupRef } from './use-group-ref';

const groupView = (home: MemberGroupHome, group: MemberGroupArgs): CohortView => ({
  cohort: group,
  title: home.training.title,
  name: home.group.name,
  subtitle:
    `${home.group.name} · ${home.companyName}` + (home.instructor ? ` · Instruktur: ${home.instructor.name}` : ''),
  parent: { label: 'Pelatihan korporat', to: '/member/corporate-training' },
  contentSlug: home.contentSlug,
  learning: home.learning,
});

export function GroupPlayerLayout() {
  const group = useGroupRef();
  return <CohortPlayerLayout cohort={group} home={useGetMemberTrainingGroupQuery(group)} toView={groupView} />;
}
