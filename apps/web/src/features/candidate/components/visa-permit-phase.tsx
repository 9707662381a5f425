import { Stack, Text } from '@mantine/core';
import type { Visa } from '@school/domain/candidate/visa';
import { formatDate } from '@school/domain/format/date';
import { useTranslation } from 'react-i18next';
import { DetailsList } from './details-list';

/**
 * Phase 4, the residence-permit appointments at the school (Visto D only): "Phase 4 fields are
 * read-only, placeholder while waiting for a date." The secretariat sets the dates.
 */
export function VisaPermitPhase({ visa }: { visa: Visa }) {
  const { t } = useTranslation('candidate');
  return (
    <Stack gap="md">
      <Text>{t('visa.permitIntro')}</Text>
      <DetailsList
        placeholder={t('visa.waitingForDate')}
        items={[
          {
            id: 'permitAppointmentDate',
            label: t('visa.fields.permitAppointmentDate'),
            value: formatDate(visa.permitAppointmentDate),
          },
          {
            id: 'postKitAppointmentDate',
            label: t('visa.fields.postKitAppointmentDate'),
            value: formatDate(visa.postKitAppointmentDate),
          },
          {
            id: 'fingerprintPhotoDate',
            label: t('visa.fields.fingerprintPhotoDate'),
            value: formatDate(visa.fingerprintPhotoDate),
          },
        ]}
      />
    </Stack>
  );
}
