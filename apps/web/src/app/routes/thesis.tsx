import { useSearchParams } from 'react-router';
import { Redirect } from '../../components/redirect';
import { RequireAccess } from '../../components/require-access';
import { paths } from '../../config/paths';
import { ThesisPage } from '../../features/thesis/components/thesis-page';
import { examOfParam } from '../../features/thesis/utils/thesis-path';

/**
 * Tesi, /tesi?exam={intermediate|final}: the exam's thesis when its flag is on ("The thesis area
 * is disabled without the thesis flag"); without a valid exam, the exam screen.
 */
export function Component() {
  const [params] = useSearchParams();
  const exam = examOfParam(params.get('exam'));
  return (
    <RequireAccess
      allows={(access) =>
        exam === 'final'
          ? access.isThesisVisible
          : exam === 'intermediate' && access.isIntermediateThesisVisible
      }
      otherwise={paths.exams}
    >
      {exam ? <ThesisPage key={exam} exam={exam} /> : <Redirect to={paths.exams} />}
    </RequireAccess>
  );
}
