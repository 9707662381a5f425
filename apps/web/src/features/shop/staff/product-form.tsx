import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { PRICE_TIERS, PRODUCT_FAMILIES } from '@school/domain/shop/catalogue';
import {
  type CreateProductBody,
  CreateProductBodySchema,
  type StaffProduct,
  type UpdateProductBody,
  UpdateProductBodySchema,
} from '@school/domain/shop/contracts/staff-shop';
import {
  centsToEuroInput,
  euroToCents,
  PRODUCT_FIELD_MAX,
  PRODUCT_PRICE_MAX_CENTS,
  PRODUCT_SIZES_MAX,
  PRODUCT_STOCK_MAX,
  SIZE_KINDS,
  type SizeKind,
} from '@school/domain/shop/products';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RecordForm, useRecordForm } from '../../../components/console/record-form';
import { RecordSection } from '../../../components/console/record-page';
import { familyLabel } from '../utils/family-label';
import { useSaveProduct } from './api/save-product';
import { RowsTableHead } from './rows-table-head';

type Amount = number | string;
type PriceField = `price${0 | 1 | 2 | 3}` | `promoPrice${0 | 1 | 2 | 3}`;

interface VariantValues {
  /** The row's key in the list (the size's id, or a new one's). */
  key: string;
  id: string | null;
  size: string;
  /** The first stock of a new size; an existing size's stock is set in the stock panel. */
  availableQuantity: Amount;
  /** The stock read, shown for an existing size. */
  current: number | null;
}

export type ProductValues = Record<PriceField, Amount> & {
  code: string;
  name: string;
  description: string;
  notes: string;
  family: string;
  isPromotion: boolean;
  isNew: boolean;
  priority: Amount;
  isOnSale: boolean;
  sizeKind: SizeKind;
  isEmbroiderable: boolean;
  availableQuantity: Amount;
  perOrderMax: Amount;
  leadTimeDays: Amount;
  bookingInfo: string;
  vatCode: string;
  vatRegime: string;
  vatRate: Amount;
  variants: VariantValues[];
};

/** A whole number of the form, or null for an empty field (a fraction goes on to be refused). */
const wholeOrNull = (value: Amount): number | null =>
  value === '' ? null : typeof value === 'number' ? value : Number(value);
const whole = (value: Amount): number => wholeOrNull(value) ?? Number.NaN;

let newRows = 0;
const newKey = () => `new-${++newRows}`;

function fields(v: ProductValues) {
  return {
    code: v.code,
    name: v.name,
    description: v.description,
    notes: v.notes,
    family: v.family as CreateProductBody['family'],
    price0: euroToCents(v.price0),
    price1: euroToCents(v.price1),
    price2: euroToCents(v.price2),
    price3: euroToCents(v.price3),
    promoPrice0: euroToCents(v.promoPrice0),
    promoPrice1: euroToCents(v.promoPrice1),
    promoPrice2: euroToCents(v.promoPrice2),
    promoPrice3: euroToCents(v.promoPrice3),
    isPromotion: v.isPromotion,
    isNew: v.isNew,
    priority: whole(v.priority),
    isOnSale: v.isOnSale,
    sizeKind: v.sizeKind,
    isEmbroiderable: v.isEmbroiderable,
    perOrderMax: wholeOrNull(v.perOrderMax),
    leadTimeDays: wholeOrNull(v.leadTimeDays),
    bookingInfo: v.bookingInfo,
    vatCode: v.vatCode,
    vatRegime: v.vatRegime,
    vatRate: whole(v.vatRate),
  };
}

/** The new product as the API takes it: prices in whole cents (`euroToCents`), its sizes' first stock. */
export function toCreateBody(v: ProductValues): CreateProductBody {
  const variants = v.sizeKind === 'none' ? [] : v.variants;
  return {
    ...fields(v),
    availableQuantity: v.sizeKind === 'none' ? wholeOrNull(v.availableQuantity) : null,
    variants: variants.map((row) => ({
      size: row.size,
      availableQuantity: wholeOrNull(row.availableQuantity),
    })),
  };
}

