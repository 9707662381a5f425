import { formatPriceCents } from '@school/domain/shop/money';
import {
  CATALOGUE_PAGE_SIZE,
  CATALOGUE_STATUSES,
  type StaffCatalogueItem,
} from '@school/domain/thesis/contracts/staff-thesis';
import { CATALOGUE_KINDS, type CatalogueKind } from '@school/domain/thesis/contracts/thesis';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NameWithTags } from '../../../components/console/list-cells';
import { choices, searchField, selectField } from '../../../components/console/list-filters';
import { CreateButton, ListPage, pagedList } from '../../../components/console/list-page';
import { RecordModal } from '../../../components/console/record-form';
import { DoneNotice } from '../../../components/console/record-page';
import type { StaffTableColumn } from '../../../components/console/staff-table';
import { useTableQuery } from '../../../components/console/use-table-query';
import { useStaffCatalogue } from './api/list-staff-catalogue';
import { useRemoveCatalogueItem } from './api/remove-catalogue-item';
import { CatalogueItemForm } from './catalogue-item-form';

const FILTERS = ['search', 'kind', 'status'] as const;
type Filter = (typeof FILTERS)[number];

/**
 * The catalogue of ingredients and equipment the dish lines choose from (Tesi): searched by code
 * or name, by kind and shown or hidden, a page at a time; an item is created or changed in a
 * dialog. Removing an item dish lines use hides it from the pickers instead.
 */
export default function CataloguePage() {
  const { t } = useTranslation('thesis');
  const kindText = (kind: CatalogueKind) => t(`staff.kinds.${kind}`);
  const controls = useTableQuery(FILTERS);
  const params: Record<string, string> = { ...controls.apiParams, pageSize: String(CATALOGUE_PAGE_SIZE) };
  const { data, isFetching } = useStaffCatalogue(params);
  const remove = useRemoveCatalogueItem();
  const [editing, setEditing] = useState<StaffCatalogueItem | 'new' | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const columns: StaffTableColumn<StaffCatalogueItem>[] = [
    { accessor: 'code', title: t('staff.fields.code') },
    {
      accessor: 'name',
      title: t('staff.fields.name'),
      render: (item) => (
        <NameWithTags
          name={item.name}
          tags={[
            { show: !item.active, text: t('staff.catalogue.hidden'), color: 'gray.7' },
            { show: item.ignoreCost, text: t('staff.catalogue.ignoreCost'), color: 'grape.9' },
          ]}
        />
      ),
    },
    { accessor: 'category', title: t('staff.fields.category') },
    { accessor: 'kind', title: t('staff.fields.kind'), render: (item) => kindText(item.kind) },
    { accessor: 'units', title: t('staff.fields.units'), render: (item) => item.units.join(', ') },
    {
      accessor: 'costCents',
      title: t('staff.fields.cost'),
      render: (item) => (item.costCents === null ? '—' : formatPriceCents(item.costCents)),
    },
    { accessor: 'lineCount', title: t('staff.catalogue.lineCount') },
  ];

  const filterFields = [
    searchField('search', t('staff.catalogue.search'), t('staff.catalogue.searchPlaceholder'), 300),
    selectField(
      'kind',
      t('staff.fields.kind'),
      t('staff.catalogue.anyKind'),
      choices(CATALOGUE_KINDS, kindText),
    ),
    selectField(
      'status',
      t('staff.catalogue.status'),
      t('staff.catalogue.anyStatus'),
      choices(CATALOGUE_STATUSES, (status) => t(`staff.catalogue.statuses.${status}`)),
    ),
  ];

  return (
    <ListPage<StaffCatalogueItem, Filter>
      title={t('staff.catalogue.title')}
      intro={t('staff.catalogue.intro')}
      actions={<CreateButton onClick={() => setEditing('new')}>{t('staff.catalogue.create')}</CreateButton>}
      notice={<DoneNotice text={message} onClose={() => setMessage(null)} closeLabel={t('staff.close')} />}
      list={pagedList({ data, isFetching }, CATALOGUE_PAGE_SIZE)}
      columns={columns}
      controls={controls}
      idAccessor="id"
      filterFields={filterFields}
      emptyText={t('staff.catalogue.empty')}
      rowActions={{
        title: t('staff.catalogue.actions'),
        actions: (item) => [
          {
            label: t('staff.catalogue.edit'),
            ariaLabel: t('staff.catalogue.editOf', { name: item.name }),
            look: 'primary',
            onClick: () => setEditing(item),
          },
        ],
      }}
      deletion={{
        mutation: remove,
        // An item dish lines use is hidden instead; a hidden one they use stays.
        allowed: (item) => item.active || item.lineCount === 0,
        title: (item) => t('staff.catalogue.removeOf', { name: item.name }),
        text: (item) =>
          item.lineCount > 0
            ? t('staff.catalogue.hideText', { count: item.lineCount })
            : t('staff.catalogue.deleteText'),
        confirmLabel: t('staff.catalogue.remove'),
        cancelLabel: t('staff.cancel'),
        staleText: t('staff.stale'),
        onDeleted: (item, result: { outcome: string }) =>
          setMessage(
            t(result.outcome === 'hidden' ? 'staff.catalogue.wasHidden' : 'staff.catalogue.wasDeleted', {
              name: item.name,
            }),
          ),
      }}
    >
      <RecordModal<StaffCatalogueItem>
        editing={editing}
        onClose={() => setEditing(null)}
        closeLabel={t('staff.close')}
        title={
          editing === 'new' || editing === null
            ? t('staff.catalogue.create')
            : t('staff.catalogue.editOf', { name: editing.name })
        }
        size="lg"
      >
        {(item) => (
          <CatalogueItemForm
            item={item}
            onCancel={() => setEditing(null)}
            onSaved={(saved) => {
              setEditing(null);
              setMessage(t('staff.catalogue.saved', { name: saved.name }));
            }}
          />
        )}
      </RecordModal>
    </ListPage>
  );
}
