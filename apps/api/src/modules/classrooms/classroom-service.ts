// A teacher's own classroom, its students and their progress in the assigned online courses; and the catalogue
// of online courses a teacher with course access may assign (spec §8: 403 without it).
import type {
  ClassroomCourseDetail,
  ClassroomCourseStudent,
  ClassroomStudent,
  TeacherClassroomDetail,
  TeacherOnlineCourse,
} from '@akademi-siber/util-contracts';
import type { Database } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import type { PageRequest } from '../../plugins/request-schemas';
import { createClassroomRepository } from './classroom-repository';

export const CLASSROOM_NOT_FOUND = 'Classroom tidak ditemukan';
export const CLASSROOM_COURSE_NOT_FOUND = 'Kelas online tidak ditemukan di classroom ini';
/** Spec §8, word for word. */
export const NO_COURSE_ACCESS = 'Anda tidak memiliki akses untuk Belajar Online.';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function createClassroomService(db: Database) {
  const repository = createClassroomRepository(db);

  async function ownClassroom(userId: number, slug: string) {
    const classroom = await repository.findOwnClassroom(userId, slug);
    if (!classroom) throw new ApiError(404, CLASSROOM_NOT_FOUND);
    return classroom;
  }

  async function assignedCourse(userId: number, classroomSlug: string, courseSlug: string) {
    const classroom = await ownClassroom(userId, classroomSlug);
    const course = await repository.findAssignedCourse(classroom.id, courseSlug);
    if (!course) throw new ApiError(404, CLASSROOM_COURSE_NOT_FOUND);
    return { classroom, course };
  }

  return {
    async detail(userId: number, slug: string): Promise<TeacherClassroomDetail> {
      const classroom = await ownClassroom(userId, slug);
      const [students, courses] = await Promise.all([
        repository.countStudents(classroom.id),
        repository.assignedCourses(classroom.id),
      ]);
      const { id: _id, createdAt, joinCodeExpiresAt, ...rest } = classroom;
      return {
        ...rest,
        joinCodeExpiresAt: iso(joinCodeExpiresAt),
        createdAt: createdAt.toISOString(),
        students,
        courses,
      };
    },

    async students(
      userId: number,
      slug: string,
      search: string | undefined,
      page: PageRequest,
    ): Promise<{ items: ClassroomStudent[]; total: number }> {
      const classroom = await ownClassroom(userId, slug);
      const { rows, total } = await repository.students(classroom.id, search, page);
      return { items: rows.map((row) => ({ ...row, joinedAt: row.joinedAt.toISOString() })), total };
    },

    async courseDetail(userId: number, classroomSlug: string, courseSlug: string): Promise<ClassroomCourseDetail> {
      const { classroom, course } = await assignedCourse(userId, classroomSlug, courseSlug);
      const summary = await repository.courseSummary(classroom.id, course.id);
      const { id: _id, ...courseFields } = course;
      return { classroom: { slug: classroom.slug, name: classroom.name }, course: courseFields, summary };
    },

    async courseStudents(
      userId: number,
      classroomSlug: string,
      courseSlug: string,
      search: string | undefined,
      page: PageRequest,
    ): Promise<{ items: ClassroomCourseStudent[]; total: number }> {
      const { classroom, course } = await assignedCourse(userId, classroomSlug, courseSlug);
      const { rows, total } = await repository.courseStudents(classroom.id, course.id, search, page);
      return {
        items: rows.map((row) => ({
          ...row,
          lastAccessedAt: iso(row.lastAccessedAt),
          completedAt: iso(row.completedAt),
        })),
        total,
      };
    },

    async onlineCourses(
      userId: number,
      search: string | undefined,
      page: PageRequest,
    ): Promise<{ items: TeacherOnlineCourse[]; total: number }> {
      const teacher = await repository.teacherAccess(userId);
      if (!teacher?.isAccessCourse) throw new ApiError(403, NO_COURSE_ACCESS);
      const { rows, total } = await repository.onlineCourses(teacher.id, search, page);
      return { items: rows, total };
    },
  };
}
