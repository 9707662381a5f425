import { isStageMenuVisible } from '@school/domain/internship/stage';
import { useCurrentUser } from '../../features/auth/api/get-me';
import { RequireAccess } from '../../features/auth/components/require-access';
import { useAccess } from '../../features/auth/hooks/use-access';
import { DidacticsHub } from '../../features/content/components/didactics-hub';

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
