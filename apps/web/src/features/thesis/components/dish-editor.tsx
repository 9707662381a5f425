import {
  Alert,
  Button,
  Checkbox,
  Group,
  Radio,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { formatPriceCents } from '@school/domain/shop/money';
import type { ExamSlug, ThesisDish, ThesisResponse } from '@school/domain/thesis/contracts/thesis';
import {
  DISH_DESCRIPTION_MAX,
  DISH_NAME_MAX,
  type DishProblem,
  DRINK_NAME_MAX,
  DRINK_NOTES_MAX,
  type LineType,
} from '@school/domain/thesis/dishes';
import { IconDeviceFloppy, IconLock, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { useSaveDish } from '../api/save-dish';
import { useDishEditor } from '../hooks/use-dish-editor';
import { dishInputOf } from '../utils/dish-form';
import { BudgetLine } from './budget-line';
import { DishLineRow } from './dish-line-row';

const LINE_SECTIONS: { type: LineType; kind: 'ingredient' | 'equipment' }[] = [
  { type: 'Ingrediente', kind: 'ingredient' },
  { type: 'Attrezzatura', kind: 'equipment' },
];

/**
 * The dish editor (specification 001, section 5 "Thesis dish"): type, name and description
 * (uppercased as typed), the drink, the ingredient and equipment rows, and the totals live against
 * the budget. Every reason save is disabled is the domain's `dishProblems`, shown at its field;
 * over budget the button reads "Fuori Budget". The server recomputes and may still refuse (over
 * budget, locked): its reason is shown. Read-only once the thesis is locked.
 */
export function DishEditor({
  exam,
  thesis,
  dish,
}: {
  exam: ExamSlug;
  thesis: ThesisResponse;
  dish: ThesisDish;
}) {
  const { t } = useTranslation('thesis');
  const errorText = useErrorText();
  const editor = useDishEditor(thesis, dish);
  const save = useSaveDish(exam);
  const { values, problems } = editor;
  const conditions = thesis.conditions;
  const readOnly = thesis.locked;

  const errorAt = (...path: (string | number)[]) => {
    const found = problems.find((problem: DishProblem) => problem.path.join('.') === path.join('.'));
    return found ? errorText(`thesis.${found.code}`) : undefined;
  };

  const submit = () => {
    if (problems.length > 0 || readOnly) return;
    save.mutate({ dishId: dish.id, dish: dishInputOf(values) });
  };

  const refusal = save.error;
  const refusalLines =
    isApiError(refusal) && refusal.fields
      ? [...new Set(Object.values(refusal.fields))].map((code) => errorText(code))
      : refusal
        ? [errorText(refusal)]
        : [];

  return (
    <Stack gap="md" data-testid="dish-editor">
      {readOnly && (
        <Alert color="gray" variant="light" icon={<IconLock aria-hidden="true" />}>
          {t('editor.readOnly')}
        </Alert>
      )}
      {conditions && conditions.dishTypes.length > 0 && (
        <Select
          label={t('editor.dishType')}
          data={conditions.dishTypes}
          value={values.dishType || null}
          onChange={(value) => editor.setText('dishType', value ?? '')}
          error={errorAt('dishType')}
          readOnly={readOnly}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      <TextInput
        label={t('editor.name')}
        value={values.name}
        onChange={(event) => editor.setText('name', event.currentTarget.value)}
        maxLength={DISH_NAME_MAX}
        error={errorAt('name')}
        readOnly={readOnly}
      />
      <Textarea
        label={t('editor.description')}
        value={values.description}
        onChange={(event) => editor.setText('description', event.currentTarget.value)}
        maxLength={DISH_DESCRIPTION_MAX}
        minRows={3}
        resize="vertical"
        error={errorAt('description')}
        readOnly={readOnly}
      />
      <Radio.Group
        label={t('editor.drink.accompaniment')}
        value={values.drinkAccompaniment ? 'yes' : 'no'}
        onChange={(value) => !readOnly && editor.setFlag('drinkAccompaniment', value === 'yes')}
      >
        <Group gap="lg" mt={4}>
          <Radio value="yes" label={t('editor.drink.yes')} disabled={readOnly} />
          <Radio value="no" label={t('editor.drink.no')} disabled={readOnly} />
        </Group>
      </Radio.Group>
      {values.drinkAccompaniment && (
        <>
          {conditions && conditions.drinkTypes.length > 0 ? (
            <Select
              label={t('editor.drink.type')}
              data={conditions.drinkTypes}
              value={values.drinkType || null}
              onChange={(value) => editor.setText('drinkType', value ?? '')}
              error={errorAt('drinkType')}
              readOnly={readOnly}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          ) : (
            <TextInput
              label={t('editor.drink.type')}
              value={values.drinkType}
              onChange={(event) => editor.setText('drinkType', event.currentTarget.value)}
              maxLength={DRINK_NAME_MAX}
              error={errorAt('drinkType')}
              readOnly={readOnly}
            />
          )}
          <TextInput
            label={t('editor.drink.name')}
            value={values.drinkName}
            onChange={(event) => editor.setText('drinkName', event.currentTarget.value)}
            maxLength={DRINK_NAME_MAX}
            error={errorAt('drinkName')}
            readOnly={readOnly}
          />
          <Textarea
            label={t('editor.drink.notes')}
            value={values.drinkNotes}
            onChange={(event) => editor.setText('drinkNotes', event.currentTarget.value)}
            maxLength={DRINK_NOTES_MAX}
            minRows={3}
            resize="vertical"
            error={errorAt('drinkNotes')}
            readOnly={readOnly}
          />
        </>
      )}

      {LINE_SECTIONS.map(({ type, kind }) => {
        const rows = values.lines
          .map((line, index) => ({ line, index }))
          .filter(({ line }) => line.type === type);
        return (
          <Stack key={type} gap="sm" component="section" aria-labelledby={`lines-${kind}`}>
            <Title order={3} size="h4" id={`lines-${kind}`}>
              {t(`editor.lines.${kind}.title`)}
            </Title>
            {type === 'Attrezzatura' && (
              <Checkbox
                label={t('editor.lines.noEquipmentRequired')}
                checked={values.noEquipmentRequired}
                onChange={(event) =>
                  !readOnly && editor.setFlag('noEquipmentRequired', event.currentTarget.checked)
                }
                disabled={readOnly}
              />
            )}
            {rows.length === 0 && (
              <Text size="sm" c="gray.7">
                {t(`editor.lines.${kind}.none`)}
              </Text>
            )}
            {rows.map(({ line, index }, position) => (
              <DishLineRow
                key={line.key}
                line={line}
                number={position + 1}
                cost={editor.lineCosts[index] ?? null}
                errors={{
                  note: errorAt('lines', index, 'note'),
                  unit: errorAt('lines', index, 'unit'),
                  quantity: errorAt('lines', index, 'quantity'),
                }}
                editor={editor}
                readOnly={readOnly}
              />
            ))}
            {!readOnly && (
              <Group>
                <Button
                  variant="light"
                  leftSection={<IconPlus size={16} aria-hidden="true" />}
                  onClick={() => editor.addLine(type)}
                  disabled={!editor.canAddLine}
                >
                  {t(`editor.lines.${kind}.add`)}
                </Button>
              </Group>
            )}
          </Stack>
        );
      })}

      <Stack gap={4} align="flex-start" data-testid="dish-totals" aria-live="polite">
        <Text>
          {t('editor.dishTotal')}:{' '}
          <strong data-testid="dish-total">{formatPriceCents(editor.dishTotal)}</strong>
        </Text>
        <Text>
          {t('editor.thesisTotal')}:{' '}
          <strong data-testid="editor-thesis-total">{formatPriceCents(editor.thesisTotal)}</strong>
        </Text>
        <BudgetLine budgetCents={thesis.budgetCents} over={editor.overBudget} />
      </Stack>

      {refusalLines.length > 0 && (
        <Alert color="red" variant="light" role="alert" data-testid="save-refusal">
          {refusalLines.map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
        </Alert>
      )}
      {save.isSuccess && !save.isPending && (
        <Text role="status" c="teal.9" size="sm">
          {t('editor.saved')}
        </Text>
      )}
      {!readOnly && (
        <Group justify="flex-end">
          <Button
            leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />}
            onClick={submit}
            disabled={problems.length > 0}
            loading={save.isPending}
            color={editor.saveLabel ? 'red.9' : undefined}
            data-testid="save-dish"
          >
            {editor.saveLabel ?? t('editor.save')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
