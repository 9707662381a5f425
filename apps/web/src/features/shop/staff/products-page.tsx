import { Group, Text } from '@mantine/core';
import { carriesStock, PRODUCT_FAMILIES } from '@school/domain/shop/catalogue';
import type { StaffProductRow } from '@school/domain/shop/contracts/staff-shop';
import { formatPriceCents } from '@school/domain/shop/money';
import { useTranslation } from 'react-i18next';
import { NameWithTags } from '../../../components/console/list-cells';
import { searchField, selectField } from '../../../components/console/list-filters';
import { CreateButton, ListPage, pagedList } from '../../../components/console/list-page';
import type { StaffTableColumn } from '../../../components/console/staff-table';
import { useTableQuery } from '../../../components/console/use-table-query';
import { paths } from '../../../config/paths';
import { familyLabel } from '../utils/family-label';
import { useDeleteProduct } from './api/delete-product';
import { useStaffProducts } from './api/list-staff-products';
import { StockBadge } from './shop-badges';
import classes from './shop-staff.module.css';

const FILTERS = ['search', 'family'] as const;
type Filter = (typeof FILTERS)[number];
const PAGE_SIZE = 20;

/** The console's address of a product (`new` for the creation form). */
export const productPath = (id: string) => `${paths.staff}/shop/products/${id}`;

/**
 * The shop's products (Negozio): searched by code or name, filtered by family; each opens its
 * form (fields, prices, sizes, stock, files); a new one; a product without orders can be deleted.
 */
export default function ProductsPage() {
  const { t } = useTranslation('shop');
  const controls = useTableQuery(FILTERS);
  const params: Record<string, string> = {
    ...(controls.apiParams as Record<string, string>),
    pageSize: String(PAGE_SIZE),
  };
  const { data, isFetching } = useStaffProducts(params);
  const remove = useDeleteProduct();

  const columns: StaffTableColumn<StaffProductRow>[] = [
    {
      accessor: 'image',
      title: <span className="sr-only">{t('staff.products.columns.image')}</span>,
      width: 56,
      render: (p) =>
        p.imageUrl ? <img src={p.imageUrl} alt="" className={classes.listThumbnail} loading="lazy" /> : null,
    },
    { accessor: 'code', title: t('staff.products.columns.code') },
    {
      accessor: 'name',
      title: t('staff.products.columns.name'),
      render: (p) => (
        <NameWithTags
          name={p.name}
          tags={[
            { show: !p.isOnSale, text: t('staff.products.notOnSale'), color: 'gray.7' },
            { show: p.isPromotion, text: t('staff.products.promotion'), color: 'red.9' },
            { show: p.isNew, text: t('staff.products.new'), color: 'teal.9' },
            {
              show: p.priority > 0,
              text: t('staff.products.priority', { value: p.priority }),
              color: 'grape.9',
            },
          ]}
        />
      ),
    },
    {
      accessor: 'family',
      title: t('staff.products.columns.family'),
      render: (p) => familyLabel(t, p.family),
    },
    {
      accessor: 'price0',
      title: t('staff.products.columns.price'),
      render: (p) => (p.price0 === null ? '—' : formatPriceCents(p.price0)),
    },
    {
      accessor: 'stock',
      title: t('staff.products.columns.stock'),
      render: (p) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm">{p.stockTotal ?? '—'}</Text>
          {carriesStock(p.family) && <StockBadge stock={p.stock} />}
        </Group>
      ),
    },
  ];

  const filterFields = [
    searchField('search', t('staff.products.search'), t('staff.products.searchPlaceholder'), 300),
    selectField('family', t('staff.products.family'), t('staff.products.anyFamily'), PRODUCT_FAMILIES),
  ];

  return (
    <ListPage<StaffProductRow, Filter>
      title={t('staff.products.title')}
      intro={t('staff.products.intro')}
      actions={<CreateButton to={productPath('new')}>{t('staff.products.create')}</CreateButton>}
      list={pagedList({ data, isFetching }, PAGE_SIZE)}
      columns={columns}
      controls={controls}
      idAccessor="id"
      filterFields={filterFields}
      emptyText={t('staff.products.empty')}
      rowActions={{
        title: t('staff.products.columns.actions'),
        actions: (p) => [
          {
            label: t('staff.products.edit'),
            ariaLabel: t('staff.products.editOf', { name: p.name }),
            look: 'primary',
            to: productPath(p.id),
          },
        ],
      }}
      deletion={{
        mutation: remove,
        title: (p) => t('staff.products.deleteOf', { name: p.name }),
        text: t('staff.products.deleteText'),
        confirmLabel: t('staff.products.delete'),
        cancelLabel: t('staff.cancel'),
        staleText: t('staff.form.stale'),
      }}
    />
  );
}
