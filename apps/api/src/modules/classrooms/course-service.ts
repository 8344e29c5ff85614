// One student's way through a course of the classroom (the teacher sees students of their own classrooms only), and
// a course with its exam as a teacher with Belajar Online access previews them (spec §8: 403 without it). The exam
// preview shows what a student reads — never which option is right, nor the accepted short answers.
import type {
  ClassroomStudentCourse,
  MaterialKind,
  PreviewAssessment,
  StudentAssessmentResult,
  TeacherCoursePreview,
  TeacherExamPreview,
} from '@akademi-siber/util-contracts';
import type { Database } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import { createClassroomRepository } from './classroom-repository';
import { CLASSROOM_COURSE_NOT_FOUND, CLASSROOM_NOT_FOUND, NO_COURSE_ACCESS } from './classroom-service';
import { createCourseRepository } from './course-repository';

export const STUDENT_NOT_FOUND = 'Mahasiswa tidak ditemukan di classroom ini';
export const COURSE_NOT_FOUND = 'Kelas online tidak ditemukan';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

type AssessmentRow = Awaited<ReturnType<ReturnType<typeof createCourseRepository>['assessments']>>[number];

const previewOf = (row: AssessmentRow): PreviewAssessment => ({
  title: row.title,
  questions: row.questions,
  timeLimitMinutes: row.timeLimitMinutes,
  passingScore: row.passingScore,
  attemptLimit: row.attemptLimit,
});

/** The outline rows (one per material, or one per empty module) grouped into modules, in order. */
function groupModules<M>(
  rows: Awaited<ReturnType<ReturnType<typeof createCourseRepository>['outline']>>,
  material: (row: (typeof rows)[number] & { materialId: number; title: string; kind: MaterialKind }) => M,
) {
  const modules: { id: number; slug: string; title: string; materials: M[] }[] = [];
  for (const row of rows) {
    let current = modules[modules.length - 1];
    if (!current || current.id !== row.moduleId) {
      current = { id: row.moduleId, slug: row.moduleSlug, title: row.moduleTitle, materials: [] };
      modules.push(current);
    }
    if (row.materialId !== null && row.title !== null && row.kind !== null)
      current.materials.push(material({ ...row, materialId: row.materialId, title: row.title, kind: row.kind }));
  }
  return modules;
}

export function createCourseService(db: Database) {
  const classroomsRepository = createClassroomRepository(db);
  const repository = createCourseRepository(db);

  async function teacherWithCourseAccess(userId: number) {
    const teacher = await classroomsRepository.teacherAccess(userId);
    if (!teacher?.isAccessCourse) throw new ApiError(403, NO_COURSE_ACCESS);
    return teacher;
  }

  async function publishedCourse(slug: string) {
    const course = await repository.publishedCourse(slug);
    if (!course) throw new ApiError(404, COURSE_NOT_FOUND);
    return course;
  }

  return {
    async studentCourse(
      userId: number,
      classroomSlug: string,
      courseSlug: string,
      username: string,
    ): Promise<ClassroomStudentCourse> {
      const classroom = await classroomsRepository.findOwnClassroom(userId, classroomSlug);
      if (!classroom) throw new ApiError(404, CLASSROOM_NOT_FOUND);
      const course = await classroomsRepository.findAssignedCourse(classroom.id, courseSlug);
      if (!course) throw new ApiError(404, CLASSROOM_COURSE_NOT_FOUND);
      const student = await repository.classroomStudent(classroom.id, username);
      if (!student) throw new ApiError(404, STUDENT_NOT_FOUND);

      const [enrollment, outline, assessmentRows, completed, attempts] = await Promise.all([
        repository.enrollment(student.id, course.id),
        repository.outline(course.id),
        repository.assessments(course.id),
        repository.completedMaterials(student.id, course.id),
        repository.attemptSummaries(student.id, course.id),
      ]);
      const resultOf = (row: AssessmentRow): StudentAssessmentResult => {
        const summary = attempts.get(row.id);
        return {
          title: row.title,
          passingScore: row.passingScore,
          attemptLimit: row.attemptLimit,
          attempts: summary?.attempts ?? 0,
          bestScore: summary?.bestScore ?? null,
          passed: summary?.passed ?? false,
          lastSubmittedAt: iso(summary?.lastSubmittedAt ?? null),
        };
      };
      const exam = assessmentRows.find((row) => row.kind === 'exam');
      const { id: _courseId, ...courseFields } = course;
      return {
        classroom: { slug: classroom.slug, name: classroom.name },
        course: courseFields,
        student: {
          username: student.username,
          name: student.name,
          avatarUrl: student.avatarUrl,
          joinedAt: student.joinedAt.toISOString(),
        },
        enrollment: enrollment && {
          progress: enrollment.progress,
          completedMaterials: enrollment.completedMaterials,
          enrolledAt: enrollment.enrolledAt.toISOString(),
          lastAccessedAt: iso(enrollment.lastAccessedAt),
          completedAt: iso(enrollment.completedAt),
        },
        modules: groupModules(outline, (row) => ({
          title: row.title,
          kind: row.kind,
          completedAt: iso(completed.get(row.materialId) ?? null),
        })).map(({ id, slug, title, materials }) => {
          const quiz = assessmentRows.find((row) => row.kind === 'quiz' && row.moduleId === id);
          return { slug, title, materials, quiz: quiz ? resultOf(quiz) : null };
        }),
        exam: exam ? resultOf(exam) : null,
      };
    },

    async coursePreview(userId: number, courseSlug: string): Promise<TeacherCoursePreview> {
      const teacher = await teacherWithCourseAccess(userId);
      const course = await publishedCourse(courseSlug);
      const [outline, assessmentRows, classrooms] = await Promise.all([
        repository.outline(course.id),
        repository.assessments(course.id),
        repository.classroomsUsing(teacher.id, course.id),
      ]);
      const exam = assessmentRows.find((row) => row.kind === 'exam');
      const { id: _id, ...fields } = course;
      return {
        ...fields,
        modules: groupModules(outline, (row) => ({
          title: row.title,
          kind: row.kind,
          durationSeconds: row.durationSeconds ?? 0,
        })).map(({ id, slug, title, materials }) => {
          const quiz = assessmentRows.find((row) => row.kind === 'quiz' && row.moduleId === id);
          return { slug, title, materials, quiz: quiz ? previewOf(quiz) : null };
        }),
        exam: exam ? previewOf(exam) : null,
        classrooms,
      };
    },

    async examPreview(userId: number, courseSlug: string): Promise<TeacherExamPreview> {
      await teacherWithCourseAccess(userId);
      const course = await publishedCourse(courseSlug);
      const exam = (await repository.assessments(course.id)).find((row) => row.kind === 'exam');
      const questionList = exam ? await repository.questionsOf(exam.id) : [];
      return {
        course: { slug: course.slug, title: course.title },
        exam: exam
          ? { ...previewOf(exam), questionList: questionList.map(({ id: _id, ...question }) => question) }
          : null,
      };
    },
  };
}
