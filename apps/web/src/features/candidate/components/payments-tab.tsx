import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import type { Instalment } from '@school/domain/candidate/contracts/list-payments';
import {
  formatInstalmentAmount,
  instalmentsTotalCents,
  isInstalmentOverdue,
  isInstalmentPaid,
  sortInstalments,
} from '@school/domain/candidate/payments';
import { centsToEuro, formatEuro } from '@school/domain/format/money';
import { schoolClock } from '@school/domain/shared/clock';
import { IconAlertTriangle, IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { useErrorText } from '../../../lib/error-text';
import { usePayments } from '../api/list-payments';
import { StatusLabel } from './status-label';

/** Pagamenti: "Payment table": instalment number, amount (euro, Italian format), due date, payment date, paid. */
export function PaymentsTab() {
  const { t } = useTranslation('candidate');
  const errorText = useErrorText();
  const paymentsQuery = usePayments();

  if (paymentsQuery.isPending) return <Loader aria-label={t('loading')} />;
  if (paymentsQuery.isError) {
    return (
      <Alert color="red" variant="light">
        {errorText(paymentsQuery.error)}
      </Alert>
    );
  }

  const { today } = schoolClock(new Date());
  const instalments = sortInstalments(paymentsQuery.data.items);

  const paidCell = (instalment: Instalment) => {
    if (isInstalmentPaid(instalment))
      return <StatusLabel icon={IconCircleCheck} tone="green" label={t('payments.paid')} />;
    if (isInstalmentOverdue(instalment, today))
      return <StatusLabel icon={IconAlertTriangle} tone="red" label={t('payments.overdue')} />;
    return <StatusLabel icon={IconClockHour4} tone="orange" label={t('payments.toPay')} />;
  };

  const columns: DataColumn<Instalment>[] = [
    {
      id: 'number',
      header: t('payments.columns.number'),
      cell: (i) => ({ format: 'text', value: i.number }),
    },
    {
      id: 'amount',
      header: t('payments.columns.amount'),
      numeric: true,
      cell: (i) => ({ format: 'text', value: formatInstalmentAmount(i) }),
    },
    {
      id: 'dueDate',
      header: t('payments.columns.dueDate'),
      cell: (i) => ({ format: 'date', value: i.dueDate }),
    },
    {
      id: 'paymentDate',
      header: t('payments.columns.paymentDate'),
      cell: (i) => ({ format: 'date', value: i.paymentDate }),
    },
    { id: 'paid', header: t('payments.columns.paid'), cell: paidCell },
  ];

  return (
    <Stack gap="md">
      <DataTable
        caption={t('payments.caption')}
        columns={columns}
        rows={instalments}
        rowKey={(i) => i.id}
        empty={t('payments.empty')}
      />
      {instalments.length > 0 && (
        <Group justify="flex-end">
          <Text fw={700} data-testid="payments-total">
            {t('payments.total', { amount: formatEuro(centsToEuro(instalmentsTotalCents(instalments))) })}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
