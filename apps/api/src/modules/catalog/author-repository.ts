// Courses written by one author, with enrollment and module counts (catalogue courses only: a batch's content is
// edited from the batch's page, decision 0041).
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courseModules, courses, enrollments } from '../../db/schema';
import type { PageRequest } from '../../plugins/request-schemas';

export function createAuthorRepository(db: Database) {
  return {
    async listCourses(authorId: number, page: PageRequest) {
      // Counted in grouped subqueries and joined: drizzle leaves column names unqualified in the select list of
      // a one-table query, which would make a correlated subquery compare the wrong `id`.
      const studentCounts = db
        .select({ courseId: enrollments.courseId, students: count().as('students') })
        .from(enrollments)
        .groupBy(enrollments.courseId)
        .as('student_counts');
      const moduleCounts = db
        .select({ courseId: courseModules.courseId, modules: count().as('modules') })
        .from(courseModules)
        .groupBy(courseModules.courseId)
        .as('module_counts');

      const [rows, total] = await Promise.all([
        db
          .select({
            slug: courses.slug,
            title: courses.title,
            level: courses.level,
            published: courses.published,
            students: sql<number>`coalesce(${studentCounts.students}, 0)::int`,
            modules: sql<number>`coalesce(${moduleCounts.modules}, 0)::int`,
          })
          .from(courses)
          .leftJoin(studentCounts, eq(studentCounts.courseId, courses.id))
          .leftJoin(moduleCounts, eq(moduleCounts.courseId, courses.id))
          .where(and(eq(courses.authorId, authorId), eq(courses.owner, 'course')))
          .orderBy(desc(courses.createdAt), desc(courses.id))
          .limit(page.limit)
          .offset(page.offset),
        db.$count(courses, and(eq(courses.authorId, authorId), eq(courses.owner, 'course'))),
      ]);
      return { rows, total };
    },
  };
}
