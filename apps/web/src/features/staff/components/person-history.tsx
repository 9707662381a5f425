import { Card, Title } from '@mantine/core';
import type { StaffEnrolment, StaffPerson } from '@school/domain/staff/contracts/people';
import { ENROLMENT_SWITCHES, type EnrolmentSwitch } from '@school/domain/staff/people';
import { useTranslation } from 'react-i18next';
import { RecordHistory } from '../../../components/console/record-history';

const ACCOUNT_FIELDS = [
  'isBlocked',
  'categories',
  'webappPermissions',
  'registrationNumber',
  'pin',
  'roleClaim',
];

/** The changes made from the console to a person's account and enrolments, newest first. */
export function PersonHistory({ person, enrolments }: { person: StaffPerson; enrolments: StaffEnrolment[] }) {
  const { t } = useTranslation('staff');
  /** An enrolment flag or an account field by its name on screen; any other field as stored. */
  const fieldName = (table: string, field: string) =>
    table === 'enrolments' && (ENROLMENT_SWITCHES as readonly string[]).includes(field)
      ? t(`people.flags.${field as EnrolmentSwitch}.label`)
      : table === 'users' && ACCOUNT_FIELDS.includes(field)
        ? t(`people.history.fields.${field}` as 'people.history.fields.pin')
        : field;
  const records = [
    { table: 'users', id: person.id, name: t('people.history.person') },
    ...enrolments.map((e) => ({
      table: 'enrolments',
      id: e.id,
      name: t('people.history.enrolment', { name: e.name }),
    })),
  ];
  return (
    <Card withBorder component="section" aria-labelledby="history-title">
      <Title order={2} size="h3" id="history-title" mb="sm">
        {t('history.title')}
      </Title>
      <RecordHistory records={records} label={t('history.title')} fieldName={fieldName} />
    </Card>
  );
}
