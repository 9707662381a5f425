import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@school/domain/format/date';
import { formatPriceCents } from '@school/domain/shop/money';
import type { ThesisDish } from '@school/domain/thesis/contracts/thesis';
import { formatQuantity } from '@school/domain/thesis/dishes';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackButton, RecordUnread } from '../../../components/console/record-page';
import { StaffPage } from '../../../components/console/staff-page';
import { StaffTable } from '../../../components/console/staff-table';
import { useStaffThesis } from './api/get-staff-thesis';
import { LockBadge, thesisPath } from './edition-exam';

/** One thesis as its student sees it (Tesi), read only: its dishes, their lines and costs, totals. */
export default function ThesisPage() {
  const { t } = useTranslation('thesis');
  const { id = '' } = useParams();
  const query = useStaffThesis(id);

  if (query.isPending || query.isError) return <RecordUnread error={query.error} />;
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
      actions={<BackButton to={back}>{t('staff.thesis.back')}</BackButton>}
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
        <StaffTable<ThesisDish['lines'][number], never>
          label={`${dish.position}. ${dish.name}`}
          records={dish.lines}
          idAccessor="id"
          emptyText={t('staff.thesis.noLines')}
          columns={[
            {
              accessor: 'type',
              title: t('staff.fields.kind'),
              render: (line) => t(`staff.kinds.${line.type === 'Ingrediente' ? 'ingredient' : 'equipment'}`),
            },
            { accessor: 'note', title: t('staff.thesis.line'), render: (line) => line.note || '—' },
            { accessor: 'code', title: t('staff.fields.code'), render: (line) => line.code ?? '—' },
            {
              accessor: 'quantityThousandths',
              title: t('staff.shopping.quantity'),
              render: (line) =>
                line.quantityThousandths === null
                  ? '—'
                  : `${formatQuantity(line.quantityThousandths, locale)} ${line.unit}`,
            },
            {
              accessor: 'unitCostCents',
              title: t('staff.shopping.unitCost'),
              render: (line) => (line.unitCostCents === null ? '—' : formatPriceCents(line.unitCostCents)),
            },
            {
              accessor: 'costCents',
              title: t('staff.shopping.cost'),
              render: (line) => (line.costCents === null ? '—' : formatPriceCents(line.costCents)),
            },
          ]}
        />
      </Stack>
    </Card>
  );
}
