import { useParams } from 'react-router';
import { TutorEvaluationPage } from '../../features/internship/components/tutor-evaluation-page';

/** /valutazione-tutor/{token}: the tutor's end-of-stage evaluation, with no login. */
export function Component() {
  const { token = '' } = useParams();
  return <TutorEvaluationPage token={token} />;
}
