/** /member/kelas/{courseSlug}/modul/{moduleSlug}/kuis (spec §2): a module's quiz (decision 0018). */
import { useParams } from 'react-router-dom';
import { AssessmentView } from '../parts/assessment-view';

export function QuizPage() {
  const { courseSlug = '', moduleSlug = '' } = useParams();
  // Keyed by the address, so moving to another module's quiz starts from its info screen.
  return <AssessmentView key={`${courseSlug}/${moduleSlug}`} target={{ courseSlug, moduleSlug }} />;
}
