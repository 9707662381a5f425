import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatDateTime } from '@school/domain/format/date';
import { formatVoucherCode } from '@school/domain/vouchers/codes';
import type { StaffVoucherDetail } from '@school/domain/vouchers/contracts/staff-vouchers';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { BackButton, ErrorAlert } from '../../../components/console/record-page';
import { StaffPage } from '../../../components/console/staff-page';
import { StaffTable } from '../../../components/console/staff-table';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { useDisableVoucher } from './api/disable-voucher';
import { useStaffVoucher } from './api/get-staff-voucher';
import { usesText, VoucherStatusBadge } from './voucher-badges';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </Stack>
  );
}

/** One voucher (Segreteria): its edition, status, uses, last day and note, its redemptions; disable it. */
export default function VoucherDetailPage() {
  const { t } = useTranslation('vouchers');
  const errorText = useErrorText();
  const { id = '' } = useParams();
  const query = useStaffVoucher(id);
  const disable = useDisableVoucher(id);
  const [confirming, setConfirming] = useState(false);

  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <Alert color="red.9" role="alert">
        {isApiError(query.error, 'request.notFound') ? t('staff.detail.notFound') : errorText(query.error)}
      </Alert>
    );
  const v = query.data;
  const code = formatVoucherCode(v.code);

  return (
    <StaffPage
      title={t('staff.detail.title', { code })}
      actions={
        <Group gap="xs">
          <BackButton to={`${paths.staff}/vouchers`}>{t('staff.detail.back')}</BackButton>
          {v.status !== 'disabled' && (
            <Button
              variant="subtle"
              color="red"
              loading={disable.isPending}
              onClick={() => setConfirming(true)}
            >
              {t('staff.detail.disable')}
            </Button>
          )}
        </Group>
      }
    >
      <div aria-live="polite">
        {disable.isSuccess && (
          <Alert color="teal.9" role="status">
            {t('staff.detail.disabled')}
          </Alert>
        )}
        <ErrorAlert error={disable.error} />
      </div>
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          <Fact
            label={t('staff.detail.edition')}
          >{`${v.courseName} ${v.editionName} (${v.productCode})`}</Fact>
          <Fact label={t('staff.detail.kind')}>{t(`staff.kinds.${v.kind}`)}</Fact>
          <Fact label={t('staff.detail.status')}>
            <VoucherStatusBadge status={v.status} />
          </Fact>
          <Fact label={t('staff.detail.uses')}>{usesText(t, v.uses, v.maxUses)}</Fact>
          <Fact label={t('staff.detail.expiresOn')}>
            {v.expiresOn ? formatDate(v.expiresOn) : t('staff.never')}
          </Fact>
          <Fact label={t('staff.detail.createdAt')}>{formatDateTime(v.createdAt)}</Fact>
          {v.disabledAt && <Fact label={t('staff.detail.disabledAt')}>{formatDateTime(v.disabledAt)}</Fact>}
          {v.note && <Fact label={t('staff.detail.note')}>{v.note}</Fact>}
        </SimpleGrid>
      </Card>
      <Title order={2}>{t('staff.detail.redemptions')}</Title>
      {v.redemptions.length === 0 ? (
        <Text>{t('staff.detail.noRedemptions')}</Text>
      ) : (
        <StaffTable<StaffVoucherDetail['redemptions'][number], never>
          label={t('staff.detail.redemptions')}
          records={v.redemptions}
          idAccessor="id"
          columns={[
            {
              accessor: 'name',
              title: t('staff.detail.person'),
              render: (r) => <Link to={`${paths.staff}/people/${r.userId}`}>{r.name || r.username}</Link>,
            },
            { accessor: 'username', title: t('staff.detail.username') },
            {
              accessor: 'redeemedAt',
              title: t('staff.detail.redeemedAt'),
              render: (r) => formatDateTime(r.redeemedAt),
            },
          ]}
        />
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('staff.detail.disableTitle')}
        text={t('staff.detail.disableText', { code })}
        confirmLabel={t('staff.detail.disable')}
        cancelLabel={t('staff.create.cancel')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          disable.mutate(v.version);
        }}
      />
    </StaffPage>
  );
}
