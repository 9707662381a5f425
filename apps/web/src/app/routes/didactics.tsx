import { isStageMenuVisible } from '@school/domain/internship/stage';
import { RequireAccess } from '../../components/require-access';
import { DidacticsHub } from '../../features/content/components/didactics-hub';
import { useAccess } from '../../hooks/use-access';
import { useCurrentUser } from '../../lib/me';

/** Didattica, /didattica: part of the student area (students or employees); others go Home. */
export function Component() {
  const access = useAccess();
  const me = useCurrentUser();
  return (
    <RequireAccess allows={(a) => a.canSeeStudentArea}>
      <DidacticsHub access={access} showsStage={isStageMenuVisible(me?.subject ?? null)} />
    </RequireAccess>
  );
}
