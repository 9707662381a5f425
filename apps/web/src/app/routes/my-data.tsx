import { RequireAccess } from '../../components/require-access';
import { MyDataPage } from '../../features/privacy/components/my-data-page';

/** I miei dati, /profilo/i-miei-dati: for signed-in people; visitors log in first. */
export function Component() {
  return (
    <RequireAccess allows={() => true}>
      <MyDataPage />
    </RequireAccess>
  );
}
