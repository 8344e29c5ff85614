// The teacher's lab (spec §2 teacher routes, decision 0035): with is_access_lab only (spec §8's 403 otherwise), the
// catalogue to assign from, a classroom's assignments with an optional due date (solves after it are kept and marked
// late), each student's results on one challenge or exercise lab with the suspicious submissions, and the classroom's
// live scoreboard. Another teacher's classroom answers like a missing one.
import {
  labAssignmentInputSchema,
  LAB_NO_ACCESS_MESSAGE,
  type ClassroomChallengeGridRow,
  type ClassroomChallengeResults,
  type ClassroomExerciseGridRow,
  type ClassroomExerciseResults,
  type ClassroomLabAssignment,
  type LabExerciseSummary,
  type TeacherLabChallenge,
  type TeacherLabExercise,
} from '@akademi-siber/util-contracts';
import type { Database } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import type { PageRequest } from '../../plugins/request-schemas';
import { EXERCISE_MESSAGES } from './exercise-service';
import { CLASSROOM_NOT_FOUND } from './scoreboard-service';
import { LAB_MESSAGES, toSummary } from './service';
import { createTeacherGridRepository } from './teacher-grid-repository';
import { createTeacherLabRepository } from './teacher-repository';

type Kind = 'challenge' | 'exercise';

const DUE_AT_REQUIRED = 'Batas waktu wajib dikirim (null: tanpa batas waktu).';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const late = (at: Date | null, dueAt: Date | null | undefined) => Boolean(at && dueAt && at > dueAt);

