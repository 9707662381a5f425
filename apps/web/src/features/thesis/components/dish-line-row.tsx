import { Badge, Button, Group, NumberInput, Paper, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatPriceCents } from '@school/domain/shop/money';
import { CATALOGUE_KIND_OF_LINE, type CatalogueItem } from '@school/domain/thesis/contracts/thesis';
import { LINE_NOTE_MAX, quantityStepValue } from '@school/domain/thesis/dishes';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../hooks/use-locale';
import { useCatalogueItems } from '../api/list-catalogue-items';
import { useCategories } from '../api/list-categories';
import type { DishEditorState } from '../hooks/use-dish-editor';
import type { EditorLine } from '../utils/dish-form';
import classes from './thesis.module.css';

/** How long the item picker waits after the last key before it asks the server. */
export const PICKER_SEARCH_DEBOUNCE_MS = 300;

export interface DishLineRowProps {
  line: EditorLine;
  /** The row's number among the lines of its type, for its accessible name. */
  number: number;
  cost: number | null;
  /** The text of each field's problem, if any. */
  errors: { note?: string; unit?: string; quantity?: string };
  editor: DishEditorState;
  readOnly: boolean;
}

/**
 * One ingredient or equipment row (specification 001, section 5 "Thesis dish"): category → item
 * → unit from the catalogue's pickers (searchable; the item's search asks the server, debounced),
 * the row's text ("Ingredient text max 255"), the quantity with the item's step and 3 decimals
 * ("Step is 1 for NR/numero, else 0.001 for ingredients and 1 for equipment"), and the line's cost
 * (`lineCostCents`, or "cost ignored" for an ignore-cost product).
 */
export function DishLineRow({ line, number, cost, errors, editor, readOnly }: DishLineRowProps) {
  const { t } = useTranslation('thesis');
  const locale = useLocale();
  const kind = CATALOGUE_KIND_OF_LINE[line.type];
  const [pickerOpen, setPickerOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, PICKER_SEARCH_DEBOUNCE_MS);
  const categories = useCategories(kind, !readOnly);
  // The label of the chosen item is no search: the list then shows the category's items.
  const query = debounced === line.productLabel ? '' : debounced;
  const items = useCatalogueItems(kind, line.category, query, !readOnly && pickerOpen);

  const found: CatalogueItem[] = items.data?.items ?? [];
  const itemOptions = found.map((item) => ({ value: item.id, label: item.name }));
  if (line.productId && !found.some((item) => item.id === line.productId))
    itemOptions.unshift({ value: line.productId, label: line.productLabel || line.note });
  const categoryOptions = [...(categories.data?.categories ?? [])];
  if (line.category && !categoryOptions.includes(line.category)) categoryOptions.unshift(line.category);
  const unitOptions = [...line.units];
  if (line.unit && !unitOptions.includes(line.unit)) unitOptions.unshift(line.unit);

  const rowName = t(`editor.lines.${kind}.row`, { number });
  const italian = locale === 'it';

  return (
    <Paper
      withBorder
      p="sm"
      radius="sm"
      className={classes.line}
      data-line={line.key}
      aria-label={rowName}
      component="section"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        <Select
          label={t('editor.lines.category')}
          placeholder={t('editor.lines.categoryPlaceholder')}
          data={categoryOptions}
          value={line.category}
          onChange={(value) => editor.setCategory(line.key, value)}
          searchable
          clearable={!readOnly}
          readOnly={readOnly}
          nothingFoundMessage={t('editor.lines.nothingFound')}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={t(`editor.lines.${kind}.item`)}
          placeholder={t('editor.lines.itemPlaceholder')}
          data={itemOptions}
          value={line.productId}
          onChange={(value) => {
            const item = found.find((candidate) => candidate.id === value);
            if (item) editor.setItem(line.key, item);
          }}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          // The server searches (the name contains the text, in any case): no second filter here.
          filter={({ options }) => options}
          onDropdownOpen={() => setPickerOpen(true)}
          readOnly={readOnly}
          nothingFoundMessage={items.isFetching ? t('editor.lines.loading') : t('editor.lines.nothingFound')}
          comboboxProps={{ withinPortal: true }}
          data-testid="item-picker"
        />
        <TextInput
          label={t('editor.lines.note')}
          value={line.note}
          onChange={(event) => editor.setNote(line.key, event.currentTarget.value)}
          maxLength={LINE_NOTE_MAX}
          error={errors.note}
          readOnly={readOnly}
        />
        <Select
          label={t('editor.lines.unit')}
          data={unitOptions}
          value={line.unit || null}
          onChange={(value) => editor.setUnit(line.key, value ?? '')}
          error={errors.unit}
          readOnly={readOnly}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <NumberInput
          label={t('editor.lines.quantity')}
          value={line.quantityInput}
          onChange={(value) => editor.setQuantity(line.key, value)}
          step={quantityStepValue(line.type, line.unit)}
          decimalScale={3}
          fixedDecimalScale
          decimalSeparator={italian ? ',' : '.'}
          thousandSeparator={false}
          error={errors.quantity}
          readOnly={readOnly}
          hideControls={readOnly}
        />
        <Group gap="xs" align="flex-end" justify="space-between" wrap="nowrap">
          <Text size="sm" data-testid="line-cost">
            {line.ignoreCost ? (
              <Badge color="gray.7" variant="outline">
                {t('editor.lines.costIgnored')}
              </Badge>
            ) : (
              t('editor.lines.cost', { cost: cost === null ? '—' : formatPriceCents(cost) })
            )}
          </Text>
          {!readOnly && (
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              leftSection={<IconTrash size={16} aria-hidden="true" />}
              onClick={() => editor.removeLine(line.key)}
              aria-label={t('editor.lines.removeNamed', { row: rowName })}
            >
              {t('editor.lines.remove')}
            </Button>
          )}
        </Group>
      </SimpleGrid>
    </Paper>
  );
}
