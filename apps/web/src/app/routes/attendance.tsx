import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/page';
import { RequireAccess } from '../../components/require-access';
import { AttendanceScanner } from '../../features/attendance/components/attendance-scanner';

/** Presenze, /presenze (optionally ?qr=<code>): students whose course has attendance (IsActivePresenze__c). */
export function Component() {
  const { t } = useTranslation('attendance');
  const [searchParams] = useSearchParams();
  return (
    <RequireAccess allows={(access) => access.isAttendanceVisible}>
      <Page title={t('title')} size="sm">
        <AttendanceScanner linkCode={searchParams.get('qr')} />
      </Page>
    </RequireAccess>
  );
}
