/**
 * Module quizzes and course exams (issue 6, docs/decisions/0018-quizzes-and-exams.md). Correct answers and
 * explanations travel only in a submitted attempt's review; a question in progress never carries them.
 */

// `pre_test` and `post_test` belong to a batch's content (decision 0041); a batch's final test is its content's exam.
export const ASSESSMENT_KINDS = ['quiz', 'exam', 'pre_test', 'post_test'] as const;
export type AssessmentKind = (typeof ASSESSMENT_KINDS)[number];

export const QUESTION_TYPES = ['single', 'multiple', 'short'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Seconds after the deadline in which an answer or a submit still counts (network delay). */
export const ASSESSMENT_GRACE_SECONDS = 10;

/** A past (submitted) attempt, newest first. */
export interface AttemptSummary {
  id: number;
  startedAt: string;
  submittedAt: string;
  score: number;
  passed: boolean;
}

/** `GET …/kuis` and `GET …/ujian`: the rules and the member's standing before (or between) attempts. */
export interface AssessmentInfo {
  id: number;
  kind: AssessmentKind;
  title: string;
  courseSlug: string;
  courseTitle: string;
  /** The module's slug and title for a quiz, null for an exam. */
  moduleSlug: string | null;
  moduleTitle: string | null;
  questionCount: number;
  timeLimitMinutes: number;
  passingScore: number;
  attemptLimit: number;
  /** Submitted attempts plus the one in progress. */
  attemptsUsed: number;
  bestScore: number | null;
  passed: boolean;
  /** Why a new attempt cannot start now (Indonesian, safe to show); null when it can. */
  locked: string | null;
  inProgress: { id: number; deadline: string } | null;
  pastAttempts: AttemptSummary[];
}

export interface AttemptOption {
  id: number;
  text: string;
}

/** A question as the member answers it: no correct flag, no accepted answers, no explanation. */
export interface AttemptQuestion {
  id: number;
  type: QuestionType;
  prompt: string;
  points: number;
  /** Empty for a short-answer question. */
  options: AttemptOption[];
}

/** What the member chose or typed for one question. */
export interface AttemptAnswer {
  questionId: number;
  optionIds?: number[];
  text?: string;
}

/** Review of one question after submit. */
export interface ReviewQuestion extends AttemptQuestion {
  explanation: string;
  correctOptionIds: number[];
  /** Accepted answers of a short-answer question. */
  acceptedAnswers: string[];
  correct: boolean;
}

/** `POST …/attempts`, `GET /api/member/attempts/:id`: an attempt in progress, or submitted with its review. */
export interface Attempt {
  id: number;
  assessmentId: number;
  kind: AssessmentKind;
  title: string;
  courseSlug: string;
  moduleSlug: string | null;
  startedAt: string;
  /** The server's deadline; the client counts down to it. */
  deadline: string;
  /** The server's clock when it answered, so a client with a wrong clock still counts down correctly. */
  serverNow: string;
  submittedAt: string | null;
  status: 'in_progress' | 'submitted';
  passingScore: number;
  score: number | null;
  passed: boolean | null;
  answers: AttemptAnswer[];
  /** In progress: the questions without correct answers. Submitted: null (see review). */
  questions: AttemptQuestion[] | null;
  /** Submitted: every question with the correct answers and explanation. In progress: null. */
  review: ReviewQuestion[] | null;
  /** Points and XP this submit awarded (only on the submit that first passed), else null. */
  awarded: { points: number; xp: number } | null;
}

/** Body of `PUT /api/member/attempts/:id/answers`. */
export interface SaveAnswersRequest {
  answers: AttemptAnswer[];
}

/** Member routes of the two screens, e.g. for links from the course player. */
export const quizPath = (courseSlug: string, moduleSlug: string) =>
  `/member/kelas/${courseSlug}/modul/${moduleSlug}/kuis`;
export const examPath = (courseSlug: string) => `/member/kelas/${courseSlug}/ujian`;
