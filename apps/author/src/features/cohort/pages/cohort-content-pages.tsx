/**
 * The cohort's content pages (issue 18, decisions 0042 and 0045) in the cohort's frame: /…/materi, its modules and
 * materials, and /…/quiz, its pre-test, post-test, final test and module quizzes — the content editor on the cohort's
 * content course (`AttendanceSheet.contentSlug`; a group without content says so instead).
 */
import { ContentMaterialsEditor, ContentQuizEditor } from '@akademi-siber/feature-content-editor';
import { CohortContent, CohortFrame } from '../parts/cohort-frame';
import { cohortPagePath } from '../parts/cohort-links';

export function CohortMaterialsPage() {
  return (
    <CohortFrame pageTitle="Materi" errorSubject="Materi">
      {(sheet) => (
        <CohortContent sheet={sheet}>
          {(contentSlug) => <ContentMaterialsEditor contentSlug={contentSlug} />}
        </CohortContent>
      )}
    </CohortFrame>
  );
}

export function CohortQuizPage() {
  return (
    <CohortFrame pageTitle="Kuis dan tes" errorSubject="Kuis dan tes">
      {(sheet, cohort) => (
        <CohortContent sheet={sheet}>
          {(contentSlug) => (
            <ContentQuizEditor contentSlug={contentSlug} materialsHref={`${cohortPagePath(cohort)}/materi`} />
          )}
        </CohortContent>
      )}
    </CohortFrame>
  );
}
