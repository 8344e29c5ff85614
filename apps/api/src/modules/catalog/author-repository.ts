// Courses written by one author, with enrollment and module counts and where each stands in review (catalogue courses
// only: a batch's content is edited from the batch's page, decision 0041; a working copy is its course's, 0053).
import type { CourseState } from '@akademi-siber/util-contracts';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courseModules, courses, enrollments } from '../../db/schema';
import type { PageRequest } from '../../plugins/request-schemas';

/** The latest submission's status and comment, and whether a change is in work (decision 0053). */
const latestStatus = sql<string | null>`(select s.status from course_submissions s where s.course_id = ${courses.id}
  order by s.submitted_at desc, s.id desc limit 1)`;
const latestComment = sql<string | null>`(select s.review_comment from course_submissions s
  where s.course_id = ${courses.id} order by s.submitted_at desc, s.id desc limit 1)`;
const hasCopy = sql<boolean>`exists (select 1 from courses c where c.source_id = ${courses.id})`;
const stateOf = sql<CourseState>`case
  when ${latestStatus} = 'pending' then 'in_review'
  when ${latestStatus} = 'returned' and (${hasCopy} or not ${courses.published}) then 'returned'
  when ${courses.published} then 'published' else 'draft' end`;

export function createAuthorRepository(db: Database) {
  return {
    async listCourses(authorId: number, page: PageRequest, state?: CourseState) {
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
      const where: SQL | undefined = and(
        eq(courses.authorId, authorId),
        eq(courses.owner, 'course'),
        state ? sql`${stateOf} = ${state}` : undefined,
      );

      const [rows, total] = await Promise.all([
        db
          .select({
            slug: courses.slug,
            title: courses.title,
            level: courses.level,
            published: courses.published,
            students: sql<number>`coalesce(${studentCounts.students}, 0)::int`,
            modules: sql<number>`coalesce(${moduleCounts.modules}, 0)::int`,
            state: stateOf,
            reviewComment: latestComment,
            hasChange: hasCopy,
          })
          .from(courses)
          .leftJoin(studentCounts, eq(studentCounts.courseId, courses.id))
          .leftJoin(moduleCounts, eq(moduleCounts.courseId, courses.id))
          .where(where)
          .orderBy(desc(courses.createdAt), desc(courses.id))
          .limit(page.limit)
          .offset(page.offset),
        db.$count(courses, where),
      ]);
      return {
        rows: rows.map(({ reviewComment, ...row }) => ({
          ...row,
          reviewComment: row.state === 'returned' ? reviewComment : null,
        })),
        total,
      };
    },
  };
}
