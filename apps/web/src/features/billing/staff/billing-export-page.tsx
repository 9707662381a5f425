import { Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@school/domain/format/date';
import { IconDownload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffPage } from '../../../components/console/staff-page';
import {
  type BillingExportKind,
  billingExportsQueryKey,
  billingExportUrl,
  useBillingExports,
} from './api/staff-billing-export';

/**
 * The billing export: the confirmed billing forms as CSV in the CRM's field names, the new ones
 * since the last export or all of them, with the last export's date and the forms confirmed since.
 */
export default function BillingExportPage() {
  const { t } = useTranslation('staff');
  const [kind, setKind] = useState<BillingExportKind>('course');
  const { data } = useBillingExports(kind);
  const queryClient = useQueryClient();
  // The download is a plain link; the export is recorded by the server, so read the state again.
  const exported = () =>
    setTimeout(() => void queryClient.invalidateQueries({ queryKey: billingExportsQueryKey(kind) }), 1000);

  return (
    <StaffPage title={t('billingExport.title')} intro={t('billingExport.intro')}>
      <SegmentedControl
        aria-label={t('billingExport.kind')}
        value={kind}
        onChange={(value) => setKind(value as BillingExportKind)}
        data={[
          { value: 'course', label: t('billingExport.course') },
          { value: 'housing', label: t('billingExport.housing') },
        ]}
        w="fit-content"
      />
      <Card withBorder>
        <Stack gap="sm">
          <Title order={2} size="h3">
            {kind === 'course' ? t('billingExport.course') : t('billingExport.housing')}
          </Title>
          <Text data-testid="billing-last-export">
            {data?.last
              ? t('billingExport.last', {
                  date: formatDateTime(data.last.exportedAt),
                  name: `${data.last.exportedBy.firstName} ${data.last.exportedBy.lastName}`.trim(),
                  count: data.last.rowCount,
                })
              : t('billingExport.never')}
          </Text>
          <Text fw={600} data-testid="billing-confirmed-since">
            {t('billingExport.confirmedSince', { count: data?.confirmedSince ?? 0 })}
          </Text>
          <Group>
            <Button
              component="a"
              href={billingExportUrl(kind, 'new')}
              download
              onClick={exported}
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              {t('billingExport.exportNew')}
            </Button>
            <Button
              component="a"
              href={billingExportUrl(kind, 'all')}
              download
              variant="default"
              onClick={exported}
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              {t('billingExport.exportAll')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </StaffPage>
  );
}
