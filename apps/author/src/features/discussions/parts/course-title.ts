// What the author's discussion pages share besides the staff view (@akademi-siber/feature-discussions): the list's
// address and the course's title.
import { useGetAuthorCoursesQuery } from '../../courses';

/** The course's discussions: the Diskusi section of its builder (decision 0053); a thread is under it. */
export const coursePagePath = (courseSlug: string) => `/author/kelas/${encodeURIComponent(courseSlug)}/diskusi`;
export const createDiscussionPath = (courseSlug: string) =>
  `/author/kelas/${encodeURIComponent(courseSlug)}/buat-diskusi`;

/** The course's title from the author's own course list (the slug until it arrives). */
export function useCourseTitle(courseSlug: string): string {
  const { data } = useGetAuthorCoursesQuery({ page: 1, perPage: 100 });
  return data?.data.find((course) => course.slug === courseSlug)?.title ?? courseSlug;
}
