// A course as the teacher looks into it: its outline (modules, materials, quizzes, exam), one student's progress on
// each of those, and the exam's questions without their answer key.
import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  assessmentAttempts,
  assessmentQuestions,
  assessments,
  classroomCourses,
  classrooms,
  classroomStudents,
  courseModules,
  courses,
  enrollments,
  isCatalogCourse,
  materialProgress,
  materials,
  questionOptions,
  users,
} from '../../db/schema';

export function createCourseRepository(db: Database) {
  return {
    /** A published course with its author's name. */
    async publishedCourse(slug: string) {
      const [row] = await db
        .select({
          id: courses.id,
          slug: courses.slug,
          title: courses.title,
          level: courses.level,
          category: courses.category,
          description: courses.description,
          authorName: users.name,
        })
        .from(courses)
        .innerJoin(users, eq(users.id, courses.authorId))
        .where(and(eq(courses.slug, slug), isCatalogCourse()));
      return row ?? null;
    },

    /** How many of this teacher's classrooms use the course. */
    classroomsUsing(teacherId: number, courseId: number): Promise<number> {
      return db.$count(
        classroomCourses,
        and(
          eq(classroomCourses.courseId, courseId),
          inArray(
            classroomCourses.classroomId,
            db.select({ id: classrooms.id }).from(classrooms).where(eq(classrooms.teacherId, teacherId)),
          ),
        ),
      );
    },

    /** A student of the classroom by username; null when there is none (or the user is not in it). */
    async classroomStudent(classroomId: number, username: string) {
      const [row] = await db
        .select({
          id: users.id,
          username: users.username,
          name: users.name,
          avatarUrl: users.avatarUrl,
          joinedAt: classroomStudents.joinedAt,
        })
        .from(classroomStudents)
        .innerJoin(users, eq(users.id, classroomStudents.userId))
        .where(and(eq(classroomStudents.classroomId, classroomId), eq(users.username, username)));
      return row ?? null;
    },

    async enrollment(userId: number, courseId: number) {
      const [row] = await db
        .select({
          progress: enrollments.progress,
          completedMaterials: enrollments.completedMaterials,
          enrolledAt: enrollments.enrolledAt,
          lastAccessedAt: enrollments.lastAccessedAt,
          completedAt: enrollments.completedAt,
        })
        .from(enrollments)
        .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)));
      return row ?? null;
    },

    /** Modules in order, each material in order. */
    async outline(courseId: number) {
      return db
        .select({
          moduleId: courseModules.id,
          moduleSlug: courseModules.slug,
          moduleTitle: courseModules.title,
          materialId: materials.id,
          title: materials.title,
          kind: materials.kind,
          durationSeconds: materials.durationSeconds,
        })
        .from(courseModules)
        .leftJoin(materials, eq(materials.moduleId, courseModules.id))
        .where(eq(courseModules.courseId, courseId))
        .orderBy(asc(courseModules.order), asc(courseModules.id), asc(materials.order), asc(materials.id));
    },

    /** The course's quizzes and exam with how many questions each has. */
    assessments(courseId: number) {
      return db
        .select({
          id: assessments.id,
          kind: assessments.kind,
          moduleId: assessments.moduleId,
          title: assessments.title,
          timeLimitMinutes: assessments.timeLimitMinutes,
          attemptLimit: assessments.attemptLimit,
          passingScore: assessments.passingScore,
          // Spelled out: in a query on one table drizzle leaves column names unqualified.
          questions: sql<number>`(select count(*) from assessment_questions as question
            where question.assessment_id = "assessments"."id")::int`,
        })
        .from(assessments)
        .where(eq(assessments.courseId, courseId));
    },

    /** materialId → when this user completed it, for the course's completed materials. */
    async completedMaterials(userId: number, courseId: number): Promise<Map<number, Date>> {
      const rows = await db
        .select({ materialId: materialProgress.materialId, completedAt: materialProgress.completedAt })
        .from(materialProgress)
        .innerJoin(materials, eq(materials.id, materialProgress.materialId))
        .innerJoin(courseModules, eq(courseModules.id, materials.moduleId))
        .where(
          and(
            eq(materialProgress.userId, userId),
            eq(courseModules.courseId, courseId),
            isNotNull(materialProgress.completedAt),
          ),
        );
      return new Map(rows.flatMap((row) => (row.completedAt ? [[row.materialId, row.completedAt] as const] : [])));
    },

    /** assessmentId → this user's submitted attempts: how many, best score, passed once, the last one. */
    async attemptSummaries(userId: number, courseId: number) {
      const rows = await db
        .select({
          assessmentId: assessmentAttempts.assessmentId,
          attempts: count(),
          bestScore: sql<number | null>`max(${assessmentAttempts.score})::int`,
          passed: sql<boolean>`coalesce(bool_or(${assessmentAttempts.passed}), false)`,
          lastSubmittedAt: sql<Date | null>`max(${assessmentAttempts.submittedAt})`.mapWith(
            assessmentAttempts.submittedAt,
          ),
        })
        .from(assessmentAttempts)
        .innerJoin(assessments, eq(assessments.id, assessmentAttempts.assessmentId))
        .where(
          and(
            eq(assessmentAttempts.userId, userId),
            eq(assessments.courseId, courseId),
            isNotNull(assessmentAttempts.submittedAt),
          ),
        )
        .groupBy(assessmentAttempts.assessmentId);
      return new Map(rows.map((row) => [row.assessmentId, row]));
    },

    /** The exam's questions in order with their options' text (never which one is right). */
    async questionsOf(assessmentId: number) {
      const [questions, options] = await Promise.all([
        db
          .select({
            id: assessmentQuestions.id,
            order: assessmentQuestions.order,
            type: assessmentQuestions.type,
            prompt: assessmentQuestions.prompt,
            points: assessmentQuestions.points,
          })
          .from(assessmentQuestions)
          .where(eq(assessmentQuestions.assessmentId, assessmentId))
          .orderBy(asc(assessmentQuestions.order), asc(assessmentQuestions.id)),
        db
          .select({ questionId: questionOptions.questionId, text: questionOptions.text })
          .from(questionOptions)
          .innerJoin(assessmentQuestions, eq(assessmentQuestions.id, questionOptions.questionId))
          .where(eq(assessmentQuestions.assessmentId, assessmentId))
          .orderBy(asc(questionOptions.order), asc(questionOptions.id)),
      ]);
      return questions.map((question) => ({
        ...question,
        options: options.filter((option) => option.questionId === question.id).map((option) => option.text),
      }));
    },
  };
}
