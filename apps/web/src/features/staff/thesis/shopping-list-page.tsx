import { Alert, Button, Stack, Table, Text } from '@mantine/core';
import { formatPriceCents } from '@school/domain/shop/money';
import type { ShoppingListResponse } from '@school/domain/thesis/contracts/staff-thesis';
import { formatQuantity } from '@school/domain/thesis/dishes';
import { IconDownload, IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { useErrorText } from '../../../lib/error-text';
import { StaffPage } from '../components/staff-page';
import { EditionSelect, ExamTabs, thesisPath, useEditionExam } from './edition-exam';
import { shoppingListCsvUrl, useShoppingList } from './staff-thesis';

/**
 * The shopping list of an exam of a course edition (Tesi): every dish line of its theses summed
 * per catalogue item and unit, with today's costs (decision 48); as CSV too.
 */
export default function ShoppingListPage() {
  const { t, i18n } = useTranslation('thesis');
  const errorText = useErrorText();
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
          {list.isPending ? (
            <PageLoader />
          ) : list.isError ? (
            <Alert color="red.9" role="alert">
              {errorText(list.error)}
            </Alert>
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
      {list.rows.length === 0 ? (
        <Text c="gray.7">{t('staff.shopping.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped verticalSpacing="xs" aria-label={t('staff.shopping.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('staff.fields.kind')}</Table.Th>
                <Table.Th scope="col">{t('staff.fields.category')}</Table.Th>
                <Table.Th scope="col">{t('staff.fields.code')}</Table.Th>
                <Table.Th scope="col">{t('staff.shopping.item')}</Table.Th>
                <Table.Th scope="col">{t('staff.shopping.quantity')}</Table.Th>
                <Table.Th scope="col">{t('staff.shopping.lines')}</Table.Th>
                <Table.Th scope="col">{t('staff.shopping.unitCost')}</Table.Th>
                <Table.Th scope="col">{t('staff.shopping.cost')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.rows.map((row) => (
                <Table.Tr key={`${row.type}-${row.itemId ?? row.name}-${row.unit}`}>
                  <Table.Td>
                    {t(`staff.kinds.${row.type === 'Ingrediente' ? 'ingredient' : 'equipment'}`)}
                  </Table.Td>
                  <Table.Td>{row.category ?? '—'}</Table.Td>
                  <Table.Td>{row.code ?? '—'}</Table.Td>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td>{`${formatQuantity(row.quantityThousandths, locale)} ${row.unit}`}</Table.Td>
                  <Table.Td>{row.lineCount}</Table.Td>
                  <Table.Td>
                    {row.unitCostCents === null ? '—' : formatPriceCents(row.unitCostCents)}
                  </Table.Td>
                  <Table.Td>{row.costCents === null ? '—' : formatPriceCents(row.costCents)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th scope="row" colSpan={7}>
                  {t('staff.shopping.total')}
                </Table.Th>
                <Table.Td fw={700}>{formatPriceCents(list.totalCents)}</Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