/** A change of the product on its version: its sizes by id (new ones with their first stock), never its stock. */
export function toUpdateBody(v: ProductValues, version: string): UpdateProductBody {
  const variants = v.sizeKind === 'none' ? [] : v.variants;
  return {
    ...fields(v),
    variants: variants.map((row) =>
      row.id === null
        ? { id: null, size: row.size, availableQuantity: wholeOrNull(row.availableQuantity) }
        : { id: row.id, size: row.size },
    ),
    version,
  };
}

const euros = (cents: number | null): Amount => centsToEuroInput(cents) ?? '';
const amount = (value: number | null): Amount => value ?? '';

export function initialValues(product: StaffProduct | null): ProductValues {
  return {
    code: product?.code ?? '',
    name: product?.name ?? '',
    description: product?.description ?? '',
    notes: product?.notes ?? '',
    family: product?.family ?? 'Abbigliamento',
    price0: euros(product?.price0 ?? null),
    price1: euros(product?.price1 ?? null),
    price2: euros(product?.price2 ?? null),
    price3: euros(product?.price3 ?? null),
    promoPrice0: euros(product?.promoPrice0 ?? null),
    promoPrice1: euros(product?.promoPrice1 ?? null),
    promoPrice2: euros(product?.promoPrice2 ?? null),
    promoPrice3: euros(product?.promoPrice3 ?? null),
    isPromotion: product?.isPromotion ?? false,
    isNew: product?.isNew ?? false,
    priority: product?.priority ?? 0,
    isOnSale: product?.isOnSale ?? true,
    sizeKind: product?.sizeKind ?? 'none',
    isEmbroiderable: product?.isEmbroiderable ?? false,
    availableQuantity: amount(product?.availableQuantity ?? null),
    perOrderMax: amount(product?.perOrderMax ?? null),
    leadTimeDays: amount(product?.leadTimeDays ?? null),
    bookingInfo: product?.bookingInfo ?? '',
    vatCode: product?.vatCode ?? '',
    vatRegime: product?.vatRegime ?? '',
    vatRate: product?.vatRate ?? 22,
    variants: (product?.variants ?? []).map((v) => ({
      key: v.id,
      id: v.id,
      size: v.size,
      availableQuantity: '',
      current: v.availableQuantity,
    })),
  };
}

/**
 * Every field of a product (section 3 "Product"), checked by the schema the server applies: the
 * prices of the four tiers and their promotional prices in a small grid, edited in euros with two
 * decimals and sent in whole cents; the sizes (or shoe numbers) as rows. With `product`, the form
 * changes it on its version (its stock is set in the stock panel, on the value read); without,
 * it creates one with its first stock.
 */
