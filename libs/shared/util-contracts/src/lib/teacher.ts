/** The teacher's classroom pages and online-course list (spec §2 teacher area), and joining a classroom by code. */
import type { MaterialKind } from './commerce';
import type { QuestionType } from './assessments';

const enc = encodeURIComponent;

/** The classrooms module's paths that the teacher and member pages call (decision 0037). */
export const CLASSROOM_PATHS = {
  /** PUT `ClassroomJoinSettingsInput`: the join code's expiry and the seat limit. */
  joinSettings: (classroomSlug: string) => `/api/teacher/classrooms/${enc(classroomSlug)}/join-code`,
  /** POST: a new join code; the old one stops working at once. */
  regenerateJoinCode: (classroomSlug: string) => `/api/teacher/classrooms/${enc(classroomSlug)}/join-code/regenerate`,
  /** GET: one student's materials, quizzes and exam in a course of the classroom. */
  studentCourse: (classroomSlug: string, courseSlug: string, username: string) =>
    `/api/teacher/classrooms/${enc(classroomSlug)}/online-courses/${enc(courseSlug)}/students/${enc(username)}`,
  /** GET: a course as the teacher previews it (is_access_course). */
  coursePreview: (courseSlug: string) => `/api/teacher/online-courses/${enc(courseSlug)}`,
  /** GET: the course's exam as the teacher previews it, without the answer key (is_access_course). */
  examPreview: (courseSlug: string) => `/api/teacher/online-courses/${enc(courseSlug)}/exam`,
  /** GET: the member's classrooms; POST `ClassroomJoinInput`: join one by its code. */
  memberClassrooms: '/api/member/classrooms',
  memberJoin: '/api/member/classrooms/join',
} as const;

/** The messages of joining by code (the API's, shown as they come). */
export const CLASSROOM_JOIN_MESSAGES = {
  joined: 'Berhasil bergabung ke classroom',
  wrongCode: 'Kode bergabung tidak ditemukan. Periksa lagi kode dari dosen Anda.',
  expired: 'Kode bergabung sudah kedaluwarsa. Minta kode baru kepada dosen Anda.',
  full: 'Classroom sudah penuh. Hubungi dosen Anda.',
  alreadyMember: 'Anda sudah bergabung di classroom ini.',
} as const;

/** Longest seat limit a teacher may set. */
export const CLASSROOM_MAX_SEATS = 1000;

/** `GET /api/teacher/classrooms/:classroomSlug`. */
export interface TeacherClassroomDetail {
  slug: string;
  name: string;
  campus: string;
  joinCode: string;
  /** The join code stops working at this moment (null: never). */
  joinCodeExpiresAt: string | null;
  /** At most this many students may join by code (null: no limit). */
  seatLimit: number | null;
  createdAt: string;
  students: number;
  courses: ClassroomCourse[];
}

export interface ClassroomCourse {
  slug: string;
  title: string;
  level: string;
  enrolledStudents: number;
  /** Over every student of the classroom; one not enrolled yet counts as 0. */
  averageProgress: number;
}

/** `GET /api/teacher/classrooms/:classroomSlug/students`. */
export interface ClassroomStudent {
  username: string;
  name: string;
  avatarUrl: string | null;
  joinedAt: string;
  averageProgress: number;
}

/** `GET /api/teacher/classrooms/:classroomSlug/online-courses/:onlineCourseSlug`. */
export interface ClassroomCourseDetail {
  classroom: { slug: string; name: string };
  course: { slug: string; title: string; level: string; category: string; materials: number };
  summary: { students: number; enrolled: number; completed: number; averageProgress: number };
}

/** `GET /api/teacher/classrooms/:classroomSlug/online-courses/:onlineCourseSlug/students`. */
export interface ClassroomCourseStudent {
  username: string;
  name: string;
  avatarUrl: string | null;
  enrolled: boolean;
  progress: number;
  completedMaterials: number;
  lastAccessedAt: string | null;
  completedAt: string | null;
}

/** `GET /api/teacher/online-courses`. */
export interface TeacherOnlineCourse {
  slug: string;
  title: string;
  level: string;
  category: string;
  modules: number;
  materials: number;
  /** How many of the teacher's classrooms use it. */
  classrooms: number;
}

// ------------------------------------------------------------------------------------------------ joining by code

/** Body of `PUT /api/teacher/classrooms/:classroomSlug/join-code`. */
export interface ClassroomJoinSettingsInput {
  expiresAt: string | null;
  seatLimit: number | null;
}

/** The answer of the join-code routes: the code as it stands. */
export interface ClassroomJoinCode {
  joinCode: string;
  joinCodeExpiresAt: string | null;
  seatLimit: number | null;
  students: number;
}

/** Body of `POST /api/member/classrooms/join`. */
export interface ClassroomJoinInput {
  code: string;
}

/** `GET /api/member/classrooms` items, and the answer of joining. */
export interface MemberClassroom {
  slug: string;
  name: string;
  campus: string;
  teacher: string;
  joinedAt: string;
  students: number;
}

// ------------------------------------------------------------------------------------------------ one student

/** A quiz or the exam as one student did it. */
export interface StudentAssessmentResult {
  title: string;
  passingScore: number;
  attemptLimit: number;
  /** Submitted attempts. */
  attempts: number;
  bestScore: number | null;
  passed: boolean;
  lastSubmittedAt: string | null;
}

export interface StudentCourseModule {
  slug: string;
  title: string;
  materials: { title: string; kind: MaterialKind; completedAt: string | null }[];
  quiz: StudentAssessmentResult | null;
}

/** `GET /api/teacher/classrooms/:classroomSlug/online-courses/:onlineCourseSlug/students/:username`. */
export interface ClassroomStudentCourse {
  classroom: { slug: string; name: string };
  course: { slug: string; title: string; level: string; category: string; materials: number };
  student: { username: string; name: string; avatarUrl: string | null; joinedAt: string };
  /** Null while the student has not started the course. */
  enrollment: {
    progress: number;
    completedMaterials: number;
    enrolledAt: string;
    lastAccessedAt: string | null;
    completedAt: string | null;
  } | null;
  modules: StudentCourseModule[];
  exam: StudentAssessmentResult | null;
}

// ------------------------------------------------------------------------------------------------ course preview

export interface PreviewAssessment {
  title: string;
  questions: number;
  timeLimitMinutes: number;
  passingScore: number;
  attemptLimit: number;
}

/** `GET /api/teacher/online-courses/:courseSlug`: the course as the teacher previews it. */
export interface TeacherCoursePreview {
  slug: string;
  title: string;
  level: string;
  category: string;
  description: string;
  authorName: string;
  modules: {
    slug: string;
    title: string;
    materials: { title: string; kind: MaterialKind; durationSeconds: number }[];
    quiz: PreviewAssessment | null;
  }[];
  exam: PreviewAssessment | null;
  /** How many of the teacher's classrooms use it. */
  classrooms: number;
}

/** A question of the exam preview: what a student reads, never which option is right. */
export interface PreviewQuestion {
  order: number;
  type: QuestionType;
  prompt: string;
  points: number;
  options: string[];
}

/** `GET /api/teacher/online-courses/:courseSlug/exam`: `exam` is null when the course has none. */
export interface TeacherExamPreview {
  course: { slug: string; title: string };
  exam: (PreviewAssessment & { questionList: PreviewQuestion[] }) | null;
}
