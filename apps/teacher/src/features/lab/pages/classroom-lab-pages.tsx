/**
 * /teacher/classroom/{classroomSlug}/ctf and …/exercise-lab — the classroom's lab tabs (spec §2): what is assigned,
 * with due dates, and the grid of its students.
 */
import { usePageTitle } from '@akademi-siber/ui-design-system';
import { useClassroom } from '../../classrooms';
import { ClassroomLabTab } from '../parts/classroom-lab-tab';

export function ClassroomCtfPage() {
  usePageTitle(`CTF · ${useClassroom().name}`, 'Teacher');
  return <ClassroomLabTab kind="challenge" />;
}

export function ClassroomExerciseLabPage() {
  usePageTitle(`Exercise Lab · ${useClassroom().name}`, 'Teacher');
  return <ClassroomLabTab kind="exercise" />;
}
