import { RequireAccess } from '../../components/require-access';
import { HousingPage } from '../../features/housing/components/housing-page';

/** Housing, /housing: only with an active housing contract; visitors log in first, others go Home. */
export function Component() {
  return (
    <RequireAccess allows={(access) => access.canSeeHousing}>
      <HousingPage />
    </RequireAccess>
  );
}
