// The member's enrollments with each course's material count.
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courseModules, courses, enrollments, materials } from '../../db/schema';
import type { PageRequest } from '../../plugins/request-schemas';

export function createMemberRepository(db: Database) {
  return {
    async listEnrollments(userId: number, page: PageRequest) {
      const materialTotals = db
        .select({ courseId: courseModules.courseId, total: count(materials.id).as('total') })
        .from(courseModules)
        .leftJoin(materials, eq(materials.moduleId, courseModules.id))
        .groupBy(courseModules.courseId)
        .as('material_totals');
      const lastActivity = sql`coalesce(${enrollments.lastAccessedAt}, ${enrollments.enrolledAt})`;

      const [rows, total] = await Promise.all([
        db
          .select({
            slug: courses.slug,
            title: courses.title,
            level: courses.level,
            thumbnailUrl: courses.thumbnailUrl,
            progress: enrollments.progress,
            completedMaterials: enrollments.completedMaterials,
            enrolledAt: enrollments.enrolledAt,
            totalMaterials: sql<number>`coalesce(${materialTotals.total}, 0)::int`,
          })
          .from(enrollments)
          .innerJoin(courses, eq(courses.id, enrollments.courseId))
          .leftJoin(materialTotals, eq(materialTotals.courseId, courses.id))
          .where(eq(enrollments.userId, userId))
          .orderBy(desc(lastActivity), desc(enrollments.id))
          .limit(page.limit)
          .offset(page.offset),
        db.$count(enrollments, eq(enrollments.userId, userId)),
      ]);
      return { rows, total };
    },
  };
}
