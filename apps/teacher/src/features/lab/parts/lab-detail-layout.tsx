/**
 * The frame of a classroom's lab detail pages (…/ctf/detail/{ctfId}, …/exercise-lab/detail/{exerciseId}): full width
 * for the per-student table, like one course of the classroom (lecturer-detail-course). Each page draws its own band
 * from the results it loads (classroom and item names), so nothing is fetched twice.
 */
import { TeacherFrame } from '../../../layout/teacher-chrome';

export function LabDetailLayout() {
  return <TeacherFrame name="lecturer-detail-course" sidebar={false} />;
}
