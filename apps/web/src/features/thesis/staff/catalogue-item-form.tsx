import {
  Autocomplete,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  TagsInput,
  TextInput,
} from '@mantine/core';
import { centsToEuroInput, euroToCents } from '@school/domain/shop/products';
import {
  CATALOGUE_CATEGORY_MAX,
  CATALOGUE_CODE_MAX,
  CATALOGUE_COST_MAX_CENTS,
  CATALOGUE_NAME_MAX,
  CATALOGUE_UNITS_MAX,
  type CreateCatalogueItemBody,
  CreateCatalogueItemBodySchema,
  type StaffCatalogueItem,
  UpdateCatalogueItemBodySchema,
} from '@school/domain/thesis/contracts/staff-thesis';
import { CATALOGUE_KINDS, type CatalogueKind } from '@school/domain/thesis/contracts/thesis';
import { useTranslation } from 'react-i18next';
import { RecordForm, useRecordForm } from '../../../components/console/record-form';
import { useCatalogueCategories } from './api/list-catalogue-categories';
import { useSaveCatalogueItem } from './api/save-catalogue-item';

export interface ItemValues {
  kind: CatalogueKind;
  code: string;
  name: string;
  category: string;
  units: string[];
  cost: number | string;
  ignoreCost: boolean;
  active: boolean;
}

/** The item as the API takes it: its cost per unit in whole cents (`euroToCents`). */
export function toItemBody(v: ItemValues): CreateCatalogueItemBody {
  return {
    kind: v.kind,
    code: v.code,
    name: v.name,
    category: v.category,
    units: v.units,
    costCents: euroToCents(v.cost),
    ignoreCost: v.ignoreCost,
    active: v.active,
  };
}

function initialValues(item: StaffCatalogueItem | null): ItemValues {
  return {
    kind: item?.kind ?? 'ingredient',
    code: item?.code ?? '',
    name: item?.name ?? '',
    category: item?.category ?? '',
    units: item?.units ?? [],
    cost: centsToEuroInput(item?.costCents ?? null) ?? '',
    ignoreCost: item?.ignoreCost ?? false,
    active: item?.active ?? true,
  };
}

/**
 * An ingredient or a piece of equipment of the thesis catalogue (the CRM's product: Codice_Arca__c,
 * Categoria__c, Unita_di_misura__c, Costo__c, Ignora_Costo__c), checked by the schema the server
 * applies; the cost edited in euros per unit and sent in whole cents. With `item`, changed on its
 * version.
 */
export function CatalogueItemForm({
  item,
  onSaved,
  onCancel,
}: {
  item: StaffCatalogueItem | null;
  onSaved: (saved: StaffCatalogueItem) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('thesis');
  const categories = useCatalogueCategories();
  const state = useRecordForm<ItemValues, StaffCatalogueItem, StaffCatalogueItem>({
    record: item,
    initialValues: initialValues(item),
    create: CreateCatalogueItemBodySchema,
    update: UpdateCatalogueItemBodySchema,
    toBody: toItemBody,
    save: useSaveCatalogueItem(),
    onSaved,
  });
  const { form } = state;

  return (
    <RecordForm
      state={state}
      label={t('staff.catalogue.form')}
      staleText={t('staff.stale')}
      saveLabel={t('staff.catalogue.save')}
      cancelLabel={t('staff.cancel')}
      onCancel={onCancel}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('staff.fields.kind')}
          required
          allowDeselect={false}
          data={CATALOGUE_KINDS.map((kind) => ({ value: kind, label: t(`staff.kinds.${kind}`) }))}
          {...form.getInputProps('kind')}
        />
        <TextInput
          label={t('staff.fields.code')}
          description={t('staff.fields.codeHint')}
          required
          maxLength={CATALOGUE_CODE_MAX}
          {...form.getInputProps('code')}
        />
        <TextInput
          label={t('staff.fields.name')}
          required
          maxLength={CATALOGUE_NAME_MAX}
          {...form.getInputProps('name')}
        />
        <Autocomplete
          label={t('staff.fields.category')}
          required
          maxLength={CATALOGUE_CATEGORY_MAX}
          data={categories.data ?? []}
          {...form.getInputProps('category')}
        />
        <TagsInput
          label={t('staff.fields.units')}
          description={t('staff.fields.unitsHint')}
          required
          maxTags={CATALOGUE_UNITS_MAX}
          {...form.getInputProps('units')}
        />
        <NumberInput
          label={t('staff.fields.cost')}
          description={t('staff.fields.costHint')}
          decimalScale={2}
          allowNegative={false}
          min={0}
          max={CATALOGUE_COST_MAX_CENTS / 100}
          decimalSeparator={i18n.language === 'en' ? '.' : ','}
          thousandSeparator={false}
          leftSection="€"
          hideControls
          {...form.getInputProps('cost')}
        />
      </SimpleGrid>
      <Group gap="lg">
        <Checkbox
          label={t('staff.fields.ignoreCost')}
          {...form.getInputProps('ignoreCost', { type: 'checkbox' })}
        />
        <Checkbox label={t('staff.fields.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
      </Group>
    </RecordForm>
  );
}
