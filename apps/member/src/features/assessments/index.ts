/**
 * Module quizzes and the course exam (decision 0018, API module `assessments`): the rules and the member's standing,
 * an attempt with autosave and a countdown, the result with its review. Their routes sit inside the course player.
 */
import { lazyPage } from '@akademi-siber/feature-app-frame';

/** /member/kelas/{courseSlug}/modul/{moduleSlug}/kuis */
export const quizPage = lazyPage(
  () => import('./pages/quiz-page'),
  (m) => m.QuizPage,
);

/** /member/kelas/{courseSlug}/ujian */
export const examPage = lazyPage(
  () => import('./pages/exam-page'),
  (m) => m.ExamPage,
);
