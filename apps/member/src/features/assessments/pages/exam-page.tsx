/** /member/kelas/{courseSlug}/ujian (spec §2): a course's final exam (decision 0018). */
import { useParams } from 'react-router-dom';
import { AssessmentView } from '../parts/assessment-view';

export function ExamPage() {
  const { courseSlug = '' } = useParams();
  return <AssessmentView key={courseSlug} target={{ courseSlug }} />;
}
