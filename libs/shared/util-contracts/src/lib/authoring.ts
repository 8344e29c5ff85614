// Authoring a content course (issue 18, decision 0042): its modules and materials, its quizzes and tests with their
// question bank, as the author (the course's `author_id`) or an admin sees and changes them under
// `/api/author/content/{contentSlug}/…`. Generic over the course record: a live-class batch's content today
// (`batch-{id}-materi`), a course of the catalogue when course authoring comes. Request bodies: authoring-schemas.ts.
import type { AssessmentKind, QuestionType } from './assessments';
import type { MaterialKind } from './commerce';

const enc = encodeURIComponent;

export const MATERIAL_KIND_LABELS: Readonly<Record<MaterialKind, string>> = {
  article: 'Artikel',
  link: 'Tautan',
  file: 'Berkas',
  video: 'Video',
};

/** The tests of a content besides its module quizzes (the exam is a batch's final test). */
export const CONTENT_TEST_KINDS = ['pre_test', 'post_test', 'exam'] as const;
export type ContentTestKind = (typeof CONTENT_TEST_KINDS)[number];

/** Largest file of a file material, and which types it may be (told by its bytes, not its name). */
export const MATERIAL_FILE_MAX_BYTES = 50 * 1024 * 1024;
export const MATERIAL_FILE_TYPES_LABEL = 'PDF, DOCX, XLSX, ZIP, TXT atau CSV';
/** What the file picker offers (the API decides by the bytes). */
export const MATERIAL_FILE_ACCEPT = '.pdf,.docx,.xlsx,.zip,.txt,.csv';
/** Largest uploaded video (MP4 or WebM); it is turned into an HLS stream before the answer. */
export const MATERIAL_VIDEO_MAX_BYTES = 300 * 1024 * 1024;
export const MATERIAL_VIDEO_ACCEPT = 'video/mp4,video/webm,.mp4,.webm';

/** Options of a choice question, and accepted answers of a short one. */
export const QUESTION_OPTIONS_MIN = 2;
export const QUESTION_OPTIONS_MAX = 8;
export const ACCEPTED_ANSWERS_MAX = 20;

export interface AuthoredOption {
  id: number;
  text: string;
  isCorrect: boolean;
}

/** A question of the bank in full: the author's view, correct options, accepted answers and explanation included. */
export interface AuthoredQuestion {
  id: number;
  type: QuestionType;
  prompt: string;
  explanation: string;
  points: number;
  order: number;
  /** Empty for a short-answer question. */
  options: AuthoredOption[];
  /** Empty for a choice question. */
  acceptedAnswers: string[];
}

export interface AuthoredAssessment {
  id: number;
  kind: AssessmentKind;
  title: string;
  timeLimitMinutes: number;
  attemptLimit: number;
  passingScore: number;
  shuffle: boolean;
  /**
   * Members' attempts, submitted or in progress (one in progress is submitted at its deadline): with any, neither
   * the assessment nor its questions can be deleted (edit them instead).
   */
  attempts: number;
  questions: AuthoredQuestion[];
}

export interface AuthoredMaterial {
  id: number;
  hashId: string;
  kind: MaterialKind;
  title: string;
  order: number;
  /** A video's length (from the uploaded file); 0 for the other kinds. */
  durationSeconds: number;
  /** An article's text (paragraphs separated by blank lines); null for the other kinds. */
  body: string | null;
  /** A link's https address; null for the other kinds. */
  linkUrl: string | null;
  /** A file material's stored file (its type, e.g. "pdf"); null until one is uploaded or for the other kinds. */
  fileType: string | null;
  /** Whether a video material has its stream; false until a video is uploaded. */
  hasVideo: boolean;
  /** Open to visitors on the course page before they buy (catalogue courses only). */
  isFreePreview: boolean;
  /** A video material's last upload on its way to HLS (decision 0051); null for other kinds or none yet. */
  video: AuthoredVideoState | null;
}

export type VideoStatus = 'uploaded' | 'processing' | 'ready' | 'failed';

