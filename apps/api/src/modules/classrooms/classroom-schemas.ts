// A teacher's classroom in detail: its students and the online courses assigned to it with each student's
// progress (types `TeacherClassroomDetail`, `ClassroomStudent`, `ClassroomCourseDetail`, `ClassroomCourseStudent`
// and `TeacherOnlineCourse` in util-contracts).
import { z } from 'zod';
import { envelopeSchema, pageEnvelopeSchema } from '../../plugins/envelope';
import { paginationQuerySchema, searchTermSchema } from '../../plugins/request-schemas';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slugParam = (message: string) =>
  z.string({ error: message }).max(150, { error: message }).regex(SLUG, { error: message });

export const classroomParamsSchema = z.object({ classroomSlug: slugParam('Alamat classroom tidak valid') });
export const classroomCourseParamsSchema = classroomParamsSchema.extend({
  onlineCourseSlug: slugParam('Alamat kelas online tidak valid'),
});

export const searchablePageQuerySchema = paginationQuerySchema.extend({
  q: searchTermSchema.describe('Cari pada nama atau username'),
});
export type SearchablePageQuery = z.infer<typeof searchablePageQuerySchema>;

const classroomCourseSchema = z.object({
  slug: z.string(),
  title: z.string(),
  level: z.string(),
  enrolledStudents: z.number().int().describe('Mahasiswa classroom yang terdaftar di kelas ini'),
  averageProgress: z.number().int().min(0).max(100),
});

export const classroomDetailSchema = z.object({
  slug: z.string(),
  name: z.string(),
  campus: z.string(),
  joinCode: z.string(),
  joinCodeExpiresAt: z.string().nullable().describe('ISO 8601; null: kode tidak kedaluwarsa'),
  seatLimit: z.number().int().nullable().describe('Batas mahasiswa yang bergabung dengan kode; null: tanpa batas'),
  createdAt: z.string().describe('ISO 8601'),
  students: z.number().int(),
  courses: z.array(classroomCourseSchema),
});

export const classroomStudentSchema = z.object({
  username: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  joinedAt: z.string().describe('ISO 8601'),
  averageProgress: z.number().int().min(0).max(100).describe('Rata-rata progres di kelas online classroom ini'),
});

export const classroomCourseDetailSchema = z.object({
  classroom: z.object({ slug: z.string(), name: z.string() }),
  course: z.object({
    slug: z.string(),
    title: z.string(),
    level: z.string(),
    category: z.string(),
    materials: z.number().int(),
  }),
  summary: z.object({
    students: z.number().int(),
    enrolled: z.number().int(),
    completed: z.number().int(),
    averageProgress: z.number().int().min(0).max(100),
  }),
});

export const classroomCourseStudentSchema = z.object({
  username: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  enrolled: z.boolean(),
  progress: z.number().int().min(0).max(100),
  completedMaterials: z.number().int(),
  lastAccessedAt: z.string().nullable().describe('ISO 8601'),
  completedAt: z.string().nullable().describe('ISO 8601'),
});

export const teacherOnlineCourseSchema = z.object({
  slug: z.string(),
  title: z.string(),
  level: z.string(),
  category: z.string(),
  modules: z.number().int(),
  materials: z.number().int(),
  classrooms: z.number().int().describe('Classroom milik teacher yang memakai kelas ini'),
});

export const onlineCoursesQuerySchema = paginationQuerySchema.extend({
  q: searchTermSchema.describe('Cari pada judul atau kategori'),
});
export type OnlineCoursesQuery = z.infer<typeof onlineCoursesQuerySchema>;

export const classroomDetailResponseSchema = envelopeSchema(classroomDetailSchema);
export const classroomStudentsResponseSchema = pageEnvelopeSchema(classroomStudentSchema);
export const classroomCourseDetailResponseSchema = envelopeSchema(classroomCourseDetailSchema);
export const classroomCourseStudentsResponseSchema = pageEnvelopeSchema(classroomCourseStudentSchema);
export const teacherOnlineCoursesResponseSchema = pageEnvelopeSchema(teacherOnlineCourseSchema);