export function createTeacherLabService(db: Database) {
  const repository = createTeacherLabRepository(db);
  const grids = createTeacherGridRepository(db);

  async function teacherWithLab(userId: number) {
    const teacher = await repository.teacher(userId);
    if (!teacher?.isAccessLab) throw new ApiError(403, LAB_NO_ACCESS_MESSAGE);
    return teacher;
  }

  async function classroomOf(userId: number, slug: string) {
    const teacher = await teacherWithLab(userId);
    const classroom = await repository.ownClassroom(teacher.id, slug);
    if (!classroom) throw new ApiError(404, CLASSROOM_NOT_FOUND);
    return classroom;
  }

  async function challengeOf(slug: string) {
    const challenge = await repository.visibleChallenge(slug);
    if (!challenge) throw new ApiError(404, LAB_MESSAGES.challengeNotFound);
    return challenge;
  }

  async function exerciseOf(slug: string) {
    const exercise = await repository.publishedExercise(slug);
    if (!exercise) throw new ApiError(404, EXERCISE_MESSAGES.notFound);
    return exercise;
  }

  async function item(kind: Kind, slug: string): Promise<number> {
    return kind === 'challenge' ? (await challengeOf(slug)).id : (await exerciseOf(slug)).id;
  }

  const withoutId = <T extends { id: number }>({ id: _id, ...rest }: T): Omit<T, 'id'> => rest;

  return {
    async challenges(userId: number): Promise<TeacherLabChallenge[]> {
      const teacher = await teacherWithLab(userId);
      const [rows, counts, solved] = await Promise.all([
        repository.visibleChallenges(),
        repository.assignedCounts(teacher.id, 'challenge'),
        grids.studentTotals(teacher.id, 'challenge'),
      ]);
      return rows.map((row) => ({
        ...toSummary(row),
        classrooms: counts.get(row.id) ?? 0,
        studentSolves: solved.get(row.id) ?? 0,
      }));
    },

    async exercises(userId: number): Promise<TeacherLabExercise[]> {
      const teacher = await teacherWithLab(userId);
      const [rows, counts, completed] = await Promise.all([
        repository.publishedExercises(),
        repository.assignedCounts(teacher.id, 'exercise'),
        grids.studentTotals(teacher.id, 'exercise'),
      ]);
      return rows.map((row) => ({
        ...withoutId(row),
        classrooms: counts.get(row.id) ?? 0,
        studentCompletions: completed.get(row.id) ?? 0,
      }));
    },

    async assignments(userId: number, classroomSlug: string): Promise<ClassroomLabAssignment[]> {
      const classroom = await classroomOf(userId, classroomSlug);
      const { students, challengeRows, exerciseRows } = await repository.assignments(classroom.id);
      const rows = [
        ...challengeRows.map((row) => ({ ...row, kind: 'challenge' as const })),
        ...exerciseRows.map((row) => ({ ...row, kind: 'exercise' as const })),
      ];
      return rows
        .sort((a, b) => a.assignedAt.getTime() - b.assignedAt.getTime() || a.title.localeCompare(b.title))
        .map((row) => ({
          ...row,
          dueAt: iso(row.dueAt),
          assignedAt: row.assignedAt.toISOString(),
          students,
        }));
    },

    /**
     * Assigns to the classroom, or changes the due date of what is assigned already. The body is checked after the
     * classroom, so another teacher learns nothing but "not found" whatever they send.
     */
    async assign(userId: number, classroomSlug: string, kind: Kind, slug: string, body: unknown) {
      const classroom = await classroomOf(userId, classroomSlug);
      if (body === null || body === undefined)
        throw new ApiError(422, DUE_AT_REQUIRED, {}, { errors: [{ path: 'dueAt', message: DUE_AT_REQUIRED }] });
      const parsed = labAssignmentInputSchema.safeParse(body);
      if (!parsed.success) {
        const errors = parsed.error.issues.map((issue) => ({
          path: issue.path.join('.') || 'body',
          message: issue.message,
        }));
        throw new ApiError(422, errors[0]?.message, {}, { errors });
      }
      const { dueAt } = parsed.data;
      await repository.assign(classroom.id, kind, await item(kind, slug), dueAt ? new Date(dueAt) : null);
      const assigned = (await this.assignments(userId, classroomSlug)).find(
        (row) => row.kind === kind && row.slug === slug,
      );
      if (!assigned) throw new ApiError(404, CLASSROOM_NOT_FOUND);
      return assigned;
    },

    async unassign(userId: number, classroomSlug: string, kind: Kind, slug: string): Promise<void> {
      const classroom = await classroomOf(userId, classroomSlug);
      if (!(await repository.unassign(classroom.id, kind, await item(kind, slug))))
        throw new ApiError(404, 'Belum ditugaskan di classroom ini.');
    },

    async challengeResults(userId: number, classroomSlug: string, slug: string): Promise<ClassroomChallengeResults> {
      const classroom = await classroomOf(userId, classroomSlug);
      const challenge = await challengeOf(slug);
      const [assignment, students, suspicious] = await Promise.all([
        repository.assignment(classroom.id, 'challenge', challenge.id),
        repository.challengeStudents(classroom.id, challenge.id),
        repository.suspicious(classroom.id, challenge.id),
      ]);
      return {
        classroom: { slug: classroom.slug, name: classroom.name },
        challenge: toSummary(challenge),
        assignment: assignment
          ? { dueAt: iso(assignment.dueAt), assignedAt: assignment.assignedAt.toISOString() }
          : null,
        students: students.map((row) => ({
          ...row,
          solvedAt: iso(row.solvedAt),
          late: late(row.solvedAt, assignment?.dueAt),
        })),
        suspicious: suspicious.map((row) => ({
          user: { username: row.username, name: row.name },
          flagOwner: { username: row.ownerUsername, name: row.ownerName },
          submittedAt: row.submittedAt.toISOString(),
        })),
      };
    },

    async exerciseResults(userId: number, classroomSlug: string, slug: string): Promise<ClassroomExerciseResults> {
      const classroom = await classroomOf(userId, classroomSlug);
      const exercise = await exerciseOf(slug);
      const [assignment, students] = await Promise.all([
        repository.assignment(classroom.id, 'exercise', exercise.id),
        repository.exerciseStudents(classroom.id, exercise.id),
      ]);
      const summary: LabExerciseSummary = withoutId(exercise);
      return {
        classroom: { slug: classroom.slug, name: classroom.name },
        exercise: summary,
        assignment: assignment
          ? { dueAt: iso(assignment.dueAt), assignedAt: assignment.assignedAt.toISOString() }
          : null,
        students: students.map((row) => ({
          ...row,
          startedAt: iso(row.startedAt),
          completedAt: iso(row.completedAt),
          late: late(row.completedAt, assignment?.dueAt),
        })),
      };
    },

    /** The ctf tab's grid: a page of the classroom's students, each with a cell per assigned challenge. */
    async challengeGrid(
      userId: number,
      classroomSlug: string,
      search: string | undefined,
      page: PageRequest,
    ): Promise<{ items: ClassroomChallengeGridRow[]; total: number }> {
      const classroom = await classroomOf(userId, classroomSlug);
      const [{ rows, total }, challenges] = await Promise.all([
        grids.students(classroom.id, search, page),
        grids.assignedChallenges(classroom.id),
      ]);
      const results = await grids.challengeResults(
        rows.map((row) => row.id),
        challenges.map((challenge) => challenge.id),
      );
      const items = rows.map(({ id, ...student }) => ({
        ...student,
        cells: challenges.map((challenge) => {
          const key = `${id}:${challenge.id}`;
          const solve = results.solves.get(key);
          return {
            slug: challenge.slug,
            solvedAt: iso(solve?.solvedAt ?? null),
            late: late(solve?.solvedAt ?? null, challenge.dueAt),
            points: solve?.points ?? null,
            attempts: results.attempts.get(key)?.count ?? 0,
            hintsUsed: results.hints.get(key)?.count ?? 0,
          };
        }),
      }));
      return { items, total };
    },

    /** The exercise-lab tab's grid: a page of the classroom's students, each with a cell per assigned exercise lab. */
    async exerciseGrid(
      userId: number,
      classroomSlug: string,
      search: string | undefined,
      page: PageRequest,
    ): Promise<{ items: ClassroomExerciseGridRow[]; total: number }> {
      const classroom = await classroomOf(userId, classroomSlug);
      const [{ rows, total }, exercises] = await Promise.all([
        grids.students(classroom.id, search, page),
        grids.assignedExercises(classroom.id),
      ]);
      const results = await grids.exerciseResults(
        rows.map((row) => row.id),
        exercises.map((exercise) => exercise.id),
      );
      const items = rows.map(({ id, ...student }) => ({
        ...student,
        cells: exercises.map((exercise) => {
          const key = `${id}:${exercise.id}`;
          const completedAt = results.progress.get(key)?.completedAt ?? null;
          return {
            slug: exercise.slug,
            answeredSteps: results.answered.get(key)?.count ?? 0,
            steps: exercise.steps,
            completedAt: iso(completedAt),
            late: late(completedAt, exercise.dueAt),
          };
        }),
      }));
      return { items, total };
    },

    /** Checks the teacher's lab access and that the classroom is theirs (for the classroom scoreboard). */
    async assertClassroom(userId: number, classroomSlug: string): Promise<void> {
      await classroomOf(userId, classroomSlug);
    },
  };
}
