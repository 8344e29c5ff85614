/** The teacher's classroom pages and online-course list (spec §2 teacher area). */

/** `GET /api/teacher/classrooms/:classroomSlug`. */
export interface TeacherClassroomDetail {
  slug: string;
  name: string;
  campus: string;
  joinCode: string;
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
