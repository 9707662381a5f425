import { Alert, Button, Group, List, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { schoolClock } from '@school/domain/shared/clock';
import { formatVoucherCode } from '@school/domain/vouchers/codes';
import {
  type CreateVouchersBody,
  CreateVouchersBodySchema,
  type CreateVouchersResponse,
  VOUCHER_BATCH_MAX,
  VOUCHER_KINDS,
  VOUCHER_MAX_USES_MAX,
  VOUCHER_NOTE_MAX,
} from '@school/domain/vouchers/contracts/staff-vouchers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordForm, useRecordForm } from '../../../components/console/record-form';
import { StaffDateInput } from '../../../components/console/staff-date-input';
import { useCreateVouchers } from './api/create-vouchers';
import { useVoucherEditions } from './api/list-voucher-editions';

interface Values {
  productCode: string;
  kind: string;
  count: number | string;
  maxUses: number | string;
  expiresOn: string;
  note: string;
}

const toBody = (v: Values): CreateVouchersBody => ({
  productCode: v.productCode,
  kind: v.kind as CreateVouchersBody['kind'],
  count: typeof v.count === 'number' ? v.count : Number.NaN,
  maxUses: v.maxUses === '' ? null : typeof v.maxUses === 'number' ? v.maxUses : Number.NaN,
  expiresOn: v.expiresOn === '' ? null : v.expiresOn,
  note: v.note,
});

/** One voucher or a batch for an edition: kind, how many, maximum uses (empty: none), last day (empty: none). */
export function CreateVouchersForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('vouchers');
  const editions = useVoucherEditions();
  const [created, setCreated] = useState<CreateVouchersResponse | null>(null);
  const state = useRecordForm<Values, never, CreateVouchersResponse>({
    // Vouchers are only created.
    record: null,
    initialValues: { productCode: '', kind: 'course', count: 1, maxUses: 1, expiresOn: '', note: '' },
    create: CreateVouchersBodySchema,
    update: CreateVouchersBodySchema,
    toBody,
    variables: (body) => body,
    save: useCreateVouchers(),
    onSaved: setCreated,
  });
  const { form } = state;

  if (created)
    return (
      <Stack gap="sm">
        <Alert color="teal.9" role="status">
          {t('staff.create.created', { count: created.items.length })}
        </Alert>
        <Text fw={600}>{t('staff.create.codes')}</Text>
        <List spacing={2} data-testid="created-codes" style={{ fontFamily: 'monospace' }}>
          {created.items.map((v) => (
            <List.Item key={v.id}>{formatVoucherCode(v.code)}</List.Item>
          ))}
        </List>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('staff.create.close')}</Button>
        </Group>
      </Stack>
    );

  return (
    <RecordForm
      state={state}
      saveLabel={t('staff.create.submit')}
      cancelLabel={t('staff.create.cancel')}
      onCancel={onClose}
    >
      <Select
        label={t('staff.create.edition')}
        required
        searchable
        data={(editions.data?.items ?? []).map((e) => ({
          value: e.productCode,
          label: `${e.courseName} ${e.editionName} (${e.productCode})`,
        }))}
        {...form.getInputProps('productCode')}
        value={form.values.productCode || null}
        onChange={(value) => form.setFieldValue('productCode', value ?? '')}
      />
      <Select
        label={t('staff.create.kind')}
        required
        data={VOUCHER_KINDS.map((kind) => ({ value: kind, label: t(`staff.kinds.${kind}`) }))}
        {...form.getInputProps('kind')}
        onChange={(value) => form.setFieldValue('kind', value ?? 'course')}
      />
      <NumberInput
        label={t('staff.create.count')}
        required
        min={1}
        max={VOUCHER_BATCH_MAX}
        allowDecimal={false}
        {...form.getInputProps('count')}
      />
      <NumberInput
        label={t('staff.create.maxUses')}
        description={t('staff.create.maxUsesHint')}
        min={1}
        max={VOUCHER_MAX_USES_MAX}
        allowDecimal={false}
        {...form.getInputProps('maxUses')}
      />
      <StaffDateInput
        label={t('staff.create.expiresOn')}
        description={t('staff.create.expiresOnHint')}
        min={schoolClock(new Date()).today}
        {...form.getInputProps('expiresOn')}
      />
      <TextInput
        label={t('staff.create.note')}
        maxLength={VOUCHER_NOTE_MAX}
        {...form.getInputProps('note')}
      />
    </RecordForm>
  );
}
