import { Alert, Button, Group, NumberInput, Table, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { StockState } from '@school/domain/shop/catalogue';
import {
  type SetStockBody,
  SetStockBodySchema,
  STOCK_CONFLICT_CURRENT_FIELD,
  type StaffProduct,
} from '@school/domain/shop/contracts/staff-shop';
import { PRODUCT_STOCK_MAX } from '@school/domain/shop/products';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRowSave } from '../../../components/console/record-form';
import { RecordSection } from '../../../components/console/record-page';
import { SaveProblem } from '../../../components/console/save-problem';
import { isApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { useSetStock } from './api/set-stock';
import { RowsTableHead } from './rows-table-head';
import { StockBadge } from './shop-badges';

interface StockRow {
  key: string;
  variantId: string | null;
  label: string;
  current: number | null;
  stock: StockState;
}

function rowsOf(product: StaffProduct, productLabel: string): StockRow[] {
  if (product.sizeKind === 'none') {
    return [
      {
        key: product.id,
        variantId: null,
        label: productLabel,
        current: product.availableQuantity,
        stock: product.stock,
      },
    ];
  }
  return product.variants.map((v) => ({
    key: v.id,
    variantId: v.id,
    label: v.size,
    current: v.availableQuantity,
    stock: v.stock,
  }));
}

interface StockValues {
  /** The new value typed on each row (by the row's key); empty: no quantity recorded. */
  rows: Array<{ key: string; quantity: number | string }>;
}

/**
 * The stock of a product, or of each of its sizes: a new value is set only if the stock still
 * holds the value shown (the server's conditional set). When a sale or a colleague changed it
 * meanwhile, nothing is written and the current value is shown.
 */
export function StockPanel({ product }: { product: StaffProduct }) {
  const { t } = useTranslation('shop');
  const rows = rowsOf(product, t('staff.stock.product'));
  // New sizes (the product saved): the grid starts again on the rows as they now are.
  return <StockGrid key={rows.map((row) => row.key).join(' ')} productId={product.id} rows={rows} />;
}

function StockGrid({ productId, rows }: { productId: string; rows: StockRow[] }) {
  const { t } = useTranslation('shop');
  const errorText = useErrorText();
  const setStock = useSetStock(productId);
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<StockValues>({
    mode: 'controlled',
    initialValues: { rows: rows.map((row) => ({ key: row.key, quantity: '' })) },
  });
  const saveRow = useRowSave<StockValues, StockValues['rows'][number], unknown>(form, {
    list: 'rows',
    contract: SetStockBodySchema,
    // Set on the value shown: the row's current stock as last read.
    toBody: (value) => {
      const row = rows.find((r) => r.key === value.key);
      return {
        variantId: row?.variantId ?? null,
        expected: row?.current ?? null,
        quantity: value.quantity === '' ? null : Number(value.quantity),
      };
    },
    save: setStock,
    onSaved: (_saved, index, body) => {
      form.setFieldValue(`rows.${index}.quantity`, '');
      const label = rows[index]?.label ?? '';
      setMessage(t('staff.stock.saved', { label, value: (body as SetStockBody).quantity ?? '—' }));
    },
  });
  const apply = (index: number) => {
    setMessage(null);
    void saveRow(index);
  };
  // The stock changed meanwhile: the answer names the current value of the row that was set.
  const conflict = isApiError(setStock.error, 'shop.stockEditConflict')
    ? {
        label: rows.find((row) => row.variantId === setStock.variables?.variantId)?.label ?? '',
        current: setStock.error.fields?.[STOCK_CONFLICT_CURRENT_FIELD] || '—',
      }
    : null;

  return (
    <RecordSection id="product-stock" title={t('staff.stock.title')} spacing="xs">
      <Text size="sm" mb="sm">
        {t('staff.stock.intro')}
      </Text>
      <div aria-live="polite">
        {message && (
          <Alert color="teal.9" role="status" mb="sm">
            {message}
          </Alert>
        )}
        {conflict ? (
          <Alert color="red.9" role="alert" mb="sm">
            {errorText(setStock.error)} {t('staff.stock.conflict', conflict)}
          </Alert>
        ) : (
          <SaveProblem error={setStock.error} />
        )}
      </div>
      {rows.length === 0 ? (
        <Text size="sm">{t('staff.stock.noSizes')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing={4} aria-labelledby="product-stock">
            <RowsTableHead
              columns={[
                t('staff.stock.item'),
                t('staff.stock.current'),
                t('staff.stock.state'),
                t('staff.stock.newValue'),
              ]}
              actions={t('staff.form.actions')}
            />
            <Table.Tbody>
              {rows.map((row, index) => (
                <Table.Tr key={row.key}>
                  <Table.Th scope="row" fw={500}>
                    {row.label}
                  </Table.Th>
                  <Table.Td>{row.current ?? '—'}</Table.Td>
                  <Table.Td>
                    <StockBadge stock={row.stock} />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={t('staff.stock.newValueOf', { label: row.label })}
                      allowDecimal={false}
                      allowNegative={false}
                      min={0}
                      max={PRODUCT_STOCK_MAX}
                      placeholder={t('staff.stock.emptyMeansNone')}
                      {...form.getInputProps(`rows.${index}.quantity`)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Group justify="flex-end">
                      <Button
                        size="xs"
                        variant="default"
                        loading={setStock.isPending && setStock.variables?.variantId === row.variantId}
                        onClick={() => apply(index)}
                        aria-label={t('staff.stock.setOf', { label: row.label })}
                      >
                        {t('staff.stock.set')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </RecordSection>
  );
}
