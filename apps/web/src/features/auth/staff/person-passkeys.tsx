import { Alert, Card, Title } from '@mantine/core';
import type { StaffPasskey } from '@school/domain/auth/contracts/passkeys';
import { formatDateTime } from '@school/domain/format/date';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { actionsColumn } from '../../../components/console/row-actions';
import { StaffTable, type StaffTableColumn } from '../../../components/console/staff-table';
import { isApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { usePersonPasskeys } from './api/list-person-passkeys';
import { useRemovePersonPasskey } from './api/remove-person-passkey';

/**
 * The passkeys of a person on the console's person page: name, created, last used; the
 * secretariat removes one (a lost phone) on the version read, audited.
 */
export function PersonPasskeys({
  personId,
  personName,
  canChange,
}: {
  personId: string;
  personName: string;
  canChange: boolean;
}) {
  const { t } = useTranslation('staff');
  const errorText = useErrorText();
  const query = usePersonPasskeys(personId);
  const remove = useRemovePersonPasskey(personId);
  const [asking, setAsking] = useState<StaffPasskey | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const columns: StaffTableColumn<StaffPasskey>[] = [
    { accessor: 'name', title: t('people.passkeys.name') },
    {
      accessor: 'createdAt',
      title: t('people.passkeys.created'),
      render: (row) => formatDateTime(row.createdAt),
    },
    {
      accessor: 'lastUsedAt',
      title: t('people.passkeys.lastUsed'),
      render: (row) => (row.lastUsedAt ? formatDateTime(row.lastUsedAt) : t('people.passkeys.never')),
    },
    ...(canChange
      ? [
          actionsColumn<StaffPasskey>(t('people.passkeys.actions'), (row) => [
            {
              label: t('people.passkeys.remove'),
              ariaLabel: t('people.passkeys.removeLabel', { name: row.name }),
              look: 'danger',
              disabled: remove.isPending,
              onClick: () => setAsking(row),
            },
          ]),
        ]
      : []),
  ];

  const confirm = () => {
    const passkey = asking;
    setAsking(null);
    if (!passkey) return;
    setMessage(null);
    remove.mutate(
      { id: passkey.id, version: passkey.version },
      {
        onSuccess: () => setMessage({ ok: true, text: t('people.passkeys.removed') }),
        onError: (error) =>
          setMessage({
            ok: false,
            text: isApiError(error, 'staff.staleRecord') ? t('people.passkeys.stale') : errorText(error),
          }),
      },
    );
  };

  return (
    <Card withBorder component="section" aria-labelledby="passkeys-title">
      <Title order={2} size="h3" id="passkeys-title" mb="sm">
        {t('people.passkeys.title')}
      </Title>
      {message && (
        <Alert color={message.ok ? 'green' : 'red'} role={message.ok ? 'status' : 'alert'} mb="sm">
          {message.text}
        </Alert>
      )}
      {query.isError ? (
        <Alert color="red" role="alert">
          {errorText(query.error)}
        </Alert>
      ) : (
        <StaffTable
          records={query.data?.passkeys}
          fetching={query.isPending}
          columns={columns}
          idAccessor="id"
          label={t('people.passkeys.label')}
          emptyText={t('people.passkeys.empty')}
        />
      )}
      <ConfirmDialog
        opened={asking !== null}
        title={t('people.passkeys.removeTitle')}
        text={t('people.passkeys.removeText', { name: asking?.name ?? '', person: personName })}
        confirmLabel={t('people.passkeys.confirm')}
        cancelLabel={t('people.passkeys.cancel')}
        onCancel={() => setAsking(null)}
        onConfirm={confirm}
      />
    </Card>
  );
}
