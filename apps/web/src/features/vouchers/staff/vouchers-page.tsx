import { Anchor } from '@mantine/core';
import { formatDate, formatDateTime } from '@school/domain/format/date';
import { formatVoucherCode } from '@school/domain/vouchers/codes';
import type { StaffVoucher } from '@school/domain/vouchers/contracts/staff-vouchers';
import { VOUCHER_STATUSES } from '@school/domain/vouchers/status';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { choices, searchField, selectField } from '../../../components/console/list-filters';
import { CreateButton, ListPage, pagedList } from '../../../components/console/list-page';
import { RecordModal } from '../../../components/console/record-form';
import type { StaffTableColumn } from '../../../components/console/staff-table';
import { useTableQuery } from '../../../components/console/use-table-query';
import { paths } from '../../../config/paths';
import { useStaffVouchers } from './api/list-staff-vouchers';
import { CreateVouchersForm } from './create-vouchers-form';
import { usesText, VoucherStatusBadge } from './voucher-badges';

const FILTERS = ['search', 'status'] as const;
type Filter = (typeof FILTERS)[number];
const PAGE_SIZE = 20;

/** The console's address of a voucher. */
export const voucherPath = (id: string) => `${paths.staff}/vouchers/${id}`;

/**
 * The vouchers (Segreteria): newest first with their status (valid, redeemed, expired, disabled),
 * searched by a part of the code; new ones, one or a batch; each opens its redemptions.
 */
export default function VouchersPage() {
  const { t } = useTranslation('vouchers');
  const controls = useTableQuery(FILTERS);
  const params: Record<string, string> = { ...controls.apiParams, pageSize: String(PAGE_SIZE) };
  const { data, isFetching } = useStaffVouchers(params);
  const [creating, setCreating] = useState(false);

  const columns: StaffTableColumn<StaffVoucher>[] = [
    {
      accessor: 'code',
      title: t('staff.list.columns.code'),
      render: (v) => (
        <Anchor
          component={Link}
          to={voucherPath(v.id)}
          ff="monospace"
          size="sm"
          style={{ whiteSpace: 'nowrap' }}
        >
          {formatVoucherCode(v.code)}
        </Anchor>
      ),
    },
    {
      accessor: 'edition',
      title: t('staff.list.columns.edition'),
      render: (v) => `${v.courseName} ${v.editionName}`,
    },
    { accessor: 'kind', title: t('staff.list.columns.kind'), render: (v) => t(`staff.kinds.${v.kind}`) },
    {
      accessor: 'status',
      title: t('staff.list.columns.status'),
      render: (v) => <VoucherStatusBadge status={v.status} />,
    },
    {
      accessor: 'uses',
      title: t('staff.list.columns.uses'),
      noWrap: true,
      render: (v) => usesText(t, v.uses, v.maxUses),
    },
    {
      accessor: 'expiresOn',
      title: t('staff.list.columns.expiresOn'),
      render: (v) => (v.expiresOn ? formatDate(v.expiresOn) : t('staff.never')),
    },
    {
      accessor: 'createdAt',
      title: t('staff.list.columns.createdAt'),
      render: (v) => formatDateTime(v.createdAt),
    },
  ];

  const filterFields = [
    searchField('search', t('staff.list.search'), undefined, 240),
    selectField(
      'status',
      t('staff.list.status'),
      t('staff.list.all'),
      choices(VOUCHER_STATUSES, (status) => t(`staff.statuses.${status}`)),
    ),
  ];

  return (
    <ListPage<StaffVoucher, Filter>
      title={t('staff.list.title')}
      intro={t('staff.list.intro')}
      actions={<CreateButton onClick={() => setCreating(true)}>{t('staff.list.new')}</CreateButton>}
      list={pagedList({ data, isFetching }, PAGE_SIZE)}
      columns={columns}
      controls={controls}
      idAccessor="id"
      filterFields={filterFields}
      emptyText={t('staff.list.empty')}
    >
      <RecordModal<never>
        editing={creating ? 'new' : null}
        onClose={() => setCreating(false)}
        title={t('staff.create.title')}
        closeLabel={t('staff.create.close')}
      >
        {() => <CreateVouchersForm onClose={() => setCreating(false)} />}
      </RecordModal>
    </ListPage>
  );
}
