import { TeacherFrame } from './teacher-chrome';

/** teacher: the teacher's own pages beside the sidebar (Pengaturan; later Exercise Lab, CTF, VPN Access). */
export function TeacherLayout() {
  return <TeacherFrame name="teacher" sidebar />;
}
