/**
 * /member/kelas/{courseSlug}/ujian (spec §2): a course's final exam (decision 0018); also a corporate program learning
 * item's `ujian` (decision 0046), whose content's slug comes from the item's player frame.
 */
import { useParams } from 'react-router-dom';
import { useOptionalPlayer } from '../../learning';
import { AssessmentView } from '../parts/assessment-view';

export function ExamPage() {
  const params = useParams();
  const courseSlug = useOptionalPlayer()?.course.slug ?? params.courseSlug ?? '';
  return <AssessmentView key={courseSlug} target={{ courseSlug }} />;
}
