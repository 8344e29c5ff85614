// Classrooms of the teacher behind a user account, with student and course counts.
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campuses, classroomCourses, classrooms, classroomStudents, teachers } from '../../db/schema';
import type { PageRequest } from '../../plugins/request-schemas';

export function createTeacherRepository(db: Database) {
  return {
    async listClassrooms(userId: number, page: PageRequest) {
      const studentCounts = db
        .select({ classroomId: classroomStudents.classroomId, students: count().as('students') })
        .from(classroomStudents)
        .groupBy(classroomStudents.classroomId)
        .as('student_counts');
      const courseCounts = db
        .select({ classroomId: classroomCourses.classroomId, courses: count().as('courses') })
        .from(classroomCourses)
        .groupBy(classroomCourses.classroomId)
        .as('course_counts');
      const ownedByUser = eq(teachers.userId, userId);

      const [rows, [{ total }]] = await Promise.all([
        db
          .select({
            slug: classrooms.slug,
            name: classrooms.name,
            campus: campuses.name,
            students: sql<number>`coalesce(${studentCounts.students}, 0)::int`,
            courses: sql<number>`coalesce(${courseCounts.courses}, 0)::int`,
            joinCode: classrooms.joinCode,
          })
          .from(classrooms)
          .innerJoin(teachers, eq(teachers.id, classrooms.teacherId))
          .innerJoin(campuses, eq(campuses.id, classrooms.campusId))
          .leftJoin(studentCounts, eq(studentCounts.classroomId, classrooms.id))
          .leftJoin(courseCounts, eq(courseCounts.classroomId, classrooms.id))
          .where(ownedByUser)
          .orderBy(desc(classrooms.createdAt), desc(classrooms.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(classrooms)
          .innerJoin(teachers, eq(teachers.id, classrooms.teacherId))
          .where(ownedByUser),
      ]);
      return { rows, total };
    },
  };
}
