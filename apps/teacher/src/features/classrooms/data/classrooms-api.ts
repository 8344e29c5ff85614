/**
 * The teacher's classrooms (API module `classrooms`): the list, one classroom with its students and courses, one
 * student in a course, the join code's settings, and the online courses with a course's and its exam's preview.
 */
import { api, type ApiList } from '@akademi-siber/data-access-api';
import {
  CLASSROOM_PATHS,
  type ClassroomCourseDetail,
  type ClassroomCourseStudent,
  type ClassroomJoinCode,
  type ClassroomJoinSettingsInput,
  type ClassroomStudent,
  type ClassroomStudentCourse,
  type TeacherClassroom,
  type TeacherClassroomDetail,
  type TeacherCoursePreview,
  type TeacherExamPreview,
  type TeacherOnlineCourse,
} from '@akademi-siber/util-contracts';

interface PageArgs {
  page: number;
  perPage?: number;
  q?: string;
}

const url = (path: string) => path.replace(/^\//, '');

const pageParams = ({ page, perPage = 10, q }: PageArgs) => ({ page, per_page: perPage, ...(q ? { q } : {}) });

export const classroomsApi = api.enhanceEndpoints({ addTagTypes: ['Classroom', 'TeacherCourse'] }).injectEndpoints({
  endpoints: (build) => ({
    getTeacherClassrooms: build.query<ApiList<TeacherClassroom>, { page: number; perPage?: number }>({
      query: ({ page, perPage = 9 }) => ({ url: 'api/teacher/classrooms', params: { page, per_page: perPage } }),
      providesTags: ['Classroom'],
    }),
    getClassroomDetail: build.query<TeacherClassroomDetail, string>({
      query: (slug) => `api/teacher/classrooms/${encodeURIComponent(slug)}`,
      providesTags: ['Classroom'],
    }),
    getClassroomStudents: build.query<ApiList<ClassroomStudent>, PageArgs & { slug: string }>({
      query: ({ slug, ...args }) => ({
        url: `api/teacher/classrooms/${encodeURIComponent(slug)}/students`,
        params: pageParams(args),
      }),
      providesTags: ['Classroom'],
    }),
    getClassroomCourse: build.query<ClassroomCourseDetail, { slug: string; courseSlug: string }>({
      query: ({ slug, courseSlug }) =>
        `api/teacher/classrooms/${encodeURIComponent(slug)}/online-courses/${encodeURIComponent(courseSlug)}`,
      providesTags: ['Classroom'],
    }),
    getClassroomCourseStudents: build.query<
      ApiList<ClassroomCourseStudent>,
      PageArgs & { slug: string; courseSlug: string }
    >({
      query: ({ slug, courseSlug: course, ...args }) => ({
        url: `api/teacher/classrooms/${encodeURIComponent(slug)}/online-courses/${encodeURIComponent(course)}/students`,
        params: pageParams(args),
      }),
      providesTags: ['Classroom'],
    }),
    getTeacherOnlineCourses: build.query<ApiList<TeacherOnlineCourse>, PageArgs>({
      query: (args) => ({ url: 'api/teacher/online-courses', params: pageParams(args) }),
      providesTags: ['TeacherCourse'],
    }),
    getClassroomStudentCourse: build.query<
      ClassroomStudentCourse,
      { slug: string; courseSlug: string; username: string }
    >({
      query: ({ slug, courseSlug, username }) => url(CLASSROOM_PATHS.studentCourse(slug, courseSlug, username)),
      providesTags: ['Classroom'],
    }),
    getTeacherCoursePreview: build.query<TeacherCoursePreview, string>({
      query: (courseSlug) => url(CLASSROOM_PATHS.coursePreview(courseSlug)),
      providesTags: ['TeacherCourse'],
    }),
    getTeacherExamPreview: build.query<TeacherExamPreview, string>({
      query: (courseSlug) => url(CLASSROOM_PATHS.examPreview(courseSlug)),
      providesTags: ['TeacherCourse'],
    }),
    updateJoinSettings: build.mutation<ClassroomJoinCode, { slug: string } & ClassroomJoinSettingsInput>({
      query: ({ slug, ...body }) => ({ url: url(CLASSROOM_PATHS.joinSettings(slug)), method: 'PUT', body }),
      invalidatesTags: ['Classroom'],
    }),
    regenerateJoinCode: build.mutation<ClassroomJoinCode, string>({
      query: (slug) => ({ url: url(CLASSROOM_PATHS.regenerateJoinCode(slug)), method: 'POST' }),
      invalidatesTags: ['Classroom'],
    }),
  }),
});

export const {
  useGetTeacherClassroomsQuery,
  useGetClassroomDetailQuery,
  useGetClassroomStudentsQuery,
  useGetClassroomCourseQuery,
  useGetClassroomCourseStudentsQuery,
  useGetTeacherOnlineCoursesQuery,
  useGetClassroomStudentCourseQuery,
  useGetTeacherCoursePreviewQuery,
  useGetTeacherExamPreviewQuery,
  useUpdateJoinSettingsMutation,
  useRegenerateJoinCodeMutation,
} = classroomsApi;
