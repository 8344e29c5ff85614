import { TeacherFrame } from './teacher-chrome';

/** teacher: the teacher's own pages beside the sidebar (Exercise Lab, CTF, VPN Access, Pengaturan). */
export function TeacherLayout() {
  return <TeacherFrame name="teacher" sidebar />;
}
