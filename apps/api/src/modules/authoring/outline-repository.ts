// Reading a content course as its author sees it: modules in order with their materials and quiz, and the content's
// exam, pre-test and post-test, each with its whole question bank (correct options, accepted answers, explanations)
// and how many attempts members made.
import type {
  AuthoredAssessment,
  AuthoredMaterial,
  AuthoredModule,
  AuthoredQuestion,
  VideoStatus,
} from '@akademi-siber/util-contracts';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import path from 'node:path';
import type { Executor } from '../../db/client';
import {
  assessmentAttempts,
  assessmentQuestions,
  assessments,
  courseModules,
  materials,
  questionAcceptedAnswers,
  questionOptions,
} from '../../db/schema';

/** Where the editor shows a video's thumbnail (`materials/video/yyyy/mm/<hex>.jpg` → `yyyy-mm-<hex>.jpg`). */
export const thumbnailUrl = (key: string) =>
  `/api/video-thumbnails/${key.replace(/^materials\/video\//, '').replaceAll('/', '-')}`;

export interface Outline {
  modules: AuthoredModule[];
  exam: AuthoredAssessment | null;
  preTest: AuthoredAssessment | null;
  postTest: AuthoredAssessment | null;
}

type MaterialRow = Omit<AuthoredMaterial, 'fileType' | 'hasVideo' | 'video'> & {
  moduleId: number;
  filePath: string | null;
  hlsPlaylist: string | null;
  videoStatus: VideoStatus | null;
  videoProgress: number;
  videoError: string | null;
  videoThumbnail: string | null;
};

export function toAuthoredMaterial({
  moduleId: _module,
  filePath,
  hlsPlaylist,
  videoStatus,
  videoProgress,
  videoError,
  videoThumbnail,
  ...row
}: MaterialRow): AuthoredMaterial {
  return {
    video:
      row.kind === 'video' && videoStatus
        ? {
            status: videoStatus,
            progress: videoStatus === 'ready' ? 100 : videoProgress,
            error: videoStatus === 'failed' ? videoError : null,
            thumbnailUrl: videoThumbnail ? thumbnailUrl(videoThumbnail) : null,
          }
        : null,
    ...row,
    body: row.kind === 'article' ? row.body : null,
    linkUrl: row.kind === 'link' ? row.linkUrl : null,
    fileType: row.kind === 'file' && filePath ? path.posix.extname(filePath).slice(1).toLowerCase() || null : null,
    hasVideo: row.kind === 'video' && hlsPlaylist !== null,
  };
}

const materialColumns = {
  id: materials.id,
  moduleId: materials.moduleId,
  hashId: materials.hashId,
  kind: materials.kind,
  title: materials.title,
  order: materials.order,
  durationSeconds: materials.durationSeconds,
  body: materials.body,
  linkUrl: materials.linkUrl,
  isFreePreview: materials.isFreePreview,
  filePath: materials.filePath,
  hlsPlaylist: materials.hlsPlaylist,
  videoStatus: materials.videoStatus,
  videoProgress: materials.videoProgress,
  videoError: materials.videoError,
  videoThumbnail: materials.videoThumbnail,
};

