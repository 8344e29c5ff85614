/**
 * The batch's content pages (issue 18, decision 0042) in the batch's frame: /…/materi, its modules and materials, and
 * /…/quiz, its pre-test, post-test, final test and module quizzes — the content editor on the batch's content course
 * (`AttendanceSheet.contentSlug`).
 */
import { ContentMaterialsEditor, ContentQuizEditor } from '../../content-editor';
import { BatchFrame } from '../parts/batch-frame';
import { batchAttendancePath } from '../parts/batch-links';

export function BatchMaterialsPage() {
  return (
    <BatchFrame pageTitle="Materi" errorTitle="Materi batch belum dapat dimuat">
      {(sheet) => <ContentMaterialsEditor contentSlug={sheet.contentSlug} />}
    </BatchFrame>
  );
}

export function BatchQuizPage() {
  return (
    <BatchFrame pageTitle="Kuis dan tes" errorTitle="Kuis dan tes batch belum dapat dimuat">
      {(sheet, batch) => (
        <ContentQuizEditor
          contentSlug={sheet.contentSlug}
          materialsHref={`${batchAttendancePath(batch.liveclassSlug, batch.batchId)}/materi`}
        />
      )}
    </BatchFrame>
  );
}
