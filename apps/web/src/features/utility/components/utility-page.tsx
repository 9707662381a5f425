import { Alert, Loader, SimpleGrid, Stack } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { displayName } from '../../../config/navigation';
import { useAccess } from '../../../hooks/use-access';
import { useErrorText } from '../../../lib/error-text';
import { useCurrentUser } from '../../../lib/me';
import { DoorPanel } from '../../doors/components/door-panel';
import { useUtility } from '../api/get-utility';
import { BadgeCard } from './badge-card';
import { BooksCard } from './books-card';
import { LockersCard } from './lockers-card';
import { PinCard } from './pin-card';

/**
 * Utility, /utility (specification 000, section 2: "barcode, PIN, doors, locker, digital books").
 * Opened once online, it shows offline too: the service worker keeps this person's answer
 * (decision 37). An answer that is not the signed-in person's is never shown. Someone who may open
 * the doors without Utility's badge and lockers (an external user given the doors, decision 55)
 * finds the doors section alone, and nothing of Utility is asked for.
 */
export function UtilityPage() {
  const access = useAccess();
  return access.canSeeUtility ? <UtilityContent /> : <DoorsOnly />;
}

function DoorsOnly() {
  const { t } = useTranslation('utility');
  const access = useAccess();
  return <Page title={t('title')}>{access.canOpenDoors && <DoorPanel />}</Page>;
}

function UtilityContent() {
  const { t } = useTranslation('utility');
  const errorText = useErrorText();
  const me = useCurrentUser();
  const access = useAccess();
  const query = useUtility();
  const isOffline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const data = query.data && me && query.data.userId === me.id ? query.data : null;
  // Somebody else's answer (a copy kept before another sign-in): asked again, never shown.
  const isForeign = Boolean(query.data && me && query.data.userId !== me.id);
  const { refetch } = query;
  useEffect(() => {
    if (isForeign && !isOffline) void refetch();
  }, [isForeign, isOffline, refetch]);

  return (
    <Page title={t('title')} intro={t('intro')}>
      {isOffline && (
        <Alert color="gray" variant="light" icon={<IconWifiOff aria-hidden="true" />} role="status">
          {t('offline')}
        </Alert>
      )}
      {data ? (
        <Stack gap="lg">
          <BadgeCard registrationNumber={data.registrationNumber} name={me ? displayName(me) : ''} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <PinCard pin={data.pin} />
            <LockersCard courseLocker={data.courseLocker} examLocker={data.examLocker} />
          </SimpleGrid>
          <BooksCard books={data.books} />
          {access.canOpenDoors && <DoorPanel />}
        </Stack>
      ) : query.isError || (isForeign && isOffline) ? (
        <Alert color="red" variant="light">
          {isOffline ? t('offlineEmpty') : errorText(query.error)}
        </Alert>
      ) : (
        <Loader aria-label={t('loading')} />
      )}
    </Page>
  );
}
