/**
 * The teacher rules of spec §5 and §6, in one place for the guard (which answers 403 or /login) and for the
 * teacher layout (which disables the menu entries with the §6 tooltips).
 */
import type { AuthUser } from '@akademi-siber/util-contracts';

export const ACCESS_MESSAGES = {
  /** 403 on /teacher/online-courses without is_access_course (spec §8). */
  noCourseAccess: 'Anda tidak memiliki akses untuk Belajar Online.',
  /** 403 on /teacher/exercise-lab* and /teacher/ctf* without is_access_lab (spec §8). */
  noLabAccess: 'Anda tidak memiliki akses untuk Exercise Lab atau CTF.',
  /** Tooltip of the disabled Belajar Online entry (spec §6). */
  courseTooltip: 'Kamu tidak memiliki akses Belajar Online',
  /** Tooltip of the disabled Cybersecurity Lab entries — Exercise Lab, CTF, VPN Access (spec §6). */
  labTooltip: 'Kamu tidak memiliki akses Cybersecurity Lab',
} as const;

/** Spec §5: the teacher area needs a user with campus and teacher data. */
export function hasTeacherProfile(user: AuthUser | null): boolean {
  return !!user?.teacher && !!user.campus;
}

export function hasCourseAccess(user: AuthUser | null): boolean {
  return user?.teacher?.is_access_course === true;
}

export function hasLabAccess(user: AuthUser | null): boolean {
  return user?.teacher?.is_access_lab === true;
}

/** Spec §5: `/teacher/online-courses` (and the pages below it) needs is_access_course. */
export function isCoursePath(path: string): boolean {
  return path.startsWith('/teacher/online-courses');
}

/** Spec §5: paths *starting* with `/teacher/exercise-lab` or `/teacher/ctf` need is_access_lab. */
export function isLabPath(path: string): boolean {
  return path.startsWith('/teacher/exercise-lab') || path.startsWith('/teacher/ctf');
}

export interface TeacherMenuEntryAccess {
  enabled: boolean;
  /** The §6 tooltip to show on the disabled entry; null when enabled. */
  tooltip: string | null;
}

/** What the teacher menu shows: Belajar Online needs course access; Exercise Lab, CTF and VPN Access lab access. */
export function teacherMenuAccess(user: AuthUser | null): {
  course: TeacherMenuEntryAccess;
  lab: TeacherMenuEntryAccess;
} {
  const course = hasCourseAccess(user);
  const lab = hasLabAccess(user);
  return {
    course: { enabled: course, tooltip: course ? null : ACCESS_MESSAGES.courseTooltip },
    lab: { enabled: lab, tooltip: lab ? null : ACCESS_MESSAGES.labTooltip },
  };
}
