// The rules of a content's quizzes and tests and their question bank (decision 0042): a module's quiz and the
// content's exam, pre-test and post-test are made or changed by one PUT each; what members attempted (submitted or in
// progress) is never deleted — the assessment and its questions stay and are edited instead (409).
import type { AuthoredAssessment, AuthoredQuestion, ContentTestKind } from '@akademi-siber/util-contracts';
import type { Database } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import { requiredBody } from '../../plugins/request-schemas';
import type { ContentAccess, Staff } from './access';
import { readAssessments } from './outline-repository';
import * as questions from './question-repository';
import * as repo from './repository';
import {
  assessmentInputSchema,
  AUTHORING_MESSAGES as MESSAGES,
  orderInputSchema,
  questionInputSchema,
} from './schemas';
import { sameIds } from './service';

const attempted = (what: string, attempts: number) =>
  new ApiError(
    409,
    `${what} tidak dapat dihapus: sudah dikerjakan peserta (${attempts} percobaan). Ubah isinya saja agar nilai ` +
      'dan pembahasan peserta tetap utuh.',
  );

export function createAssessmentService(db: Database, access: ContentAccess) {
  async function assessmentAnswer(courseId: number, assessmentId: number): Promise<AuthoredAssessment> {
    const found = (await readAssessments(db, courseId)).find((row) => row.assessment.id === assessmentId);
    if (!found) throw new ApiError(404, MESSAGES.assessmentNotFound);
    return found.assessment;
  }

  async function questionAnswer(courseId: number, assessmentId: number, questionId: number): Promise<AuthoredQuestion> {
    const found = (await assessmentAnswer(courseId, assessmentId)).questions.find((row) => row.id === questionId);
    if (!found) throw new ApiError(404, MESSAGES.questionNotFound);
    return found;
  }

  async function assessmentOf(staff: Staff, slug: string, assessmentId: number) {
    const content = await access.existing(staff, slug, MESSAGES.assessmentNotFound);
    const assessment = await repo.findAssessment(db, content.id, assessmentId);
    if (!assessment) throw new ApiError(404, MESSAGES.assessmentNotFound);
    return { content, assessment };
  }

  async function questionOf(staff: Staff, slug: string, questionId: number) {
    const content = await access.existing(staff, slug, MESSAGES.questionNotFound);
    const question = await questions.findQuestion(db, content.id, questionId);
    if (!question) throw new ApiError(404, MESSAGES.questionNotFound);
    return { content, question };
  }

  /** Makes or changes the assessment `target` names; `created` says which. */
  async function upsert(
    courseId: number,
    target: { moduleId: number } | { kind: ContentTestKind },
    body: ReturnType<typeof assessmentInputSchema.parse>,
  ) {
    const { id, created } = await db.transaction(async (tx) => {
      await repo.lockCourse(tx, courseId);
      const found = await repo.findAssessmentOf(tx, courseId, target);
      if (found) {
        await repo.updateAssessment(tx, found.id, body);
        return { id: found.id, created: false };
      }
      const kind = 'moduleId' in target ? ('quiz' as const) : target.kind;
      const moduleId = 'moduleId' in target ? target.moduleId : null;
      return { id: await repo.insertAssessment(tx, { ...body, courseId, moduleId, kind }), created: true };
    });
    return { assessment: await assessmentAnswer(courseId, id), created };
  }

  return {
    async upsertQuiz(staff: Staff, slug: string, moduleId: number, body: unknown) {
      const content = await access.existing(staff, slug, MESSAGES.moduleNotFound);
      const module = await repo.findModule(db, content.id, moduleId);
      if (!module) throw new ApiError(404, MESSAGES.moduleNotFound);
      const input = requiredBody(assessmentInputSchema, body);
      return upsert(content.id, { moduleId: module.id }, input);
    },

    async upsertTest(staff: Staff, slug: string, kind: ContentTestKind, body: unknown) {
      const readable = await access.readable(staff, slug);
      // Pre-tests and post-tests belong to a batch's or a group's schedule; a course and a program item have an exam.
      const scheduled = readable.owner === 'batch' || readable.owner === 'group';
      if (!scheduled && kind !== 'exam') throw new ApiError(422, MESSAGES.batchOnlyTest);
      const input = requiredBody(assessmentInputSchema, body);
      const content = await access.made(readable);
      return upsert(content.id, { kind }, input);
    },

    async deleteAssessment(staff: Staff, slug: string, assessmentId: number): Promise<void> {
      const { assessment } = await assessmentOf(staff, slug, assessmentId);
      await db.transaction(async (tx) => {
        const attempts = await repo.lockedAttempts(tx, assessment.id);
        if (attempts > 0) throw attempted(assessment.kind === 'quiz' ? 'Kuis ini' : 'Tes ini', attempts);
        await repo.deleteAssessment(tx, assessment.id);
      });
    },

    async createQuestion(staff: Staff, slug: string, assessmentId: number, body: unknown) {
      const { content, assessment } = await assessmentOf(staff, slug, assessmentId);
      const input = requiredBody(questionInputSchema, body);
      const questionId = await db.transaction(async (tx) => {
        await repo.lockCourse(tx, content.id);
        return questions.insertQuestion(tx, assessment.id, input);
      });
      return questionAnswer(content.id, assessment.id, questionId);
    },

    async updateQuestion(staff: Staff, slug: string, questionId: number, body: unknown) {
      const { content, question } = await questionOf(staff, slug, questionId);
      const input = requiredBody(questionInputSchema, body);
      const result = await db.transaction(async (tx) => {
        await repo.lockCourse(tx, content.id);
        return questions.updateQuestion(tx, question.id, input);
      });
      if (result === 'unknown-option') throw new ApiError(422, MESSAGES.unknownOption);
      return questionAnswer(content.id, question.assessmentId, question.id);
    },

    async deleteQuestion(staff: Staff, slug: string, questionId: number): Promise<void> {
      const { question } = await questionOf(staff, slug, questionId);
      await db.transaction(async (tx) => {
        const attempts = await repo.lockedAttempts(tx, question.assessmentId);
        if (attempts > 0) throw attempted('Soal ini', attempts);
        await questions.deleteQuestion(tx, question.id);
      });
    },

    async reorderQuestions(staff: Staff, slug: string, assessmentId: number, body: unknown): Promise<void> {
      const { content, assessment } = await assessmentOf(staff, slug, assessmentId);
      const { ids } = requiredBody(orderInputSchema, body);
      await db.transaction(async (tx) => {
        await repo.lockCourse(tx, content.id);
        const existing = await questions.questionIds(tx, assessment.id);
        if (!sameIds(ids, existing)) throw new ApiError(422, MESSAGES.orderMismatch);
        await repo.setQuestionOrder(tx, ids);
      });
    },
  };
}
