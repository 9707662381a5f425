import { Alert, Badge, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { formatPriceCents } from '@school/domain/shop/money';
import {
  CATALOGUE_PAGE_SIZE,
  CATALOGUE_STATUSES,
  type StaffCatalogueItem,
} from '@school/domain/thesis/contracts/staff-thesis';
import { CATALOGUE_KINDS } from '@school/domain/thesis/contracts/thesis';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SaveProblem } from '../components/save-problem';
import { StaffPage } from '../components/staff-page';
import { StaffTable, type StaffTableColumn } from '../components/staff-table';
import { TableSearch } from '../components/table-search';
import { type TableQueryControls, useTableQuery } from '../hooks/use-table-query';
import { CatalogueItemForm } from './catalogue-item-form';
import { useRemoveCatalogueItem, useStaffCatalogue } from './staff-thesis';

const FILTERS = ['search', 'kind', 'status'] as const;
type Filter = (typeof FILTERS)[number];

/**
 * The catalogue of ingredients and equipment the dish lines choose from (Tesi): searched by code
 * or name, by kind and shown or hidden, a page at a time; an item is created or changed in a
 * dialog. Removing an item dish lines use hides it from the pickers instead.
 */
export default function CataloguePage() {
  const { t } = useTranslation('thesis');
  const controls = useTableQuery(FILTERS);
  const params: Record<string, string> = { ...controls.apiParams, pageSize: String(CATALOGUE_PAGE_SIZE) };
  const { data, isFetching } = useStaffCatalogue(params);
  const remove = useRemoveCatalogueItem();
  const [editing, setEditing] = useState<StaffCatalogueItem | 'new' | null>(null);
  const [removing, setRemoving] = useState<StaffCatalogueItem | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const columns: StaffTableColumn<StaffCatalogueItem>[] = [
    { accessor: 'code', title: t('staff.fields.code') },
    {
      accessor: 'name',
      title: t('staff.fields.name'),
      render: (item) => (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {item.name}
          </Text>
          <Group gap={4}>
            {!item.active && (
              <Badge size="sm" variant="outline" color="gray.7">
                {t('staff.catalogue.hidden')}
              </Badge>
            )}
            {item.ignoreCost && (
              <Badge size="sm" variant="outline" color="grape.9">
                {t('staff.catalogue.ignoreCost')}
              </Badge>
            )}
          </Group>
        </Stack>
      ),
    },
    { accessor: 'category', title: t('staff.fields.category') },
    { accessor: 'kind', title: t('staff.fields.kind'), render: (item) => t(`staff.kinds.${item.kind}`) },
    { accessor: 'units', title: t('staff.fields.units'), render: (item) => item.units.join(', ') },
    {
      accessor: 'costCents',
      title: t('staff.fields.cost'),
      render: (item) => (item.costCents === null ? '—' : formatPriceCents(item.costCents)),
    },
    { accessor: 'lineCount', title: t('staff.catalogue.lineCount') },
    {
      accessor: 'actions',
      title: <span className="sr-only">{t('staff.catalogue.actions')}</span>,
      render: (item) => (
        <Group gap={6} wrap="nowrap">
          <Button
            size="xs"
            onClick={() => setEditing(item)}
            aria-label={t('staff.catalogue.editOf', { name: item.name })}
          >
            {t('staff.catalogue.edit')}
          </Button>
          {(item.active || item.lineCount === 0) && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => setRemoving(item)}
              aria-label={t('staff.catalogue.removeOf', { name: item.name })}
            >
              {t('staff.catalogue.remove')}
            </Button>
          )}
        </Group>
      ),
    },
  ];

  return (
    <StaffPage
      title={t('staff.catalogue.title')}
      intro={t('staff.catalogue.intro')}
      actions={
        <Button onClick={() => setEditing('new')} leftSection={<IconPlus size={16} aria-hidden />}>
          {t('staff.catalogue.create')}
        </Button>
      }
    >
      <div aria-live="polite">
        {message && (
          <Alert
            color="teal.9"
            role="status"
            withCloseButton
            onClose={() => setMessage(null)}
            closeButtonLabel={t('staff.close')}
          >
            {message}
          </Alert>
        )}
        <SaveProblem error={remove.error} staleText={t('staff.stale')} />
      </div>
      <StaffTable<StaffCatalogueItem, Filter>
        label={t('staff.catalogue.title')}
        records={data?.items}
        total={data?.total ?? 0}
        pageSize={CATALOGUE_PAGE_SIZE}
        fetching={isFetching}
        columns={columns}
        controls={controls}
        idAccessor="id"
        filters={<CatalogueFilters controls={controls} />}
        emptyText={t('staff.catalogue.empty')}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing === 'new' || editing === null
            ? t('staff.catalogue.create')
            : t('staff.catalogue.editOf', { name: editing.name })
        }
        closeButtonProps={{ 'aria-label': t('staff.close') }}
        size="lg"
      >
        {editing !== null && (
          <CatalogueItemForm
            key={editing === 'new' ? 'new' : editing.version}
            item={editing === 'new' ? null : editing}
            onCancel={() => setEditing(null)}
            onSaved={(saved) => {
              setEditing(null);
              setMessage(t('staff.catalogue.saved', { name: saved.name }));
            }}
          />
        )}
      </Modal>
      <ConfirmDialog
        opened={removing !== null}
        title={t('staff.catalogue.removeOf', { name: removing?.name ?? '' })}
        text={
          removing && removing.lineCount > 0
            ? t('staff.catalogue.hideText', { count: removing.lineCount })
            : t('staff.catalogue.deleteText')
        }
        confirmLabel={t('staff.catalogue.remove')}
        cancelLabel={t('staff.cancel')}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) {
            remove.mutate(
              { id: removing.id, version: removing.version },
              {
                onSuccess: (result) =>
                  setMessage(
                    t(
                      result.outcome === 'hidden'
                        ? 'staff.catalogue.wasHidden'
                        : 'staff.catalogue.wasDeleted',
                      {
                        name: removing.name,
                      },
                    ),
                  ),
              },
            );
          }
          setRemoving(null);
        }}
      />
    </StaffPage>
  );
}

function CatalogueFilters({ controls }: { controls: TableQueryControls<Filter> }) {
  const { t } = useTranslation('thesis');
  const { filters } = controls.query;
  return (
    <Group align="flex-end" wrap="wrap">
      <TableSearch
        value={filters.search}
        onSearch={(text) => controls.setFilter('search', text)}
        label={t('staff.catalogue.search')}
        placeholder={t('staff.catalogue.searchPlaceholder')}
        width={300}
      />
      <Select
        label={t('staff.fields.kind')}
        placeholder={t('staff.catalogue.anyKind')}
        data={CATALOGUE_KINDS.map((kind) => ({ value: kind, label: t(`staff.kinds.${kind}`) }))}
        value={filters.kind ?? null}
        onChange={(value) => controls.setFilter('kind', value)}
        clearable
      />
      <Select
        label={t('staff.catalogue.status')}
        placeholder={t('staff.catalogue.anyStatus')}
        data={CATALOGUE_STATUSES.map((status) => ({
          value: status,
          label: t(`staff.catalogue.statuses.${status}`),
        }))}
        value={filters.status ?? null}
        onChange={(value) => controls.setFilter('status', value)}
        clearable
      />
    </Group>
  );
}
