import { Alert, Button, Card, Group, NumberInput, Table, Text, Title } from '@mantine/core';
import type { StockState } from '@school/domain/shop/catalogue';
import { STOCK_CONFLICT_CURRENT_FIELD, type StaffProduct } from '@school/domain/shop/contracts/staff-shop';
import { PRODUCT_STOCK_MAX } from '@school/domain/shop/products';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { useSetStock } from './api/set-stock';
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

/**
 * The stock of a product, or of each of its sizes: a new value is set only if the stock still
 * holds the value shown (the server's conditional set). When a sale or a colleague changed it
 * meanwhile, nothing is written and the current value is shown.
 */
export function StockPanel({ product }: { product: StaffProduct }) {
  const { t } = useTranslation('shop');
  const errorText = useErrorText();
  const setStock = useSetStock(product.id);
  const [values, setValues] = useState<Record<string, number | string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [conflict, setConflict] = useState<{ label: string; current: string } | null>(null);
  const rows = rowsOf(product, t('staff.stock.product'));

  const apply = (row: StockRow) => {
    const value = values[row.key] ?? '';
    const quantity = value === '' ? null : Number(value);
    setMessage(null);
    setConflict(null);
    setStock.mutate(
      { variantId: row.variantId, expected: row.current, quantity },
      {
        onSuccess: () => {
          setValues((all) => ({ ...all, [row.key]: '' }));
          setMessage(t('staff.stock.saved', { label: row.label, value: quantity ?? '—' }));
        },
        onError: (error) => {
          if (isApiError(error, 'shop.stockEditConflict')) {
            setConflict({ label: row.label, current: error.fields?.[STOCK_CONFLICT_CURRENT_FIELD] || '—' });
          }
        },
      },
    );
  };

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="product-stock">
      <Title order={2} size="h4" id="product-stock" mb="xs">
        {t('staff.stock.title')}
      </Title>
      <Text size="sm" mb="sm">
        {t('staff.stock.intro')}
      </Text>
      <div aria-live="polite">
        {message && (
          <Alert color="teal.9" role="status" mb="sm">
            {message}
          </Alert>
        )}
        {setStock.error && (
          <Alert color="red.9" role="alert" mb="sm">
            {errorText(setStock.error)}
            {conflict && ` ${t('staff.stock.conflict', conflict)}`}
          </Alert>
        )}
      </div>
      {rows.length === 0 ? (
        <Text size="sm">{t('staff.stock.noSizes')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing={4} aria-labelledby="product-stock">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('staff.stock.item')}</Table.Th>
                <Table.Th scope="col">{t('staff.stock.current')}</Table.Th>
                <Table.Th scope="col">{t('staff.stock.state')}</Table.Th>
                <Table.Th scope="col">{t('staff.stock.newValue')}</Table.Th>
                <Table.Th scope="col">
                  <span className="sr-only">{t('staff.form.actions')}</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
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
                      value={values[row.key] ?? ''}
                      onChange={(value) => setValues((all) => ({ ...all, [row.key]: value }))}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Group justify="flex-end">
                      <Button
                        size="xs"
                        variant="default"
                        loading={setStock.isPending && setStock.variables?.variantId === row.variantId}
                        onClick={() => apply(row)}
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
    </Card>
  );
}
