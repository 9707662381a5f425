import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { centsToEuroInput, euroToCents } from '@school/domain/shop/products';
import {
  CONDITIONS_BUDGET_MAX_CENTS,
  CONDITIONS_TYPES_MAX,
  type ConditionsBody,
  ConditionsBodySchema,
  DISH_BASE_NAME_MAX,
  GUIDELINES_URL_MAX,
  type StaffExam,
} from '@school/domain/thesis/contracts/staff-thesis';
import { THESIS_DISHES_MAX } from '@school/domain/thesis/contracts/thesis';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useRecordForm } from '../../../components/console/record-form';
import { RecordSection, RecordUnread } from '../../../components/console/record-page';
import { SaveProblem } from '../../../components/console/save-problem';
import { STAFF_DATE_RANGE, StaffDateInput } from '../../../components/console/staff-date-input';
import { StaffPage } from '../../../components/console/staff-page';
import { useDeleteConditions } from './api/delete-conditions';
import { useEditionThesis } from './api/get-edition-thesis';
import { useSaveConditions } from './api/save-conditions';
import { EditionSelect, ExamTabs, LockBadge, useEditionExam } from './edition-exam';

type Amount = number | string;

export interface ConditionsValues {
  budget: Amount;
  numberOfDishes: Amount;
  dishBaseName: string;
  dishTypes: string[];
  drinkTypes: string[];
  ingredientsNeeded: boolean;
  equipmentNeeded: boolean;
  guidelinesUrl: string;
  thesisDeadline: string;
  dossierDeadline: string;
  lockDate: string;
}

const dateOrNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The conditions as the API takes them: the budget in whole cents (`euroToCents`), empty dates null. */
export function toConditionsBody(v: ConditionsValues, version: string | null): ConditionsBody {
  return {
    budgetCents: euroToCents(v.budget),
    numberOfDishes: v.numberOfDishes === '' ? null : Number(v.numberOfDishes),
    dishBaseName: v.dishBaseName,
    dishTypes: v.dishTypes,
    drinkTypes: v.drinkTypes,
    ingredientsNeeded: v.ingredientsNeeded,
    equipmentNeeded: v.equipmentNeeded,
    guidelinesUrl: v.guidelinesUrl,
    thesisDeadline: dateOrNull(v.thesisDeadline),
    dossierDeadline: dateOrNull(v.dossierDeadline),
    lockDate: dateOrNull(v.lockDate),
    version,
  };
}

function initialValues(exam: StaffExam): ConditionsValues {
  const c = exam.conditions;
  return {
    budget: centsToEuroInput(c?.budgetCents ?? null) ?? '',
    numberOfDishes: c?.numberOfDishes ?? '',
    dishBaseName: c?.dishBaseName ?? '',
    dishTypes: c?.dishTypes ?? [],
    drinkTypes: c?.drinkTypes ?? [],
    ingredientsNeeded: c?.ingredientsNeeded ?? true,
    equipmentNeeded: c?.equipmentNeeded ?? true,
    guidelinesUrl: c?.guidelinesUrl ?? '',
    thesisDeadline: c?.thesisDeadline ?? '',
    dossierDeadline: c?.dossierDeadline ?? '',
    lockDate: c?.lockDate ?? '',
  };
}

/**
 * The thesis conditions of a course edition (Tesi), per exam: budget, dishes, dish and drink
 * types, the guidelines link and the three dates (getCondizioni's fields). Saved on the version
 * read; the first save creates them.
 */
export default function ConditionsPage() {
  const { t } = useTranslation('thesis');
  const { edition, exam, setEdition, setExam } = useEditionExam();
  const query = useEditionThesis(edition);
  const current = query.data?.exams.find((e) => e.slug === exam);
  // "Conditions deleted." for the edition and exam they were deleted from (the form starts anew).
  const [deletedFrom, setDeletedFrom] = useState<string | null>(null);
  const here = `${edition}-${exam}`;

  return (
    <StaffPage title={t('staff.conditions.title')} intro={t('staff.conditions.intro')}>
      <EditionSelect value={edition} onChange={setEdition} />
      {edition === null ? (
        <Text c="gray.7">{t('staff.chooseEdition')}</Text>
      ) : query.isPending || query.isError ? (
        <RecordUnread error={query.error} />
      ) : (
        <ExamTabs value={exam} onChange={setExam}>
          {current && (
            <Stack>
              {deletedFrom === here && current.version === null && (
                <Alert color="teal.9" role="status">
                  {t('staff.conditions.deleted')}
                </Alert>
              )}
              <ConditionsForm
                key={`${here}-${current.version ?? 'new'}`}
                edition={edition}
                exam={current}
                onDeleted={() => setDeletedFrom(here)}
              />
            </Stack>
          )}
        </ExamTabs>
      )}
    </StaffPage>
  );
}

