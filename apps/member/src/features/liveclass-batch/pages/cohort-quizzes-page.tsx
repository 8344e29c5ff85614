/**
 * …/quiz of a live-class batch or a corporate-training group (decisions 0041, 0044): every quiz and test of the
 * cohort's content with where the member stands — the tests from the cohort's home answer, each module quiz from its
 * own info (`…/modul/{m}/kuis`) — and the way to each.
 */
import { usePageTitle } from '@akademi-siber/ui-design-system';
import { useCohortView } from '../parts/cohort-view';
import { QuizzesAndTests } from '../parts/quizzes-and-tests';

export function CohortQuizzesPage() {
  // The frame has the cohort's answer already: no second request.
  const { cohort, title, learning } = useCohortView();
  usePageTitle(`Kuis dan tes · ${title}`);
  return <QuizzesAndTests tests={learning.tests} cohort={cohort} />;
}
