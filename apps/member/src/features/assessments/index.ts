/**
 * Module quizzes and the course exam (decision 0018, API module `assessments`), and a live-class batch's pre-test,
 * post-test and final test (decision 0041): the rules and the member's standing, an attempt with autosave and a
 * countdown, the result with its review. Their routes sit inside the course player, or a batch's.
 */
import { lazyPage } from '@akademi-siber/feature-app-frame';

// A batch's quiz list shows each module quiz's standing (the bundler keeps this out of the first chunk).
export { useGetAssessmentInfoQuery } from './data/assessment-api';

const batchTests = () => import('./pages/batch-test-pages');

/** /member/kelas/{courseSlug}/modul/{moduleSlug}/kuis, and a batch's modul/{moduleSlug}/kuis */
export const quizPage = lazyPage(
  () => import('./pages/quiz-page'),
  (m) => m.QuizPage,
);

/** /member/kelas/{courseSlug}/ujian, and a program item's ujian */
export const examPage = lazyPage(
  () => import('./pages/exam-page'),
  (m) => m.ExamPage,
);

/** A batch's pre-test (/member/liveclass/{lc}/{batch}/pre-test). */
export const preTestPage = lazyPage(batchTests, (m) => m.PreTestPage);

/** A batch's post-test. */
export const postTestPage = lazyPage(batchTests, (m) => m.PostTestPage);

/** A batch's final test: its content's exam. */
export const finalTestPage = lazyPage(batchTests, (m) => m.FinalTestPage);
