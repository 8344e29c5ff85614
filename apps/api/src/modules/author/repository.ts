// Courses written by one author, with enrollment and module counts.
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courseModules, courses, enrollments } from '../../db/schema';
import type { PageRequest } from '../../plugins/request-schemas';

export function createAuthorRepository(db: Database) {
  return {
    async listCourses(authorId: number, page: PageRequest) {
      const [rows, total] = await Promise.all([
        db
          .select({
            slug: courses.slug,
            title: courses.title,
            level: courses.level,
            published: courses.published,
            students: sql<number>`(select count(*)::int from ${enrollments} where ${enrollments.courseId} = ${courses.id})`,
            modules: sql<number>`(select count(*)::int from ${courseModules} where ${courseModules.courseId} = ${courses.id})`,
          })
          .from(courses)
          .where(eq(courses.authorId, authorId))
          .orderBy(desc(courses.createdAt), desc(courses.id))
          .limit(page.limit)
          .offset(page.offset),
        db.$count(courses, eq(courses.authorId, authorId)),
      ]);
      return { rows, total };
    },
  };
}