async function questionBank(db: Executor, assessmentIds: number[]): Promise<Map<number, AuthoredQuestion[]>> {
  const bank = new Map<number, AuthoredQuestion[]>();
  if (assessmentIds.length === 0) return bank;
  const questions = await db
    .select({
      id: assessmentQuestions.id,
      assessmentId: assessmentQuestions.assessmentId,
      type: assessmentQuestions.type,
      prompt: assessmentQuestions.prompt,
      explanation: assessmentQuestions.explanation,
      points: assessmentQuestions.points,
      order: assessmentQuestions.order,
    })
    .from(assessmentQuestions)
    .where(inArray(assessmentQuestions.assessmentId, assessmentIds))
    .orderBy(asc(assessmentQuestions.order), asc(assessmentQuestions.id));
  const ids = questions.map((question) => question.id);
  const [options, answers] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({
              id: questionOptions.id,
              questionId: questionOptions.questionId,
              text: questionOptions.text,
              isCorrect: questionOptions.isCorrect,
            })
            .from(questionOptions)
            .where(inArray(questionOptions.questionId, ids))
            .orderBy(asc(questionOptions.order), asc(questionOptions.id)),
          db
            .select({ questionId: questionAcceptedAnswers.questionId, answer: questionAcceptedAnswers.answer })
            .from(questionAcceptedAnswers)
            .where(inArray(questionAcceptedAnswers.questionId, ids))
            .orderBy(asc(questionAcceptedAnswers.id)),
        ]);
  for (const { assessmentId, ...question } of questions) {
    const list = bank.get(assessmentId) ?? [];
    list.push({
      ...question,
      options: options
        .filter((option) => option.questionId === question.id)
        .map(({ questionId: _question, ...option }) => option),
      acceptedAnswers: answers.filter((answer) => answer.questionId === question.id).map((answer) => answer.answer),
    });
    bank.set(assessmentId, list);
  }
  return bank;
}

/** The content's assessments, each with its bank and attempt count. */
export async function readAssessments(db: Executor, courseId: number) {
  const rows = await db
    .select({
      id: assessments.id,
      kind: assessments.kind,
      moduleId: assessments.moduleId,
      title: assessments.title,
      timeLimitMinutes: assessments.timeLimitMinutes,
      attemptLimit: assessments.attemptLimit,
      passingScore: assessments.passingScore,
      shuffle: assessments.shuffle,
    })
    .from(assessments)
    .where(eq(assessments.courseId, courseId))
    .orderBy(asc(assessments.id));
  const ids = rows.map((row) => row.id);
  const [bank, attempts] = await Promise.all([
    questionBank(db, ids),
    ids.length === 0
      ? []
      : db
          .select({ assessmentId: assessmentAttempts.assessmentId, total: count() })
          .from(assessmentAttempts)
          .where(inArray(assessmentAttempts.assessmentId, ids))
          .groupBy(assessmentAttempts.assessmentId),
  ]);
  return rows.map(({ moduleId, ...row }) => ({
    moduleId,
    assessment: {
      ...row,
      attempts: attempts.find((entry) => entry.assessmentId === row.id)?.total ?? 0,
      questions: bank.get(row.id) ?? [],
    } satisfies AuthoredAssessment,
  }));
}

export async function readOutline(db: Executor, courseId: number): Promise<Outline> {
  const [modules, materialRows, assessmentRows] = await Promise.all([
    db
      .select({
        id: courseModules.id,
        slug: courseModules.slug,
        title: courseModules.title,
        order: courseModules.order,
      })
      .from(courseModules)
      .where(eq(courseModules.courseId, courseId))
      .orderBy(asc(courseModules.order), asc(courseModules.id)),
    db
      .select(materialColumns)
      .from(materials)
      .innerJoin(courseModules, eq(courseModules.id, materials.moduleId))
      .where(eq(courseModules.courseId, courseId))
      .orderBy(asc(materials.order), asc(materials.id)),
    readAssessments(db, courseId),
  ]);
  const test = (kind: AuthoredAssessment['kind']) =>
    assessmentRows.find((row) => row.moduleId === null && row.assessment.kind === kind)?.assessment ?? null;
  return {
    modules: modules.map((module) => ({
      ...module,
      materials: materialRows.filter((row) => row.moduleId === module.id).map(toAuthoredMaterial),
      quiz: assessmentRows.find((row) => row.moduleId === module.id)?.assessment ?? null,
    })),
    exam: test('exam'),
    preTest: test('pre_test'),
    postTest: test('post_test'),
  };
}

/** One material of the content, with its stored files (for an answer or for removing them). */
export async function readMaterial(db: Executor, courseId: number, materialId: number) {
  const [row] = await db
    .select({ ...materialColumns, videoFile: materials.videoFile })
    .from(materials)
    .innerJoin(courseModules, eq(courseModules.id, materials.moduleId))
    .where(and(eq(materials.id, materialId), eq(courseModules.courseId, courseId)));
  return row;
}
