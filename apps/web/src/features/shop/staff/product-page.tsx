import { Card, Group, Stack, Title } from '@mantine/core';
import { carriesStock } from '@school/domain/shop/catalogue';
import type { StaffProduct } from '@school/domain/shop/contracts/staff-shop';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { RecordHistory } from '../../../components/console/record-history';
import { BackButton, Notices, RecordUnread } from '../../../components/console/record-page';
import { StaffPage } from '../../../components/console/staff-page';
import { paths } from '../../../config/paths';
import { familyLabel } from '../utils/family-label';
import { useStaffProduct } from './api/get-staff-product';
import { ProductFiles } from './product-files';
import { ProductForm } from './product-form';
import { productPath } from './products-page';
import { StockBadge } from './shop-badges';
import { StockPanel } from './stock-panel';

/**
 * One product of the shop (Negozio), or a new one (`/staff/shop/products/new`): its form, then,
 * once it exists, its stock (set on the value read) and its files; the history of its changes.
 */
export default function ProductPage() {
  const { t } = useTranslation('shop');
  const { id = '' } = useParams();
  const isNew = id === 'new';
  const navigate = useNavigate();
  const query = useStaffProduct(id, !isNew);
  const location = useLocation();
  const created = (location.state as { created?: boolean } | null)?.created === true;
  const [saved, setSaved] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const message = saved ?? (created && !dismissed ? t('staff.form.created') : null);
  const setMessage = (text: string | null) => {
    setSaved(text);
    setDismissed(true);
  };

  const back = <BackButton to={`${paths.staff}/shop/products`}>{t('staff.products.back')}</BackButton>;

  if (isNew) {
    return (
      <StaffPage title={t('staff.products.create')} intro={t('staff.form.createIntro')} actions={back}>
        <ProductForm
          product={null}
          onSaved={(saved) => navigate(productPath(saved.id), { replace: true, state: { created: true } })}
        />
      </StaffPage>
    );
  }
  if (query.isPending || query.isError) return <RecordUnread error={query.error} />;
  const product = query.data;
  return (
    <StaffPage
      title={product.name}
      intro={t('staff.products.codeAndFamily', {
        code: product.code,
        family: familyLabel(t, product.family),
      })}
      actions={back}
    >
      {carriesStock(product.family) && (
        <Group gap="xs">
          <StockBadge stock={product.stock} />
        </Group>
      )}
      <Notices message={message} onClose={() => setMessage(null)} closeLabel={t('staff.close')} />
      <ProductForm
        key={product.version}
        product={product}
        onSaved={(saved: StaffProduct) => setMessage(t('staff.form.saved', { name: saved.name }))}
      />
      <StockPanel product={product} />
      <ProductFiles product={product} />
      <ProductHistory product={product} />
    </StaffPage>
  );
}

function ProductHistory({ product }: { product: StaffProduct }) {
  const { t, i18n } = useTranslation('shop');
  const records = [
    { table: 'shop_products', id: product.id, name: product.name },
    ...product.variants.map((v) => ({ table: 'shop_product_variants', id: v.id, name: v.size })),
  ];
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="product-history">
      <Stack gap="sm">
        <Title order={2} size="h4" id="product-history">
          {t('staff.history')}
        </Title>
        <RecordHistory
          records={records}
          label={t('staff.history')}
          fieldName={(_table, field) =>
            i18n.exists(`staff.fields.${field}`, { ns: 'shop' })
              ? t(`staff.fields.${field}` as 'staff.fields.code')
              : field
          }
        />
      </Stack>
    </Card>
  );
}