export function ProductForm({
  product,
  onSaved,
}: {
  product: StaffProduct | null;
  onSaved: (saved: StaffProduct) => void;
}) {
  const { t, i18n } = useTranslation('shop');
  const state = useRecordForm<ProductValues, StaffProduct, StaffProduct>({
    record: product,
    initialValues: initialValues(product),
    create: CreateProductBodySchema,
    update: UpdateProductBodySchema,
    toBody: (values, record) => (record ? toUpdateBody(values, record.version) : toCreateBody(values)),
    save: useSaveProduct(),
    onSaved,
  });
  const { form } = state;

  const decimalSeparator = i18n.language === 'en' ? '.' : ',';
  const euroInput = {
    decimalScale: 2,
    allowNegative: false,
    min: 0,
    max: PRODUCT_PRICE_MAX_CENTS / 100,
    decimalSeparator,
    thousandSeparator: false,
    leftSection: '€',
    hideControls: true,
  } as const;
  const wholeInput = { allowDecimal: false, allowNegative: false, min: 0 } as const;
  const withSizes = form.values.sizeKind !== 'none';
  const sizesError = form.errors.variants;

  return (
    <RecordForm
      state={state}
      label={t('staff.form.label')}
      staleText={t('staff.form.stale')}
      saveLabel={product ? t('staff.form.save') : t('staff.form.create')}
    >
      <RecordSection id="product-details" title={t('staff.form.details')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('staff.fields.code')}
            description={t('staff.fields.codeHint')}
            required
            maxLength={PRODUCT_FIELD_MAX.code}
            {...form.getInputProps('code')}
          />
          <TextInput
            label={t('staff.fields.name')}
            required
            maxLength={PRODUCT_FIELD_MAX.name}
            {...form.getInputProps('name')}
          />
          <Select
            label={t('staff.fields.family')}
            required
            allowDeselect={false}
            data={PRODUCT_FAMILIES.map((family) => ({ value: family, label: familyLabel(t, family) }))}
            {...form.getInputProps('family')}
          />
          <TextInput
            label={t('staff.fields.bookingInfo')}
            description={t('staff.fields.bookingInfoHint')}
            maxLength={PRODUCT_FIELD_MAX.bookingInfo}
            {...form.getInputProps('bookingInfo')}
          />
        </SimpleGrid>
        <Textarea
          mt="sm"
          label={t('staff.fields.description')}
          rows={4}
          maxLength={PRODUCT_FIELD_MAX.description}
          {...form.getInputProps('description')}
        />
        <Textarea
          mt="sm"
          label={t('staff.fields.notes')}
          rows={2}
          maxLength={PRODUCT_FIELD_MAX.notes}
          {...form.getInputProps('notes')}
        />
        <Group mt="sm" gap="lg">
          <Checkbox
            label={t('staff.fields.isOnSale')}
            {...form.getInputProps('isOnSale', { type: 'checkbox' })}
          />
          <Checkbox label={t('staff.fields.isNew')} {...form.getInputProps('isNew', { type: 'checkbox' })} />
          <Checkbox
            label={t('staff.fields.isEmbroiderable')}
            {...form.getInputProps('isEmbroiderable', { type: 'checkbox' })}
          />
        </Group>
        <NumberInput
          mt="sm"
          w={{ base: '100%', sm: 240 }}
          label={t('staff.fields.priority')}
          description={t('staff.fields.priorityHint')}
          max={PRODUCT_FIELD_MAX.priority}
          {...wholeInput}
          {...form.getInputProps('priority')}
        />
      </RecordSection>

      <RecordSection id="product-prices" title={t('staff.form.prices')} spacing="xs">
        <Text size="sm" mb="sm">
          {t('staff.form.pricesHint')}
        </Text>
        <Table.ScrollContainer minWidth={420}>
          <Table verticalSpacing={4} aria-labelledby="product-prices">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('staff.form.tier')}</Table.Th>
                <Table.Th scope="col">{t('staff.form.price')}</Table.Th>
                <Table.Th scope="col">{t('staff.form.promoPrice')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {PRICE_TIERS.map((tier) => (
                <Table.Tr key={tier}>
                  <Table.Th scope="row" fw={500}>
                    {t(`staff.form.tiers.${tier}`)}
                  </Table.Th>
                  <Table.Td>
                    <NumberInput
                      aria-label={t('staff.form.priceOf', { tier })}
                      {...euroInput}
                      {...form.getInputProps(`price${tier}`)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={t('staff.form.promoPriceOf', { tier })}
                      {...euroInput}
                      {...form.getInputProps(`promoPrice${tier}`)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Checkbox
          mt="sm"
          label={t('staff.fields.isPromotion')}
          description={t('staff.fields.isPromotionHint')}
          {...form.getInputProps('isPromotion', { type: 'checkbox' })}
        />
      </RecordSection>

      <RecordSection id="product-order" title={t('staff.form.ordering')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label={t('staff.fields.perOrderMax')}
            description={t('staff.fields.perOrderMaxHint')}
            max={PRODUCT_FIELD_MAX.perOrderMax}
            {...wholeInput}
            {...form.getInputProps('perOrderMax')}
          />
          <NumberInput
            label={t('staff.fields.leadTimeDays')}
            max={PRODUCT_FIELD_MAX.leadTimeDays}
            {...wholeInput}
            {...form.getInputProps('leadTimeDays')}
          />
          {!product && !withSizes && (
            <NumberInput
              label={t('staff.fields.availableQuantity')}
              description={t('staff.fields.availableQuantityHint')}
              max={PRODUCT_STOCK_MAX}
              {...wholeInput}
              {...form.getInputProps('availableQuantity')}
            />
          )}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} mt="sm">
          <TextInput
            label={t('staff.fields.vatCode')}
            maxLength={PRODUCT_FIELD_MAX.vatCode}
            {...form.getInputProps('vatCode')}
          />
          <TextInput
            label={t('staff.fields.vatRegime')}
            maxLength={PRODUCT_FIELD_MAX.vatRegime}
            {...form.getInputProps('vatRegime')}
          />
          <NumberInput
            label={t('staff.fields.vatRate')}
            max={PRODUCT_FIELD_MAX.vatRate}
            rightSection="%"
            {...wholeInput}
            {...form.getInputProps('vatRate')}
          />
        </SimpleGrid>
      </RecordSection>

      <RecordSection id="product-sizes" title={t('staff.form.sizes')}>
        <Select
          w={{ base: '100%', sm: 320 }}
          label={t('staff.fields.sizeKind')}
          allowDeselect={false}
          data={SIZE_KINDS.map((kind) => ({ value: kind, label: t(`staff.sizeKinds.${kind}`) }))}
          {...form.getInputProps('sizeKind')}
        />
        {product && product.variants.length > 0 && !withSizes && (
          <Text size="sm" c="red.9" mt="xs">
            {t('staff.form.sizesDropped')}
          </Text>
        )}
        {withSizes && (
          <Stack gap="xs" mt="sm">
            {form.values.variants.length > 0 && (
              <Table verticalSpacing={4} aria-labelledby="product-sizes">
                <RowsTableHead
                  columns={[t('staff.form.size'), t('staff.form.sizeStock')]}
                  actions={t('staff.form.actions')}
                />
                <Table.Tbody>
                  {form.values.variants.map((row, index) => (
                    <Table.Tr key={row.key}>
                      <Table.Td>
                        <TextInput
                          aria-label={t('staff.form.sizeOf', { index: index + 1 })}
                          maxLength={PRODUCT_FIELD_MAX.size}
                          {...form.getInputProps(`variants.${index}.size`)}
                        />
                      </Table.Td>
                      <Table.Td>
                        {row.id === null ? (
                          <NumberInput
                            aria-label={t('staff.form.sizeStockOf', { index: index + 1 })}
                            max={PRODUCT_STOCK_MAX}
                            {...wholeInput}
                            {...form.getInputProps(`variants.${index}.availableQuantity`)}
                          />
                        ) : (
                          <Text size="sm">
                            {t('staff.form.sizeStockRead', { value: row.current ?? '—' })}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <ActionIcon
                          variant="subtle"
                          color="red.9"
                          aria-label={t('staff.form.removeSize', { size: row.size || index + 1 })}
                          onClick={() => form.removeListItem('variants', index)}
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            {typeof sizesError === 'string' && (
              <Text size="sm" c="red.9" role="alert">
                {sizesError}
              </Text>
            )}
            <Group>
              <Button
                variant="default"
                leftSection={<IconPlus size={16} aria-hidden />}
                disabled={form.values.variants.length >= PRODUCT_SIZES_MAX}
                onClick={() =>
                  form.insertListItem('variants', {
                    key: newKey(),
                    id: null,
                    size: '',
                    availableQuantity: '',
                    current: null,
                  } satisfies VariantValues)
                }
              >
                {t('staff.form.addSize')}
              </Button>
            </Group>
          </Stack>
        )}
      </RecordSection>
    </RecordForm>
  );
}
