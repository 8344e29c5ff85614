/**
 * /member/kelas/{courseSlug}/modul/{moduleSlug}/kuis (spec §2): a module's quiz (decision 0018); also a batch's
 * `modul/{moduleSlug}/kuis` (decision 0041), whose content's slug comes from the batch's player frame.
 */
import { useParams } from 'react-router-dom';
import { useOptionalPlayer } from '../../learning';
import { AssessmentView } from '../parts/assessment-view';

export function QuizPage() {
  const params = useParams();
  const courseSlug = useOptionalPlayer()?.course.slug ?? params.courseSlug ?? '';
  const moduleSlug = params.moduleSlug ?? '';
  // Keyed by the address, so moving to another module's quiz starts from its info screen.
  return <AssessmentView key={`${courseSlug}/${moduleSlug}`} target={{ courseSlug, moduleSlug }} />;
}
