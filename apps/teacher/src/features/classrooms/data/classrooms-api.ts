import { api, type ApiList } from '@akademi-siber/data-access-api';
import type {
  ClassroomCourseDetail,
  ClassroomCourseStudent,
  ClassroomStudent,
  TeacherClassroom,
  TeacherClassroomDetail,
  TeacherOnlineCourse,
} from '@akademi-siber/util-contracts';

interface PageArgs {
  page: number;
  perPage?: number;
  q?: string;
}

const pageParams = ({ page, perPage = 10, q }: PageArgs) => ({ page, per_page: perPage, ...(q ? { q } : {}) });

export const classroomsApi = api.injectEndpoints({
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
      query: ({ slug, ...args }) => ({ url: `api/teacher/classrooms/${encodeURIComponent(slug)}/students`, params: pageParams(args) }),
      providesTags: ['Classroom'],
    }),
    getClassroomCourse: build.query<ClassroomCourseDetail, { slug: string; courseSlug: string }>({
      query: ({ slug, courseSlug }) => `api/teacher/classrooms/${encodeURIComponent(slug)}/online-courses/${encodeURIComponent(courseSlug)}`,
      providesTags: ['Classroom'],
    }),
    getClassroomCourseStudents: build.query<ApiList<ClassroomCourseStudent>, PageArgs & { slug: string; courseSlug: string }>({
      query: ({ slug, courseSlug, ...args }) => ({
        url: `api/teacher/classrooms/${encodeURIComponent(slug)}/online-courses/${encodeURIComponent(courseSlug)}/students`,
        params: pageParams(args),
      }),
      providesTags: ['Classroom'],
    }),
    getTeacherOnlineCourses: build.query<ApiList<TeacherOnlineCourse>, PageArgs>({
      query: (args) => ({ url: 'api/teacher/online-courses', params: pageParams(args) }),
      providesTags: ['TeacherCourse'],
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
} = classroomsApi;
