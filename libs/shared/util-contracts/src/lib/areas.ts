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
}

/** `GET /api/admin/users`: newest accounts first. */
export interface AdminUserRow {
  id: number;
  username: string;
  name: string;
  email: string;
  id_role: number;
  createdAt: string;
}

/** `GET /api/corporate/dashboard/:batchId/group/:corporateId`. */
export interface CorporateDashboard {
  corporate: { id: number; name: string };
  batch: { id: number; name: string; is_full_access: boolean };
  summary: {
    members: number;
    activeMembers: number;
    averageProgress: number;
    totalPoints: number;
  };
  members: CorporateMemberRow[];
}

export interface CorporateMemberRow {
  username: string;
  name: string;
  progress: number;
  point: number;
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

/**
 * `GET /api/corporate/member/:batchId/group/:corporateId` (by name) and `…/point/…` (by rank): one employee in
 * the program. `progress` and `point` are null in a batch without full access.
 */
export interface CorporateParticipant {
  rank: number;
  username: string;
  name: string;
  joinedAt: string;
  progress: number | null;
  point: number | null;
}
