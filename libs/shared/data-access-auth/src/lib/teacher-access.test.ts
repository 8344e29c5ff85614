import type { AuthUser } from '@akademi-siber/util-contracts';
import {
  ACCESS_MESSAGES,
  hasCourseAccess,
  hasLabAccess,
  hasTeacherProfile,
  isCoursePath,
  isLabPath,
  teacherMenuAccess,
} from './teacher-access';

const teacher = (access: AuthUser['teacher'], campus: AuthUser['campus'] = { id: 1, name: 'Kampus' }) =>
  ({ id: 5, id_role: 5, teacher: access, campus }) as AuthUser;

describe('teacher access (spec §5, §6)', () => {
  it('quotes the 403 texts and the tooltips word for word', () => {
    expect(ACCESS_MESSAGES).toEqual({
      noCourseAccess: 'Anda tidak memiliki akses untuk Belajar Online.',
      noLabAccess: 'Anda tidak memiliki akses untuk Exercise Lab atau CTF.',
      courseTooltip: 'Kamu tidak memiliki akses Belajar Online',
      labTooltip: 'Kamu tidak memiliki akses Cybersecurity Lab',
    });
  });

  it('needs both campus and teacher data for the teacher area', () => {
    expect(hasTeacherProfile(teacher({ is_access_course: false, is_access_lab: false }))).toBe(true);
    expect(hasTeacherProfile(teacher(null))).toBe(false);
    expect(hasTeacherProfile(teacher({ is_access_course: true, is_access_lab: true }, null))).toBe(false);
    expect(hasTeacherProfile(null)).toBe(false);
  });

  it('reads is_access_course and is_access_lab', () => {
    const courseOnly = teacher({ is_access_course: true, is_access_lab: false });
    expect(hasCourseAccess(courseOnly)).toBe(true);
    expect(hasLabAccess(courseOnly)).toBe(false);
    expect(hasCourseAccess(null)).toBe(false);
    expect(hasLabAccess(teacher(null))).toBe(false);
  });

  it('knows which paths need which access', () => {
    expect(isCoursePath('/teacher/online-courses')).toBe(true);
    expect(isCoursePath('/teacher/online-courses/dasar/ujian')).toBe(true);
    expect(isCoursePath('/teacher/classroom/kelas-a/online-course')).toBe(false);
    for (const path of [
      '/teacher/exercise-lab',
      '/teacher/exercise-lab/detail/1',
      '/teacher/ctf',
      '/teacher/ctf/detail/9',
    ]) {
      expect(isLabPath(path)).toBe(true);
    }
    expect(isLabPath('/teacher/vpn-access')).toBe(false);
    expect(isLabPath('/teacher/classroom')).toBe(false);
  });

  it('gives the menu its enabled entries and the tooltips of the disabled ones', () => {
    expect(teacherMenuAccess(teacher({ is_access_course: false, is_access_lab: true }))).toEqual({
      course: { enabled: false, tooltip: 'Kamu tidak memiliki akses Belajar Online' },
      lab: { enabled: true, tooltip: null },
    });
    expect(teacherMenuAccess(teacher({ is_access_course: true, is_access_lab: false }))).toEqual({
      course: { enabled: true, tooltip: null },
      lab: { enabled: false, tooltip: 'Kamu tidak memiliki akses Cybersecurity Lab' },
    });
  });
});
