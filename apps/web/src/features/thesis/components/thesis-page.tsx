import { Alert, Button, Card, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatDate } from '@school/domain/format/date';
import { formatPriceCents } from '@school/domain/shop/money';
import type { ExamSlug, ThesisDish, ThesisResponse } from '@school/domain/thesis/contracts/thesis';
import { numberOfDishes } from '@school/domain/thesis/thesis';
import {
  IconAlertCircle,
  IconEdit,
  IconEye,
  IconHelp,
  IconLock,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ExternalLink } from '../../../components/external-link';
import { Page } from '../../../components/page';
import { PageLoader } from '../../../components/page-loader';
import { THESIS_HELP_PATH } from '../../../config/links';
import { useErrorText } from '../../../lib/error-text';
import { useAddDish } from '../api/add-dish';
import { useDeleteDish } from '../api/delete-dish';
import { useThesis } from '../api/get-thesis';
import { BudgetLine } from './budget-line';
import { DishEditor } from './dish-editor';
import { ThesisFileRow } from './thesis-file-row';

/** The address parameter of the dish open in the editor: the browser's back closes it. */
export const DISH_PARAM = 'piatto';

/**
 * Tesi, /tesi?exam={intermediate|final} (specification 001, section 2 "Thesis screen", section 4
 * "Thesis"): the thesis of the exam, made on the first read with its dishes; the guidelines link;
 * the lock date ("shown unless more than one year ahead") and, once past, every edit locked; the
 * thesis file row and the dossier row (final only) with their deadlines; the dishes with their
 * totals against the budget, add-dish and the deletion of the extra dishes; the dish editor in a
 * drawer (`?piatto=<id>`). Without conditions: "Errore non gestito, contattare l'assistenza."
 */
export function ThesisPage({ exam }: { exam: ExamSlug }) {
  const { t } = useTranslation('thesis');
  const errorText = useErrorText();
  const thesis = useThesis(exam);
  const [params, setParams] = useSearchParams();
  const phone = useMediaQuery('(max-width: 48em)');
  const title = t(`exams.${exam}.title`);

  if (thesis.isPending) return <PageLoader />;
  if (thesis.isError)
    return (
      <Page title={title}>
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden="true" />}>
          {errorText(thesis.error)}
        </Alert>
      </Page>
    );

  const data = thesis.data;
  const openDishId = params.get(DISH_PARAM);
  const openDish = data.dishes.find((dish) => dish.id === openDishId) ?? null;
  const openEditor = (dishId: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(DISH_PARAM, dishId);
      return next;
    });
  const closeEditor = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(DISH_PARAM);
      return next;
    });

  return (
    <Page title={title}>
      {data.conditions === null ? (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden="true" />}>
          {errorText('thesis.conditionsMissing')}
        </Alert>
      ) : (
        <ThesisContent exam={exam} thesis={data} onOpenDish={openEditor} />
      )}
      <Group>
        <Button
          component={Link}
          to={THESIS_HELP_PATH}
          variant="default"
          leftSection={<IconHelp size={18} aria-hidden="true" />}
        >
          {t('help')}
        </Button>
      </Group>
      <Drawer
        opened={openDish !== null}
        onClose={closeEditor}
        position="right"
        size={phone ? '100%' : 'xl'}
        title={openDish ? t('editor.title', { name: openDish.name }) : ''}
        closeButtonProps={{ 'aria-label': t('editor.close') }}
      >
        {openDish && <DishEditor key={openDish.id} exam={exam} thesis={data} dish={openDish} />}
      </Drawer>
    </Page>
  );
}

