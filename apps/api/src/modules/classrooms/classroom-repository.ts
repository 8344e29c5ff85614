// One classroom of the teacher behind a user account: its students, its assigned online courses and the
// students' progress in them (enrollments of the classroom's students in those courses).
import { and, asc, count, countDistinct, desc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  campuses,
  classroomCourses,
  classrooms,
  classroomStudents,
  courseModules,
  courses,
  enrollments,
  isCatalogCourse,
  materials,
  teachers,
  users,
} from '../../db/schema';
import { likePattern, type PageRequest } from '../../plugins/request-schemas';

function studentSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(ilike(users.name, pattern), ilike(users.username, pattern));
}

export function createClassroomRepository(db: Database) {
  return {
    /** The classroom with this slug if the user teaches it; null otherwise (someone else's looks like none). */
    async findOwnClassroom(userId: number, slug: string) {
      const [row] = await db
        .select({
          id: classrooms.id,
          slug: classrooms.slug,
          name: classrooms.name,
          campus: campuses.name,
          joinCode: classrooms.joinCode,
          joinCodeExpiresAt: classrooms.joinCodeExpiresAt,
          seatLimit: classrooms.seatLimit,
          createdAt: classrooms.createdAt,
        })
        .from(classrooms)
        .innerJoin(teachers, eq(teachers.id, classrooms.teacherId))
        .innerJoin(campuses, eq(campuses.id, classrooms.campusId))
        .where(and(eq(teachers.userId, userId), eq(classrooms.slug, slug)));
      return row ?? null;
    },

    countStudents(classroomId: number): Promise<number> {
      return db.$count(classroomStudents, eq(classroomStudents.classroomId, classroomId));
    },

    /** Assigned courses; a student not enrolled yet counts as 0 % in the average. */
    assignedCourses(classroomId: number) {
      return db
        .select({
          slug: courses.slug,
          title: courses.title,
          level: courses.level,
          enrolledStudents: sql<number>`count(${enrollments.id})::int`,
          averageProgress: sql<number>`coalesce(round(avg(coalesce(${enrollments.progress}, 0)) filter
            (where ${classroomStudents.id} is not null)), 0)::int`,
        })
        .from(classroomCourses)
        .innerJoin(courses, eq(courses.id, classroomCourses.courseId))
        .leftJoin(classroomStudents, eq(classroomStudents.classroomId, classroomCourses.classroomId))
        .leftJoin(
          enrollments,
          and(eq(enrollments.courseId, courses.id), eq(enrollments.userId, classroomStudents.userId)),
        )
        .where(eq(classroomCourses.classroomId, classroomId))
        .groupBy(courses.id)
        .orderBy(asc(courses.title));
    },

    async students(classroomId: number, search: string | undefined, page: PageRequest) {
      const averageProgress = sql<number>`coalesce((
        select round(avg(coalesce(${enrollments.progress}, 0)))
        from ${classroomCourses}
        left join ${enrollments}
          on ${enrollments.courseId} = ${classroomCourses.courseId} and ${enrollments.userId} = ${users.id}
        where ${classroomCourses.classroomId} = ${classroomStudents.classroomId}
      ), 0)::int`;
      const condition = and(eq(classroomStudents.classroomId, classroomId), studentSearch(search));
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({
            username: users.username,
            name: users.name,
            avatarUrl: users.avatarUrl,
            joinedAt: classroomStudents.joinedAt,
            averageProgress,
          })
          .from(classroomStudents)
          .innerJoin(users, eq(users.id, classroomStudents.userId))
          .where(condition)
          .orderBy(asc(users.name), asc(users.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: count() })
          .from(classroomStudents)
          .innerJoin(users, eq(users.id, classroomStudents.userId))
          .where(condition),
      ]);
      return { rows, total };
    },

    /** The course if it is assigned to the classroom. */
    async findAssignedCourse(classroomId: number, courseSlug: string) {
      const [row] = await db
        .select({
          id: courses.id,
          slug: courses.slug,
          title: courses.title,
          level: courses.level,
          category: courses.category,
          materials: sql<number>`(select count(*) from ${materials} inner join ${courseModules} on
            ${courseModules.id} = ${materials.moduleId} where
            ${courseModules.courseId} = ${courses.id})::int`,
        })
        .from(classroomCourses)
        .innerJoin(courses, eq(courses.id, classroomCourses.courseId))
        .where(and(eq(classroomCourses.classroomId, classroomId), eq(courses.slug, courseSlug)));
      return row ?? null;
    },

    async courseSummary(classroomId: number, courseId: number) {
      const [row] = await db
        .select({
          students: count(classroomStudents.id),
          enrolled: count(enrollments.id),
          completed: sql<number>`count(${enrollments.completedAt})::int`,
          averageProgress: sql<number>`coalesce(round(avg(coalesce(${enrollments.progress}, 0))), 0)::int`,
        })
        .from(classroomStudents)
        .leftJoin(
          enrollments,
          and(eq(enrollments.userId, classroomStudents.userId), eq(enrollments.courseId, courseId)),
        )
        .where(eq(classroomStudents.classroomId, classroomId));
      return row;
    },

    async courseStudents(classroomId: number, courseId: number, search: string | undefined, page: PageRequest) {
      const condition = and(eq(classroomStudents.classroomId, classroomId), studentSearch(search));
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({
            username: users.username,
            name: users.name,
            avatarUrl: users.avatarUrl,
            enrolled: isNotNull(enrollments.id).mapWith(Boolean),
            progress: sql<number>`coalesce(${enrollments.progress}, 0)::int`,
            completedMaterials: sql<number>`coalesce(${enrollments.completedMaterials}, 0)::int`,
            lastAccessedAt: enrollments.lastAccessedAt,
            completedAt: enrollments.completedAt,
          })
          .from(classroomStudents)
          .innerJoin(users, eq(users.id, classroomStudents.userId))
          .leftJoin(enrollments, and(eq(enrollments.userId, users.id), eq(enrollments.courseId, courseId)))
          .where(condition)
          .orderBy(desc(sql`coalesce(${enrollments.progress}, -1)`), asc(users.name), asc(users.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: count() })
          .from(classroomStudents)
          .innerJoin(users, eq(users.id, classroomStudents.userId))
          .where(condition),
      ]);
      return { rows, total };
    },

    async teacherAccess(userId: number) {
      const [row] = await db
        .select({ id: teachers.id, isAccessCourse: teachers.isAccessCourse })
        .from(teachers)
        .where(eq(teachers.userId, userId));
      return row ?? null;
    },

    /** Published courses a teacher can assign, with how many of this teacher's classrooms use each. */
    async onlineCourses(teacherId: number, search: string | undefined, page: PageRequest) {
      const pattern = search ? likePattern(search) : undefined;
      const condition = and(
        isCatalogCourse(),
        pattern ? or(ilike(courses.title, pattern), ilike(courses.category, pattern)) : undefined,
      );
      const usedBy = db
        .select({
          courseId: classroomCourses.courseId,
          classrooms: countDistinct(classroomCourses.classroomId).as('classrooms'),
        })
        .from(classroomCourses)
        .innerJoin(classrooms, eq(classrooms.id, classroomCourses.classroomId))
        .where(eq(classrooms.teacherId, teacherId))
        .groupBy(classroomCourses.courseId)
        .as('used_by');
      const [rows, total] = await Promise.all([
        db
          .select({
            slug: courses.slug,
            title: courses.title,
            level: courses.level,
            category: courses.category,
            modules: sql<number>`(select count(*) from ${courseModules} where ${courseModules.courseId} =
              ${courses.id})::int`,
            materials: sql<number>`(select count(*) from ${materials} inner join ${courseModules} on
              ${courseModules.id} = ${materials.moduleId} where
              ${courseModules.courseId} = ${courses.id})::int`,
            classrooms: sql<number>`coalesce(${usedBy.classrooms}, 0)::int`,
          })
          .from(courses)
          .leftJoin(usedBy, eq(usedBy.courseId, courses.id))
          .where(condition)
          .orderBy(asc(courses.title), asc(courses.id))
          .limit(page.limit)
          .offset(page.offset),
        db.$count(courses, condition),
      ]);
      return { rows, total };
    },
  };
}