function ConditionsForm({
  edition,
  exam,
  onDeleted,
}: {
  edition: string;
  exam: StaffExam;
  onDeleted: () => void;
}) {
  const { t, i18n } = useTranslation('thesis');
  const save = useSaveConditions(edition, exam.slug);
  const remove = useDeleteConditions(edition, exam.slug);
  const [saved, setSaved] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // The version read travels in the body, which one contract checks whether it creates or changes.
  const { form, onSubmit } = useRecordForm({
    record: exam,
    initialValues: initialValues(exam),
    create: ConditionsBodySchema,
    update: ConditionsBodySchema,
    version: 'apart',
    toBody: (values: ConditionsValues) => toConditionsBody(values, exam.version),
    variables: (body) => body,
    save,
    onSaved: () => setSaved(true),
  });
  const submit = (event?: FormEvent<HTMLFormElement>) => {
    setSaved(false);
    onSubmit(event);
  };
  const final = exam.slug === 'final';

  return (
    <form onSubmit={submit} noValidate aria-label={t(`staff.exams.${exam.slug}`)}>
      <Stack>
        <Group gap="xs">
          {exam.conditions === null ? (
            <Badge variant="outline" color="gray.7">
              {t('staff.conditions.none')}
            </Badge>
          ) : (
            <LockBadge locked={exam.locked} />
          )}
          <Text size="sm" c="gray.7">
            {t('staff.conditions.thesisCount', { count: exam.thesisCount })}
          </Text>
        </Group>
        <div aria-live="polite">
          {saved && (
            <Alert color="teal.9" role="status">
              {t('staff.conditions.saved')}
            </Alert>
          )}
          <SaveProblem error={save.error} staleText={t('staff.stale')} />
          <SaveProblem error={remove.error} staleText={t('staff.stale')} />
        </div>
        <RecordSection id="conditions-dishes" title={t('staff.conditions.dishes')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label={t('staff.fields.budget')}
              description={t('staff.fields.budgetHint')}
              decimalScale={2}
              allowNegative={false}
              min={0}
              max={CONDITIONS_BUDGET_MAX_CENTS / 100}
              decimalSeparator={i18n.language === 'en' ? '.' : ','}
              thousandSeparator={false}
              leftSection="€"
              hideControls
              {...form.getInputProps('budget')}
            />
            <NumberInput
              label={t('staff.fields.numberOfDishes')}
              allowDecimal={false}
              allowNegative={false}
              min={0}
              max={THESIS_DISHES_MAX}
              {...form.getInputProps('numberOfDishes')}
            />
            <TextInput
              label={t('staff.fields.dishBaseName')}
              description={t('staff.fields.dishBaseNameHint')}
              maxLength={DISH_BASE_NAME_MAX}
              {...form.getInputProps('dishBaseName')}
            />
            <TextInput
              label={t('staff.fields.guidelinesUrl')}
              type="url"
              maxLength={GUIDELINES_URL_MAX}
              placeholder="https://"
              {...form.getInputProps('guidelinesUrl')}
            />
            <TagsInput
              label={t('staff.fields.dishTypes')}
              description={t('staff.fields.typesHint')}
              maxTags={CONDITIONS_TYPES_MAX}
              {...form.getInputProps('dishTypes')}
            />
            <TagsInput
              label={t('staff.fields.drinkTypes')}
              description={t('staff.fields.typesHint')}
              maxTags={CONDITIONS_TYPES_MAX}
              {...form.getInputProps('drinkTypes')}
            />
          </SimpleGrid>
          <Group mt="sm" gap="lg">
            <Checkbox
              label={t('staff.fields.ingredientsNeeded')}
              {...form.getInputProps('ingredientsNeeded', { type: 'checkbox' })}
            />
            <Checkbox
              label={t('staff.fields.equipmentNeeded')}
              {...form.getInputProps('equipmentNeeded', { type: 'checkbox' })}
            />
          </Group>
        </RecordSection>
        <RecordSection id="conditions-dates" title={t('staff.conditions.dates')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <StaffDateInput
              label={t('staff.fields.thesisDeadline')}
              {...STAFF_DATE_RANGE}
              {...form.getInputProps('thesisDeadline')}
            />
            {final && (
              <StaffDateInput
                label={t('staff.fields.dossierDeadline')}
                {...STAFF_DATE_RANGE}
                {...form.getInputProps('dossierDeadline')}
              />
            )}
            <StaffDateInput
              label={t('staff.fields.lockDate')}
              description={t('staff.fields.lockDateHint')}
              {...STAFF_DATE_RANGE}
              {...form.getInputProps('lockDate')}
            />
          </SimpleGrid>
        </RecordSection>
        <Group>
          <Button type="submit" loading={save.isPending}>
            {exam.conditions === null ? t('staff.conditions.create') : t('staff.conditions.save')}
          </Button>
          {exam.version !== null && (
            <Button
              variant="subtle"
              color="red"
              loading={remove.isPending}
              disabled={exam.thesisCount > 0}
              onClick={() => setConfirming(true)}
              aria-describedby={exam.thesisCount > 0 ? `conditions-in-use-${exam.slug}` : undefined}
            >
              {t('staff.conditions.delete')}
            </Button>
          )}
        </Group>
        {exam.version !== null && exam.thesisCount > 0 && (
          <Text size="sm" c="gray.7" id={`conditions-in-use-${exam.slug}`}>
            {t('staff.conditions.inUse')}
          </Text>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('staff.conditions.deleteTitle')}
        text={t('staff.conditions.deleteText')}
        confirmLabel={t('staff.conditions.delete')}
        cancelLabel={t('staff.cancel')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          setSaved(false);
          save.reset();
          // The promise, not mutate's callback: the form starts anew (its key) once the list is read again.
          if (exam.version !== null)
            remove.mutateAsync(exam.version).then(onDeleted, () => {
              // Shown by the form from `remove.error`.
            });
        }}
      />
    </form>
  );
}
