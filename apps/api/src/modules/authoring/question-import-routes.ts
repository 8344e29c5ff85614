// Importing a quiz's or a test's questions from a CSV file (decision 0050), for the content's author or any admin,
// like the other question routes: POST …/assessments/:authoredAssessmentId/questions/import, multipart `file`. The
// caller and the assessment are checked before the file is read; the file is read whole and its questions are added
// after the existing ones in one transaction — every line or none. A refused file is a 422 whose `data.errors` name
// each problem by its line (`line.{n}`) or the whole file (`file`).
import multipart from '@fastify/multipart';
import { QUESTION_IMPORT_LIMITS } from '@akademi-siber/util-contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, ok } from '../../plugins/envelope';
import { ApiError } from '../../plugins/errors';
import { readUploadedFile } from '../storage';
import type { ContentAccess, Staff } from './access';
import { readAssessments } from './outline-repository';
import { readQuestionsCsv } from './question-csv';
import * as questions from './question-repository';
import * as repo from './repository';
import {
  AUTHORING_BASE as BASE,
  AUTHORING_MESSAGES as MESSAGES,
  assessmentParamsSchema,
  assessmentResponseSchema,
  authoringAccess as staff,
  authoringTags as tags,
} from './schemas';

const KB = 1024;
export const QUESTION_IMPORT_MESSAGES = {
  missing: 'Pilih berkas CSV soal untuk diunggah.',
  tooLarge: `Ukuran berkas CSV maksimal ${QUESTION_IMPORT_LIMITS.maxBytes / KB} KB.`,
  wrongType: 'Berkas harus berupa teks CSV dengan encoding UTF-8.',
  notMultipart: 'Unggah berkas sebagai multipart/form-data dengan kolom "file".',
  refused: (lines: number) => `Berkas tidak diimpor: ${lines} baris perlu diperbaiki. Belum ada soal yang ditambahkan.`,
  imported: (count: number) => `${count} soal diimpor dan ditambahkan di akhir daftar soal.`,
} as const;

/** Any bytes: whether they are text is the CSV reader's to say, line by line or for the whole file. */
const anyFile = () => ({ contentType: 'text/csv', extension: 'csv' });

function createQuestionImport(db: Database, access: ContentAccess) {
  return {
    async assessmentOf(staffer: Staff, slug: string, assessmentId: number) {
      const content = await access.existing(staffer, slug, MESSAGES.assessmentNotFound);
      const assessment = await repo.findAssessment(db, content.id, assessmentId);
      if (!assessment) throw new ApiError(404, MESSAGES.assessmentNotFound);
      return { courseId: content.id, assessmentId: assessment.id };
    },

    async add(target: { courseId: number; assessmentId: number }, bytes: Buffer) {
      const reading = readQuestionsCsv(bytes);
      if (!reading.ok) {
        const lines = new Set(reading.problems.filter((p) => p.path.startsWith('line.')).map((p) => p.path)).size;
        const message = lines > 0 ? QUESTION_IMPORT_MESSAGES.refused(lines) : reading.problems[0].message;
        throw new ApiError(422, message, {}, { errors: reading.problems });
      }
      await db.transaction(async (tx) => {
        await repo.lockCourse(tx, target.courseId);
        for (const question of reading.questions) await questions.insertQuestion(tx, target.assessmentId, question);
      });
      const found = (await readAssessments(db, target.courseId)).find(
        (row) => row.assessment.id === target.assessmentId,
      );
      if (!found) throw new ApiError(404, MESSAGES.assessmentNotFound);
      return { assessment: found.assessment, count: reading.questions.length };
    },
  };
}

export const questionImportRoutes: FastifyPluginAsyncZod<{ access: ContentAccess }> = async (app, { access }) => {
  const service = createQuestionImport(app.db, access);
  // Multipart exists only in this scope: every other route keeps refusing anything but JSON (app.ts).
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: QUESTION_IMPORT_LIMITS.maxBytes, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
      throwFileSizeLimit: true,
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      `${BASE}/assessments/:authoredAssessmentId/questions/import`,
      {
        config: staff,
        schema: {
          tags,
          summary:
            'Mengimpor soal dari CSV (multipart, kolom file; jenis,pertanyaan,pilihan,jawaban,poin,pembahasan): ' +
            'semua baris atau tidak sama sekali; baris bermasalah di data.errors (line.{n})',
          consumes: ['multipart/form-data'],
          params: assessmentParamsSchema,
          response: { 200: assessmentResponseSchema, ...errorResponses(400, 401, 403, 404, 413, 415, 419, 422) },
        },
      },
      async (request) => {
        const { authoredContentSlug, authoredAssessmentId } = request.params;
        const target = await service.assessmentOf(sessionOf(request), authoredContentSlug, authoredAssessmentId);
        const file = await readUploadedFile(request, anyFile, QUESTION_IMPORT_MESSAGES);
        const { assessment, count } = await service.add(target, file.bytes);
        return ok(assessment, QUESTION_IMPORT_MESSAGES.imported(count));
      },
    );
  });
};
