/** The first list each role area shows on its home page. */

/** `GET /api/member/kelas-saya`: the member's enrollments. */
export interface MemberClass {
  slug: string;
  title: string;
  kind: 'course' | 'liveclass' | 'corporate-training';
  level: string;
  thumbnailUrl: string | null;
  progress: number;
  totalMaterials: number;
  completedMaterials: number;
  enrolledAt: string;
  /** A live class's batch (its page is `/member/liveclass/{slug}/{batchSlug}`); null for a course. */
  batchSlug: string | null;
}

/** `GET /api/author/courses`: the courses an author teaches. */
export interface AuthorCourse {
  slug: string;
  title: string;
  level: string;
  published: boolean;
  students: number;
  modules: number;
  /** Where the course stands in review (decision 0053). */
  state: 'draft' | 'in_review' | 'returned' | 'published';
  /** The admin's comment when it was sent back. */
  reviewComment: string | null;
  /** A published course with a change not published yet. */
  hasChange: boolean;
}

/** `GET /api/teacher/classrooms`: the teacher's classrooms. */
export interface TeacherClassroom {
  slug: string;
  name: string;
  campus: string;
  students: number;
  courses: number;
  joinCode: string;
}
