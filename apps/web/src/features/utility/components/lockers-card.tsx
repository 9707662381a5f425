import { Stack, Text } from '@mantine/core';
import { formatDate } from '@school/domain/format/date';
import type { UtilityLocker } from '@school/domain/utility/contracts/get-utility';
import { useTranslation } from 'react-i18next';
import { UtilityCard } from './utility-card';

/** The course locker and the exam locker (Armadietto__r, Armadietto_Esame__r) with "libero dal". */
export function LockersCard({
  courseLocker,
  examLocker,
}: {
  courseLocker: UtilityLocker | null;
  examLocker: UtilityLocker | null;
}) {
  const { t } = useTranslation('utility');
  return (
    <UtilityCard id="lockers" title={t('lockers.title')}>
      <Stack gap="md" mt="md">
        <LockerRow label={t('lockers.course')} locker={courseLocker} />
        <LockerRow label={t('lockers.exam')} locker={examLocker} />
      </Stack>
    </UtilityCard>
  );
}

function LockerRow({ label, locker }: { label: string; locker: UtilityLocker | null }) {
  const { t } = useTranslation('utility');
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {locker ? (
        <>
          <Text fz="xl" fw={700}>
            {locker.name}
          </Text>
          {locker.freeFrom && (
            <Text size="sm">{t('lockers.freeFrom', { date: formatDate(locker.freeFrom) })}</Text>
          )}
        </>
      ) : (
        <Text>{t('lockers.none')}</Text>
      )}
    </div>
  );
}
