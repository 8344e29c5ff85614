// Classrooms of the teacher behind a user account, with student and course counts.
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campuses, classroomCourses, classrooms, classroomStudents, teachers } from '../../db/schema';
import type { PageRequest } from '../../plugins/request-schemas';

export function createTeacherRepository(db: Database) {
  return {
    async listClassrooms(userId: number, page: PageRequest) {
      const ownedByUser = eq(teachers.userId, userId);
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({
            slug: classrooms.slug,
            name: classrooms.name,
            campus: campuses.name,
            students: sql<number>`(select count(*)::int from ${classroomStudents} where ${classroomStudents.classroomId} = ${classrooms.id})`,
            courses: sql<number>`(select count(*)::int from ${classroomCourses} where ${classroomCourses.classroomId} = ${classrooms.id})`,
            joinCode: classrooms.joinCode,
          })
          .from(classrooms)
          .innerJoin(teachers, eq(teachers.id, classrooms.teacherId))
          .innerJoin(campuses, eq(campuses.id, classrooms.campusId))
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