export interface AuthoredVideoState {
  status: VideoStatus;
  /** Percent of the transcoding done (100 when ready). */
  progress: number;
  /** Why the transcoding failed, in Indonesian; null otherwise. */
  error: string | null;
  /** A frame of the video (JPEG), once transcoded. */
  thumbnailUrl: string | null;
}

export interface AuthoredModule {
  id: number;
  slug: string;
  title: string;
  order: number;
  materials: AuthoredMaterial[];
  quiz: AuthoredAssessment | null;
}

/** `GET /api/author/content/:contentSlug/outline`. */
export interface AuthoredContent {
  slug: string;
  title: string;
  /** What the course record is: a course of the catalogue, the content of a batch or a group, or a program item's. */
  owner: 'course' | 'batch' | 'group' | 'program';
  modules: AuthoredModule[];
  exam: AuthoredAssessment | null;
  /** Only a batch's or a group's content has these. */
  preTest: AuthoredAssessment | null;
  postTest: AuthoredAssessment | null;
}

/** The name of each test as the author reads it: a batch's exam is its final test, a program item's its final quiz. */
export function contentTestLabel(kind: ContentTestKind, owner: AuthoredContent['owner']): string {
  if (kind === 'pre_test') return 'Pre-test';
  if (kind === 'post_test') return 'Post-test';
  return owner === 'course' ? 'Ujian akhir' : owner === 'program' ? 'Kuis akhir' : 'Final test';
}

const base = (slug: string) => `/api/author/content/${enc(slug)}`;

export const AUTHORING_PATHS = {
  outline: (slug: string) => `${base(slug)}/outline`,
  /** POST: a new module (title). */
  modules: (slug: string) => `${base(slug)}/modules`,
  /** PUT: the modules' order (every module's id, in the new order). */
  moduleOrder: (slug: string) => `${base(slug)}/modules/order`,
  /** PUT: renames; DELETE: removes it with its materials and quiz. */
  module: (slug: string, moduleId: number) => `${base(slug)}/modules/${moduleId}`,
  /** POST: a new material in the module. */
  materials: (slug: string, moduleId: number) => `${base(slug)}/modules/${moduleId}/materials`,
  /** PUT: the module's materials' order. */
  materialOrder: (slug: string, moduleId: number) => `${base(slug)}/modules/${moduleId}/materials/order`,
  /** PUT: changes a material (its kind stays); DELETE: removes it. */
  material: (slug: string, materialId: number) => `${base(slug)}/materials/${materialId}`,
  /** POST multipart (field `file`): the file of a file material. */
  materialFile: (slug: string, materialId: number) => `${base(slug)}/materials/${materialId}/file`,
  /** POST multipart (field `file`): a picture for an article's Markdown; answers its public URL. */
  images: (slug: string) => `${base(slug)}/images`,
  /** tus 1.0 (POST, then HEAD/PATCH on the upload): a video material's resumable upload, transcoded by a job. */
  materialVideoUploads: (slug: string, materialId: number) => `${base(slug)}/materials/${materialId}/video-uploads`,
  /** POST: transcodes a video that failed again. */
  materialVideoRetry: (slug: string, materialId: number) => `${base(slug)}/materials/${materialId}/video/retry`,
  /** PUT: the module's quiz, made or changed. */
  moduleQuiz: (slug: string, moduleId: number) => `${base(slug)}/modules/${moduleId}/quiz`,
  /** PUT: the content's exam, pre-test or post-test, made or changed. */
  test: (slug: string, kind: ContentTestKind) => `${base(slug)}/tests/${kind}`,
  /** DELETE: an assessment no member has attempted. */
  assessment: (slug: string, assessmentId: number) => `${base(slug)}/assessments/${assessmentId}`,
  /** POST: a new question. */
  questions: (slug: string, assessmentId: number) => `${base(slug)}/assessments/${assessmentId}/questions`,
  /** PUT: the questions' order. */
  questionOrder: (slug: string, assessmentId: number) => `${base(slug)}/assessments/${assessmentId}/questions/order`,
  /** PUT: changes a question; DELETE: removes one of an assessment no member has attempted. */
  question: (slug: string, questionId: number) => `${base(slug)}/questions/${questionId}`,
} as const;
