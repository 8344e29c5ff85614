// The teacher's lab routes (spec §2: /teacher/ctf, /teacher/exercise-lab and the classroom's ctf and exercise-lab
// tabs with their detail pages), for teachers with is_access_lab (spec §8's 403 otherwise), on their own classrooms.
import { LAB_PATHS } from '@akademi-siber/util-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, ok, okPage } from '../../plugins/envelope';
import { pageMeta, toPageRequest } from '../../plugins/request-schemas';
import { emptyResponseSchema, scoreboardQuerySchema, scoreboardResponseSchema } from './schemas';
import { createScoreboardService } from './scoreboard-service';
import {
  assignmentResponseSchema,
  assignmentsResponseSchema,
  challengeGridResponseSchema,
  challengeResultsResponseSchema,
  classroomChallengeParamsSchema,
  classroomExerciseParamsSchema,
  classroomParamsSchema,
  exerciseGridResponseSchema,
  exerciseResultsResponseSchema,
  gridQuerySchema,
  optionalAssignmentInputSchema,
  teacherChallengesResponseSchema,
  teacherExercisesResponseSchema,
} from './teacher-schemas';
import { createTeacherLabService } from './teacher-service';

const tags = ['teacher'];
const teacher = { access: ['teacher'] as const };

export const teacherLabRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createTeacherLabService(app.db);
  const scoreboard = createScoreboardService(app.db);

  app.get(
    LAB_PATHS.teacherChallenges,
    {
      config: teacher,
      schema: {
        tags,
        summary: 'Tantangan CTF yang dapat ditugaskan, dengan jumlah classroom milik teacher yang memakainya',
        response: { 200: teacherChallengesResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ok(await service.challenges(sessionOf(request).id)),
  );

  app.get(
    LAB_PATHS.teacherExercises,
    {
      config: teacher,
      schema: {
        tags,
        summary: 'Lab latihan yang dapat ditugaskan, dengan jumlah classroom milik teacher yang memakainya',
        response: { 200: teacherExercisesResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ok(await service.exercises(sessionOf(request).id)),
  );

  app.get(
    '/api/teacher/classrooms/:classroomSlug/lab-assignments',
    {
      config: teacher,
      schema: {
        tags,
        summary: 'Tantangan dan lab latihan yang ditugaskan ke classroom: batas waktu, selesai, terlambat',
        params: classroomParamsSchema,
        response: { 200: assignmentsResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(await service.assignments(sessionOf(request).id, request.params.classroomSlug)),
  );

  app.get(
    '/api/teacher/classrooms/:classroomSlug/ctf',
    {
      config: teacher,
      schema: {
        tags,
        summary:
          'Tabel mahasiswa × tantangan yang ditugaskan: selesai, kapan, terlambat, percobaan, petunjuk ' +
          '(per halaman mahasiswa)',
        params: classroomParamsSchema,
        querystring: gridQuerySchema,
        response: { 200: challengeGridResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { items, total } = await service.challengeGrid(
        sessionOf(request).id,
        request.params.classroomSlug,
        request.query.q,
        toPageRequest(request.query),
      );
      return okPage(items, pageMeta(request.query, total));
    },
  );

  app.get(
    '/api/teacher/classrooms/:classroomSlug/exercise-lab',
    {
      config: teacher,
      schema: {
        tags,
        summary: 'Tabel mahasiswa × lab latihan yang ditugaskan: langkah terjawab, selesai, terlambat',
        params: classroomParamsSchema,
        querystring: gridQuerySchema,
        response: { 200: exerciseGridResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { items, total } = await service.exerciseGrid(
        sessionOf(request).id,
        request.params.classroomSlug,
        request.query.q,
        toPageRequest(request.query),
      );
      return okPage(items, pageMeta(request.query, total));
    },
  );

  app.get(
    '/api/teacher/classrooms/:classroomSlug/ctf/:challengeSlug',
    {
      config: teacher,
      schema: {
        tags,
        summary:
          'Hasil tiap mahasiswa pada satu tantangan (selesai, kapan, terlambat, percobaan, petunjuk) dan ' +
          'kiriman mencurigakan',
        params: classroomChallengeParamsSchema,
        response: { 200: challengeResultsResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { classroomSlug, challengeSlug } = request.params;
      return ok(await service.challengeResults(sessionOf(request).id, classroomSlug, challengeSlug));
    },
  );

  app.put(
    '/api/teacher/classrooms/:classroomSlug/ctf/:challengeSlug/assignment',
    {
      config: teacher,
      schema: {
        tags,
        summary: 'Menugaskan tantangan ke classroom (atau mengubah batas waktunya; null: tanpa batas)',
        params: classroomChallengeParamsSchema,
        // May come without a body: the classroom is checked first (another teacher's: 404), then the body (422).
        body: optionalAssignmentInputSchema,
        response: { 200: assignmentResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { classroomSlug, challengeSlug } = request.params;
      const assigned = await service.assign(
        sessionOf(request).id,
        classroomSlug,
        'challenge',
        challengeSlug,
        request.body,
      );
      return ok(assigned, 'Tantangan ditugaskan');
    },
  );

  app.delete(
    '/api/teacher/classrooms/:classroomSlug/ctf/:challengeSlug/assignment',
    {
      config: teacher,
      schema: {
        tags,
        summary: 'Membatalkan tugas tantangan di classroom (hasil mahasiswa tetap)',
        params: classroomChallengeParamsSchema,
        response: { 200: emptyResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { classroomSlug, challengeSlug } = request.params;
      await service.unassign(sessionOf(request).id, classroomSlug, 'challenge', challengeSlug);
      return ok(null, 'Tugas dibatalkan');
    },
  );

  app.get(
    '/api/teacher/classrooms/:classroomSlug/exercise-lab/:exerciseSlug',
    {
      config: teacher,
      schema: {
        tags,
        summary: 'Progres tiap mahasiswa pada satu lab latihan (langkah terjawab, selesai, terlambat)',
        params: classroomExerciseParamsSchema,
        response: { 200: exerciseResultsResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { classroomSlug, exerciseSlug } = request.params;
      return ok(await service.exerciseResults(sessionOf(request).id, classroomSlug, exerciseSlug));
    },
  );

  app.put(
    '/api/teacher/classrooms/:classroomSlug/exercise-lab/:exerciseSlug/assignment',
    {
      config: teacher,
      schema: {
        tags,
        summary: 'Menugaskan lab latihan ke classroom (atau mengubah batas waktunya; null: tanpa batas)',
        params: classroomExerciseParamsSchema,
        // May come without a body: the classroom is checked first (another teacher's: 404), then the body (422).
        body: optionalAssignmentInputSchema,
        response: { 200: assignmentResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { classroomSlug, exerciseSlug } = request.params;
      const assigned = await service.assign(
        sessionOf(request).id,
        classroomSlug,
        'exercise',
        exerciseSlug,
        request.body,
      );
      return ok(assigned, 'Lab latihan ditugaskan');
    },
  );

  app.delete(
    '/api/teacher/classrooms/:classroomSlug/exercise-lab/:exerciseSlug/assignment',
    {
      config: teacher,
      schema: {
        tags,
        summary: 'Membatalkan tugas lab latihan di classroom (progres mahasiswa tetap)',
        params: classroomExerciseParamsSchema,
        response: { 200: emptyResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { classroomSlug, exerciseSlug } = request.params;
      await service.unassign(sessionOf(request).id, classroomSlug, 'exercise', exerciseSlug);
      return ok(null, 'Tugas dibatalkan');
    },
  );

  app.get(
    '/api/teacher/classrooms/:classroomSlug/lab-scoreboard',
    {
      config: teacher,
      schema: {
        tags,
        summary: 'Papan skor lab classroom, langsung (tanpa pembekuan)',
        params: classroomParamsSchema,
        querystring: scoreboardQuerySchema,
        response: { 200: scoreboardResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const userId = sessionOf(request).id;
      const { classroomSlug } = request.params;
      await service.assertClassroom(userId, classroomSlug);
      return ok(await scoreboard.teacherBoard(userId, classroomSlug, request.query.period, request.query.limit));
    },
  );
};
