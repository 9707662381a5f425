import { Checkbox, NumberInput, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { BOOKING_KINDS, type BookingKind, ITEM_FIELD_MAX } from '@school/domain/bookings/bookings';
import {
  type CreateItemBody,
  CreateItemBodySchema,
  type StaffItem,
  UpdateItemBodySchema,
} from '@school/domain/bookings/contracts/staff-bookings';
import { useTranslation } from 'react-i18next';
import { RecordForm, useRecordForm } from '../../../components/console/record-form';
import {
  STAFF_DATE_RANGE,
  StaffDateInput,
  staffTimeInput,
} from '../../../components/console/staff-date-input';
import { useSaveItem } from './api/save-item';

interface ItemValues {
  kind: BookingKind;
  name: string;
  startsOn: string;
  endsOn: string;
  startTime: string;
  endTime: string;
  opensOn: string;
  opensTime: string;
  closesOn: string;
  closesTime: string;
  place: string;
  capacityMin: number | string;
  capacityMax: number | string;
  link: string;
  description: string;
  group: string;
  isMandatory: boolean;
  isRetake: boolean;
  productCode: string;
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const number = (value: number | string) => (typeof value === 'number' ? value : Number.NaN);
/** A day and a time of the form as the school's wall-clock moment (YYYY-MM-DDTHH:mm). */
const moment = (day: string, time: string) => `${day.trim()}T${time.trim()}`;

function toBody(v: ItemValues): CreateItemBody {
  return {
    kind: v.kind,
    name: v.name,
    startsOn: v.startsOn,
    endsOn: orNull(v.endsOn),
    startTime: orNull(v.startTime),
    endTime: orNull(v.endTime),
    opensAt: moment(v.opensOn, v.opensTime),
    closesAt: v.closesOn.trim() || v.closesTime.trim() ? moment(v.closesOn, v.closesTime) : null,
    place: v.place,
    capacityMin: number(v.capacityMin),
    capacityMax: number(v.capacityMax),
    link: v.link,
    description: v.description,
    group: v.group,
    isMandatory: v.isMandatory,
    isRetake: v.kind === 'exam' && v.isRetake,
    productCode: orNull(v.productCode),
  };
}

function initialValues(item: StaffItem | null): ItemValues {
  const [opensOn = '', opensTime = ''] = item?.opensAtLocal.split('T') ?? [];
  const [closesOn = '', closesTime = ''] = item?.closesAtLocal?.split('T') ?? [];
  return {
    kind: item?.kind ?? 'event',
    name: item?.name ?? '',
    startsOn: item?.startsOn ?? '',
    endsOn: item?.endsOn ?? '',
    startTime: item?.startTime ?? '',
    endTime: item?.endTime ?? '',
    opensOn,
    opensTime,
    closesOn,
    closesTime,
    place: item?.place ?? '',
    capacityMin: item?.capacityMin ?? 0,
    capacityMax: item?.capacityMax ?? 20,
    link: item?.link ?? '',
    description: item?.description ?? '',
    group: item?.group ?? '',
    isMandatory: item?.isMandatory ?? false,
    isRetake: item?.isRetake ?? false,
    productCode: item?.productCode ?? '',
  };
}

/**
 * Every field of a calendar item (section 3 "Calendar item"), checked by the schema the server
 * applies. `item` with `copy` false changes it on its version; with `copy` true (or none) the form
 * creates a new item.
 */
export function ItemForm({
  item,
  copy,
  onDone,
}: {
  item: StaffItem | null;
  copy: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation('bookings');
  const changing = item !== null && !copy;
  const state = useRecordForm<ItemValues, StaffItem, unknown>({
    record: changing ? item : null,
    initialValues: initialValues(item),
    create: CreateItemBodySchema,
    update: UpdateItemBodySchema,
    toBody,
    save: useSaveItem(),
    onSaved: onDone,
  });
  const { form } = state;

  return (
    <RecordForm state={state} staleText={t('staff.stale')} saveLabel={t('staff.save')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('staff.fields.kind')}
          required
          allowDeselect={false}
          data={BOOKING_KINDS.map((value) => ({ value, label: t(`staff.kinds.${value}`) }))}
          {...form.getInputProps('kind')}
        />
        <TextInput
          label={t('staff.fields.name')}
          required
          maxLength={ITEM_FIELD_MAX.name}
          {...form.getInputProps('name')}
        />
        <StaffDateInput
          label={t('staff.fields.startsOn')}
          required
          {...STAFF_DATE_RANGE}
          {...form.getInputProps('startsOn')}
        />
        <StaffDateInput
          label={t('staff.fields.endsOn')}
          description={t('staff.fields.endsOnHint')}
          {...STAFF_DATE_RANGE}
          {...form.getInputProps('endsOn')}
        />
        <TextInput
          label={t('staff.fields.startTime')}
          description={t('staff.fields.timeHint')}
          {...staffTimeInput}
          {...form.getInputProps('startTime')}
        />
        <TextInput
          label={t('staff.fields.endTime')}
          description={t('staff.fields.timeHint')}
          {...staffTimeInput}
          {...form.getInputProps('endTime')}
        />
        <StaffDateInput
          label={t('staff.fields.opensOn')}
          required
          {...STAFF_DATE_RANGE}
          {...form.getInputProps('opensOn')}
          error={form.errors.opensAt}
        />
        <TextInput
          label={t('staff.fields.opensTime')}
          required
          {...staffTimeInput}
          {...form.getInputProps('opensTime')}
        />
        <StaffDateInput
          label={t('staff.fields.closesOn')}
          description={t('staff.fields.closesHint')}
          {...STAFF_DATE_RANGE}
          {...form.getInputProps('closesOn')}
          error={form.errors.closesAt}
        />
        <TextInput
          label={t('staff.fields.closesTime')}
          {...staffTimeInput}
          {...form.getInputProps('closesTime')}
        />
        <TextInput
          label={t('staff.fields.place')}
          maxLength={ITEM_FIELD_MAX.place}
          {...form.getInputProps('place')}
        />
        <TextInput
          label={t('staff.fields.productCode')}
          description={t('staff.fields.productCodeHint')}
          maxLength={ITEM_FIELD_MAX.productCode}
          {...form.getInputProps('productCode')}
        />
        <NumberInput
          label={t('staff.fields.capacityMin')}
          min={0}
          max={ITEM_FIELD_MAX.capacity}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('capacityMin')}
        />
        <NumberInput
          label={t('staff.fields.capacityMax')}
          required
          min={1}
          max={ITEM_FIELD_MAX.capacity}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('capacityMax')}
        />
        <TextInput
          label={t('staff.fields.group')}
          description={t('staff.fields.groupHint')}
          maxLength={ITEM_FIELD_MAX.group}
          {...form.getInputProps('group')}
        />
        <TextInput
          label={t('staff.fields.link')}
          description={t('staff.fields.linkHint')}
          maxLength={ITEM_FIELD_MAX.link}
          {...form.getInputProps('link')}
        />
      </SimpleGrid>
      <Textarea
        label={t('staff.fields.description')}
        autosize
        minRows={2}
        maxLength={ITEM_FIELD_MAX.description}
        {...form.getInputProps('description')}
      />
      <Checkbox
        label={t('staff.fields.isMandatory')}
        {...form.getInputProps('isMandatory', { type: 'checkbox' })}
      />
      {form.values.kind === 'exam' && (
        <Checkbox
          label={t('staff.fields.isRetake')}
          {...form.getInputProps('isRetake', { type: 'checkbox' })}
        />
      )}
    </RecordForm>
  );
}
