import type { CatalogueItem, ThesisDish, ThesisResponse } from '@school/domain/thesis/contracts/thesis';
import {
  DISH_LINES_MAX,
  type DishProblem,
  dishProblems,
  dishTotalCents,
  isOverBudget,
  type LineType,
  lineCostCents,
  saveButtonLabel,
  thesisTotalCents,
  uppercaseDishText,
} from '@school/domain/thesis/dishes';
import { useMemo, useState } from 'react';
import {
  draftOf,
  type EditorDish,
  type EditorLine,
  editorDishOf,
  emptyLine,
  quantityOfInput,
  withItem,
} from '../utils/dish-form';

export type DishTextField = 'name' | 'description' | 'dishType' | 'drinkType' | 'drinkName' | 'drinkNotes';

/**
 * The dish editor's state and what the rules say of it, as the rows change: each line's cost
 * (`lineCostCents`), the dish's and the thesis's totals (`dishTotalCents`, `thesisTotalCents` with
 * the other dishes as the server last counted them), over budget, and every reason save is
 * disabled (`dishProblems`, "Fuori Budget" by `saveButtonLabel`). Name and description are
 * uppercased as typed.
 */
export function useDishEditor(thesis: ThesisResponse, dish: ThesisDish) {
  const [values, setValues] = useState<EditorDish>(() => editorDishOf(dish));

  const computed = useMemo(() => {
    const draft = draftOf(values);
    const otherDishesTotalCents = thesisTotalCents(
      thesis.dishes.filter((other) => other.id !== dish.id).map((other) => other.totalCents),
    );
    const dishTotal = dishTotalCents(draft.lines);
    const thesisTotal = thesisTotalCents([otherDishesTotalCents, dishTotal]);
    const problems: DishProblem[] = thesis.conditions
      ? dishProblems({
          dish: draft,
          locked: thesis.locked,
          conditions: {
            dishTypes: thesis.conditions.dishTypes,
            drinkTypes: thesis.conditions.drinkTypes,
            budgetCents: thesis.conditions.budgetCents,
          },
          otherDishesTotalCents,
        })
      : [];
    return {
      lineCosts: draft.lines.map((line) => lineCostCents(line)),
      dishTotal,
      thesisTotal,
      overBudget: isOverBudget(thesisTotal, thesis.budgetCents),
      problems,
      saveLabel: saveButtonLabel(problems),
    };
  }, [values, thesis, dish.id]);

  const setText = (field: DishTextField, value: string) =>
    setValues((current) => ({
      ...current,
      [field]: field === 'name' || field === 'description' ? uppercaseDishText(value) : value,
    }));

  const setFlag = (
    field: 'drinkAccompaniment' | 'noEquipmentRequired' | 'noIngredientsRequired',
    value: boolean,
  ) => setValues((current) => ({ ...current, [field]: value }));

  const updateLine = (key: string, change: (line: EditorLine) => EditorLine) =>
    setValues((current) => ({
      ...current,
      lines: current.lines.map((line) => (line.key === key ? change(line) : line)),
    }));

  return {
    values,
    ...computed,
    setText,
    setFlag,
    canAddLine: values.lines.length < DISH_LINES_MAX,
    addLine: (type: LineType) =>
      setValues((current) =>
        current.lines.length >= DISH_LINES_MAX
          ? current
          : { ...current, lines: [...current.lines, emptyLine(type)] },
      ),
    removeLine: (key: string) =>
      setValues((current) => ({ ...current, lines: current.lines.filter((line) => line.key !== key) })),
    setCategory: (key: string, category: string | null) =>
      updateLine(key, (line) =>
        line.category === category
          ? line
          : {
              ...line,
              category,
              productId: null,
              productLabel: '',
              units: [],
              unitCostCents: null,
              ignoreCost: false,
              unit: '',
            },
      ),
    setItem: (key: string, item: CatalogueItem) => updateLine(key, (line) => withItem(line, item)),
    setNote: (key: string, note: string) => updateLine(key, (line) => ({ ...line, note })),
    setUnit: (key: string, unit: string) => updateLine(key, (line) => ({ ...line, unit })),
    setQuantity: (key: string, input: number | string) =>
      updateLine(key, (line) => ({ ...line, quantityInput: input, quantity: quantityOfInput(input) })),
  };
}

export type DishEditorState = ReturnType<typeof useDishEditor>;