function ThesisContent({
  exam,
  thesis,
  onOpenDish,
}: {
  exam: ExamSlug;
  thesis: ThesisResponse;
  onOpenDish: (dishId: string) => void;
}) {
  const { t } = useTranslation('thesis');
  const errorText = useErrorText();
  const addDish = useAddDish(exam);
  const deleteDish = useDeleteDish(exam);
  const [deleting, setDeleting] = useState<ThesisDish | null>(null);
  const conditions = thesis.conditions;
  // The dishes the conditions ask for stay; the ones added beyond them may be deleted.
  const asked = numberOfDishes(conditions?.numberOfDishes);
  const changeError = addDish.error ?? deleteDish.error;

  return (
    <Stack gap="lg">
      {conditions?.guidelinesUrl && (
        <Text>
          <ExternalLink href={conditions.guidelinesUrl}>{t('guidelines')}</ExternalLink>
        </Text>
      )}
      {thesis.locked ? (
        <Alert color="gray" variant="light" icon={<IconLock aria-hidden="true" />} data-testid="lock-date">
          {thesis.lockDate && thesis.lockDateShown
            ? t('lock.lockedSince', { date: formatDate(thesis.lockDate) })
            : t('lock.locked')}
        </Alert>
      ) : (
        thesis.lockDate &&
        thesis.lockDateShown && (
          <Text data-testid="lock-date">{t('lock.until', { date: formatDate(thesis.lockDate) })}</Text>
        )
      )}

      <Stack gap="sm">
        <ThesisFileRow
          exam={exam}
          kind="thesis"
          file={thesis.thesisFile}
          deadline={thesis.thesisDeadline}
          open={thesis.thesisUploadOpen}
        />
        {thesis.hasDossier && (
          <ThesisFileRow
            exam={exam}
            kind="dossier"
            file={thesis.dossierFile}
            deadline={thesis.dossierDeadline}
            open={thesis.dossierUploadOpen}
          />
        )}
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="thesis-dishes">
        <Title order={2} size="h3" id="thesis-dishes">
          {t('dishes.title')}
        </Title>
        <Group gap="md">
          <Text>
            {t('dishes.thesisTotal')}:{' '}
            <strong data-testid="thesis-total">{formatPriceCents(thesis.totalCents)}</strong>
          </Text>
          <BudgetLine budgetCents={thesis.budgetCents} over={thesis.overBudget} />
        </Group>
        {thesis.dishes.length === 0 && <Text c="gray.7">{t('dishes.none')}</Text>}
        {thesis.dishes.map((dish, index) => (
          <Card key={dish.id} withBorder padding="md" data-dish={dish.id}>
            <Group justify="space-between" align="flex-start" gap="sm">
              <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                  {dish.name}
                </Text>
                {dish.dishType && (
                  <Text size="sm" c="gray.7">
                    {dish.dishType}
                  </Text>
                )}
                <Text size="sm">
                  {t('dishes.total')}: {formatPriceCents(dish.totalCents)}
                </Text>
              </Stack>
              <Group gap="xs">
                <Button
                  variant="light"
                  size="compact-md"
                  leftSection={
                    thesis.locked ? (
                      <IconEye size={16} aria-hidden="true" />
                    ) : (
                      <IconEdit size={16} aria-hidden="true" />
                    )
                  }
                  onClick={() => onOpenDish(dish.id)}
                  aria-label={t(thesis.locked ? 'dishes.viewNamed' : 'dishes.editNamed', { name: dish.name })}
                >
                  {t(thesis.locked ? 'dishes.view' : 'dishes.edit')}
                </Button>
                {!thesis.locked && index >= asked && (
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-md"
                    leftSection={<IconTrash size={16} aria-hidden="true" />}
                    onClick={() => setDeleting(dish)}
                    aria-label={t('dishes.deleteNamed', { name: dish.name })}
                  >
                    {t('dishes.delete')}
                  </Button>
                )}
              </Group>
            </Group>
          </Card>
        ))}
        {changeError && (
          <Alert color="red" variant="light" role="alert">
            {errorText(changeError)}
          </Alert>
        )}
        {thesis.canAddDish && (
          <Group>
            <Button
              leftSection={<IconPlus size={18} aria-hidden="true" />}
              onClick={() => {
                deleteDish.reset();
                addDish.mutate();
              }}
              loading={addDish.isPending}
            >
              {t('dishes.add')}
            </Button>
          </Group>
        )}
      </Stack>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('dishes.deleteTitle')}
        text={t('dishes.deleteText', { name: deleting?.name ?? '' })}
        confirmLabel={t('dishes.delete')}
        cancelLabel={t('dishes.cancel')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) {
            addDish.reset();
            deleteDish.mutate(deleting.id);
          }
          setDeleting(null);
        }}
      />
    </Stack>
  );
}
