import { Button, Stack, Text } from '@mantine/core';
import { formatPriceCents } from '@school/domain/shop/money';
import type { ShoppingListResponse } from '@school/domain/thesis/contracts/staff-thesis';
import { formatQuantity } from '@school/domain/thesis/dishes';
import { IconDownload, IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RecordUnread } from '../../../components/console/record-page';
import { StaffPage } from '../../../components/console/staff-page';
import { StaffTable } from '../../../components/console/staff-table';
import { shoppingListCsvUrl, useShoppingList } from './api/get-shopping-list';
import { EditionSelect, ExamTabs, thesisPath, useEditionExam } from './edition-exam';

type ShoppingRow = ShoppingListResponse['rows'][number];

/**
 * The shopping list of an exam of a course edition (Tesi): every dish line of its theses summed
 * per catalogue item and unit, with today's costs (decision 48); as CSV too.
 */
export default function ShoppingListPage() {
  const { t, i18n } = useTranslation('thesis');
  const { edition, exam, setEdition, setExam, query } = useEditionExam();
  const list = useShoppingList(edition, exam);

  return (
    <StaffPage
      title={t('staff.shopping.title')}
      intro={t('staff.shopping.intro')}
      actions={
        edition && (
          <Button
            component={Link}
            to={`${thesisPath('theses')}${query}`}
            variant="default"
            leftSection={<IconListDetails size={16} aria-hidden />}
          >
            {t('staff.theses.title')}
          </Button>
        )
      }
    >
      <EditionSelect value={edition} onChange={setEdition} />
      {edition === null ? (
        <Text c="gray.7">{t('staff.chooseEdition')}</Text>
      ) : (
        <ExamTabs value={exam} onChange={setExam}>
          {list.isPending || list.isError ? (
            <RecordUnread error={list.error} />
          ) : (
            <Stack gap="sm">
              <Button
                component="a"
                href={shoppingListCsvUrl(edition, exam, i18n.language)}
                download
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                w="fit-content"
              >
                {t('staff.shopping.csv')}
              </Button>
              <ShoppingTable list={list.data} />
            </Stack>
          )}
        </ExamTabs>
      )}
    </StaffPage>
  );
}

function ShoppingTable({ list }: { list: ShoppingListResponse }) {
  const { t, i18n } = useTranslation('thesis');
  const locale = i18n.language === 'en' ? 'en' : 'it';
  return (
    <Stack gap="sm">
      <Text size="sm">
        {t('staff.shopping.counts', { theses: list.thesisCount, dishes: list.dishCount })}
      </Text>
      <StaffTable<ShoppingRow, never>
        label={t('staff.shopping.title')}
        records={list.rows}
        idAccessor={(row) => `${row.type}-${row.itemId ?? row.name}-${row.unit}`}
        emptyText={t('staff.shopping.empty')}
        columns={[
          {
            accessor: 'type',
            title: t('staff.fields.kind'),
            render: (row) => t(`staff.kinds.${row.type === 'Ingrediente' ? 'ingredient' : 'equipment'}`),
            footer: t('staff.shopping.total'),
          },
          { accessor: 'category', title: t('staff.fields.category'), render: (row) => row.category ?? '—' },
          { accessor: 'code', title: t('staff.fields.code'), render: (row) => row.code ?? '—' },
          { accessor: 'name', title: t('staff.shopping.item') },
          {
            accessor: 'quantityThousandths',
            title: t('staff.shopping.quantity'),
            render: (row) => `${formatQuantity(row.quantityThousandths, locale)} ${row.unit}`,
          },
          { accessor: 'lineCount', title: t('staff.shopping.lines') },
          {
            accessor: 'unitCostCents',
            title: t('staff.shopping.unitCost'),
            render: (row) => (row.unitCostCents === null ? '—' : formatPriceCents(row.unitCostCents)),
          },
          {
            accessor: 'costCents',
            title: t('staff.shopping.cost'),
            render: (row) => (row.costCents === null ? '—' : formatPriceCents(row.costCents)),
            footer: <Text fw={700}>{formatPriceCents(list.totalCents)}</Text>,
          },
        ]}
      />
    </Stack>
  );
}
