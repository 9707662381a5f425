import { Alert, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate } from '@school/domain/format/date';
import { formatPriceCents } from '@school/domain/shop/money';
import type { ThesisDish } from '@school/domain/thesis/contracts/thesis';
import { formatQuantity } from '@school/domain/thesis/dishes';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { useErrorText } from '../../../lib/error-text';
import { StaffPage } from '../components/staff-page';
import { LockBadge, thesisPath } from './edition-exam';
import { useStaffThesis } from './staff-thesis';

/** One thesis as its student sees it (Tesi), read only: its dishes, their lines and costs, totals. */
export default function ThesisPage() {
  const { t } = useTranslation('thesis');
  const errorText = useErrorText();
  const { id = '' } = useParams();
  const query = useStaffThesis(id);

  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return (
      <Alert color="red.9" role="alert">
        {errorText(query.error)}
      </Alert>
    );
  }
  const { student, edition, thesis } = query.data;
  const back = `${thesisPath('theses')}?${new URLSearchParams({
    ...(edition ? { edition: edition.productCode } : {}),
    exam: thesis.slug,
  }).toString()}`;
  return (
    <StaffPage
      title={t('staff.thesis.title', { name: `${student.firstName} ${student.lastName}` })}
      intro={[
        t(`staff.exams.${thesis.slug}`),
        edition ? `${edition.courseName} ${edition.editionName}` : null,
        student.email,
      ]
        .filter(Boolean)
        .join(' · ')}
      actions={
        <Button
          component={Link}
          to={back}
          variant="subtle"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {t('staff.thesis.back')}
        </Button>
      }
    >
      <Group gap="xs">
        <LockBadge locked={thesis.locked} />
        {thesis.overBudget && (
          <Badge variant="outline" color="red.9">
            {t('staff.overBudget')}
          </Badge>
        )}
      </Group>
      <Text>
        {t('staff.thesis.total', { amount: formatPriceCents(thesis.totalCents) })}
        {thesis.budgetCents !== null &&
          ` · ${t('staff.theses.budget', { amount: formatPriceCents(thesis.budgetCents) })}`}
        {thesis.lockDate && ` · ${t('staff.theses.lockDate', { date: formatDate(thesis.lockDate) })}`}
      </Text>
      {thesis.dishes.map((dish) => (
        <DishCard key={dish.id} dish={dish} />
      ))}
    </StaffPage>
  );
}

function DishCard({ dish }: { dish: ThesisDish }) {
  const { t, i18n } = useTranslation('thesis');
  const locale = i18n.language === 'en' ? 'en' : 'it';
  const titleId = `dish-${dish.id}`;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4" id={titleId}>
            {dish.position}. {dish.name}
          </Title>
          <Text fw={600}>{formatPriceCents(dish.totalCents)}</Text>
        </Group>
        {dish.description && <Text size="sm">{dish.description}</Text>}
        <Text size="sm" c="gray.7">
          {[
            dish.dishType && t('staff.thesis.dishType', { type: dish.dishType }),
            dish.drinkAccompaniment &&
              t('staff.thesis.drink', { type: dish.drinkType, name: dish.drinkName, notes: dish.drinkNotes }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {dish.lines.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('staff.thesis.noLines')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table striped verticalSpacing="xs" aria-labelledby={titleId}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('staff.fields.kind')}</Table.Th>
                  <Table.Th scope="col">{t('staff.thesis.line')}</Table.Th>
                  <Table.Th scope="col">{t('staff.fields.code')}</Table.Th>
                  <Table.Th scope="col">{t('staff.shopping.quantity')}</Table.Th>
                  <Table.Th scope="col">{t('staff.shopping.unitCost')}</Table.Th>
                  <Table.Th scope="col">{t('staff.shopping.cost')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {dish.lines.map((line) => (
                  <Table.Tr key={line.id}>
                    <Table.Td>
                      {t(`staff.kinds.${line.type === 'Ingrediente' ? 'ingredient' : 'equipment'}`)}
                    </Table.Td>
                    <Table.Td>{line.note || '—'}</Table.Td>
                    <Table.Td>{line.code ?? '—'}</Table.Td>
                    <Table.Td>
                      {line.quantityThousandths === null
                        ? '—'
                        : `${formatQuantity(line.quantityThousandths, locale)} ${line.unit}`}
                    </Table.Td>
                    <Table.Td>
                      {line.unitCostCents === null ? '—' : formatPriceCents(line.unitCostCents)}
                    </Table.Td>
                    <Table.Td>{line.costCents === null ? '—' : formatPriceCents(line.costCents)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
