import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { formatDate } from '@school/domain/format/date';
import { formatPriceCents } from '@school/domain/shop/money';
import type { StaffTheses } from '@school/domain/thesis/contracts/staff-thesis';
import { IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RecordUnread } from '../../../components/console/record-page';
import { StaffPage } from '../../../components/console/staff-page';
import { StaffTable } from '../../../components/console/staff-table';
import { useStaffTheses } from './api/list-staff-theses';
import {
  EditionSelect,
  ExamTabs,
  LockBadge,
  thesisDetailPath,
  thesisPath,
  useEditionExam,
} from './edition-exam';

/**
 * The theses of an exam of a course edition (Tesi): each student's dishes and total, computed from
 * the catalogue's current costs, over budget or not; each opens read only.
 */
export default function ThesesPage() {
  const { t } = useTranslation('thesis');
  const { edition, exam, setEdition, setExam, query } = useEditionExam();
  const theses = useStaffTheses(edition, exam);

  return (
    <StaffPage
      title={t('staff.theses.title')}
      intro={t('staff.theses.intro')}
      actions={
        edition && (
          <Button
            component={Link}
            to={`${thesisPath('shopping-list')}${query}`}
            variant="default"
            leftSection={<IconShoppingCart size={16} aria-hidden />}
          >
            {t('staff.shopping.title')}
          </Button>
        )
      }
    >
      <EditionSelect value={edition} onChange={setEdition} />
      {edition === null ? (
        <Text c="gray.7">{t('staff.chooseEdition')}</Text>
      ) : (
        <ExamTabs value={exam} onChange={setExam}>
          {theses.isPending || theses.isError ? (
            <RecordUnread error={theses.error} />
          ) : (
            <ThesesTable data={theses.data} />
          )}
        </ExamTabs>
      )}
    </StaffPage>
  );
}

type Thesis = StaffTheses['items'][number];

function ThesesTable({ data }: { data: StaffTheses }) {
  const { t } = useTranslation('thesis');
  return (
    <Stack gap="sm">
      <Group gap="xs">
        {!data.hasConditions && (
          <Badge variant="outline" color="gray.7">
            {t('staff.conditions.none')}
          </Badge>
        )}
        {data.hasConditions && <LockBadge locked={data.locked} />}
        <Text size="sm">
          {data.budgetCents === null
            ? t('staff.theses.noBudget')
            : t('staff.theses.budget', { amount: formatPriceCents(data.budgetCents) })}
          {data.lockDate && ` · ${t('staff.theses.lockDate', { date: formatDate(data.lockDate) })}`}
        </Text>
      </Group>
      <StaffTable<Thesis, never>
        label={t('staff.theses.title')}
        records={data.items}
        idAccessor="id"
        emptyText={t('staff.theses.empty')}
        columns={[
          {
            accessor: 'student',
            title: t('staff.theses.student'),
            render: (thesis) => (
              <>
                <Anchor component={Link} to={thesisDetailPath(thesis.id)} fw={600}>
                  {thesis.student.lastName} {thesis.student.firstName}
                </Anchor>
                <Text size="xs" c="gray.7">
                  {thesis.student.registrationNumber ?? thesis.student.email}
                </Text>
              </>
            ),
          },
          { accessor: 'dishCount', title: t('staff.theses.dishes') },
          { accessor: 'lineCount', title: t('staff.theses.lines') },
          {
            accessor: 'totalCents',
            title: t('staff.theses.total'),
            render: (thesis) => (
              <Group gap={6} wrap="nowrap">
                <Text size="sm">{formatPriceCents(thesis.totalCents)}</Text>
                {thesis.overBudget && (
                  <Badge size="sm" variant="outline" color="red.9">
                    {t('staff.overBudget')}
                  </Badge>
                )}
              </Group>
            ),
          },
          {
            accessor: 'updatedAt',
            title: t('staff.theses.updatedAt'),
            render: (thesis) => formatDate(thesis.updatedAt),
          },
        ]}
      />
    </Stack>
  );
}
