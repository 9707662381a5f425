import '../../../test/setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Call } from '../../../test/fake-api';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import { DISH_1, DISH_2, dish, line, PAN, serveThesis, TRUFFLE, thesis } from '../testing/thesis-server';
import { ThesisPage } from './thesis-page';

beforeEach(() => useLanguage('it', ['thesis', 'errors']));

const EDITOR_PATH = `/tesi?exam=final&piatto=${DISH_1}`;

function openEditor(
  values: Parameters<typeof thesis>[0] = {},
  handle?: (call: Call) => Response | undefined,
) {
  const calls = serveThesis({ current: () => thesis(values), handle });
  renderWithApp(<ThesisPage exam="final" />, { path: EDITOR_PATH });
  return calls;
}

const editor = async () => within(await screen.findByTestId('dish-editor'));
const region = (name: string) => within(screen.getByRole('region', { name }));

/** The one input labelled `label` inside `scope` (a Mantine select's list has the same label). */
function input(scope: ReturnType<typeof within>, label: string | RegExp): HTMLInputElement {
  const found = scope.getAllByLabelText(label).filter((element: HTMLElement) => element.tagName !== 'DIV');
  if (found.length !== 1) throw new Error(`${found.length} inputs labelled ${label}`);
  return found[0] as HTMLInputElement;
}

async function pick(scope: ReturnType<typeof within>, label: string, option: string) {
  fireEvent.click(input(scope, label));
  fireEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(input(scope, label).value).toBe(option));
}

const fieldError = (element: HTMLElement): string | null => {
  const ids = (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id.endsWith('-error'));
  const text = ids.map((id) => document.getElementById(id)?.textContent ?? '').join('');
  return text === '' ? null : text;
};

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const saveButton = () => screen.getByTestId('save-dish') as HTMLButtonElement;

describe('DishEditor — section 5 "Thesis dish"', { timeout: 30_000 }, () => {
  it('composes a dish until "Fuori Budget", then fixes it and saves what the server accepts', async () => {
    let saved: unknown = null;
    const calls = openEditor({}, ({ method, path, body }) => {
      if (method === 'PUT' && path === `/api/thesis/dishes/${DISH_1}`) {
        saved = body;
        return jsonResponse(
          200,
          thesis({
            dishes: [dish({ name: 'RISOTTO', totalCents: 133 }), dish({ id: DISH_2, name: 'PIATTO 2' })],
          }),
        );
      }
      return undefined;
    });
    const form = await editor();
    await pick(form, 'Tipo di piatto', 'Primo');
    // "name … uppercased as typed".
    type(input(form, 'Nome del piatto'), 'risotto alla milanese');
    expect(input(form, 'Nome del piatto').value).toBe('RISOTTO ALLA MILANESE');
    type(input(form, 'Descrizione del piatto'), 'riso, burro e zafferano');
    expect(input(form, 'Descrizione del piatto').value).toBe('RISO, BURRO E ZAFFERANO');

    fireEvent.click(form.getByRole('button', { name: 'Aggiungi ingrediente' }));
    const rice = region('Ingrediente 1');
    await pick(rice, 'Categoria', 'Farine e cereali');
    await pick(rice, 'Ingrediente', 'Riso Carnaroli');
    expect(input(rice, 'Unità di misura').value).toBe('KG');
    expect(input(rice, 'Descrizione').value).toBe('Riso Carnaroli');

    // 3 kg × 4,00 € = 12,00 €: above the budget of 10,00 €.
    type(input(rice, 'Quantità'), '3');
    await waitFor(() => expect(rice.getByTestId('line-cost').textContent).toBe('Costo: €\u00a012,00'));
    expect(form.getByTestId('dish-total').textContent).toBe('€\u00a012,00');
    expect(form.getByTestId('editor-thesis-total').textContent).toBe('€\u00a012,00');
    expect(form.getByTestId('over-budget').textContent).toBe('Fuori Budget');
    expect(saveButton().textContent).toBe('Fuori Budget');
    expect(saveButton().disabled).toBe(true);

    // 0,333 kg × 4,00 € = 1,332 € → 1,33 €: within the budget.
    type(input(rice, 'Quantità'), '0,333');
    await waitFor(() => expect(rice.getByTestId('line-cost').textContent).toBe('Costo: €\u00a01,33'));
    expect(form.queryByTestId('over-budget')).toBeNull();

    // An ignore-cost product adds nothing to the total.
    fireEvent.click(form.getByRole('button', { name: 'Aggiungi ingrediente' }));
    const truffle = region('Ingrediente 2');
    await pick(truffle, 'Categoria', TRUFFLE.category);
    await pick(truffle, 'Ingrediente', TRUFFLE.name);
    type(input(truffle, 'Quantità'), '1');
    expect(truffle.getByText('Costo non conteggiato')).toBeTruthy();
    expect(form.getByTestId('dish-total').textContent).toBe('€\u00a01,33');

    fireEvent.click(form.getByRole('button', { name: 'Aggiungi attrezzatura' }));
    const pan = region('Attrezzatura 1');
    await pick(pan, 'Categoria', PAN.category);
    await pick(pan, 'Attrezzatura', PAN.name);
    type(input(pan, 'Quantità'), '2');

    await waitFor(() => expect(saveButton().disabled).toBe(false));
    expect(saveButton().textContent).toBe('Salva');
    fireEvent.click(saveButton());
    expect((await form.findByRole('status')).textContent).toBe('Piatto salvato.');
    expect(saved).toEqual({
      name: 'RISOTTO ALLA MILANESE',
      description: 'RISO, BURRO E ZAFFERANO',
      dishType: 'Primo',
      drinkAccompaniment: false,
      drinkType: '',
      drinkName: '',
      drinkNotes: '',
      noIngredientsRequired: false,
      noEquipmentRequired: false,
      lines: [
        { type: 'Ingrediente', productId: 'rice', note: 'Riso Carnaroli', unit: 'KG', quantity: 0.333 },
        { type: 'Ingrediente', productId: 'truffle', note: 'Tartufo offerto', unit: 'KG', quantity: 1 },
        { type: 'Attrezzatura', productId: 'pan', note: 'Casseruola', unit: 'NR', quantity: 2 },
      ],
    });
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it('quantities: the step of the unit, 3 decimals, positive (QuantitaPositiva) and whole for NR and equipment (QuantitaIntera)', async () => {
    openEditor({
      dishes: [
        dish({
          name: 'UOVA',
          description: 'UOVA',
          dishType: 'Primo',
          lines: [
            line(),
            line({
              id: 'l2',
              productId: 'eggs',
              name: 'Uova',
              note: 'Uova',
              unit: 'NR',
              units: ['NR'],
              quantity: 2,
              quantityThousandths: 2000,
              unitCostCents: 35,
              costCents: 70,
            }),
            line({
              id: 'l3',
              type: 'Attrezzatura',
              productId: 'pan',
              name: 'Casseruola',
              note: 'Casseruola',
              unit: 'PZ',
              units: ['PZ'],
              quantity: 1,
              quantityThousandths: 1000,
              unitCostCents: 9000,
              costCents: null,
            }),
          ],
        }),
        dish({ id: DISH_2 }),
      ],
    });
    await editor();
    const rice = region('Ingrediente 1');
    const eggs = region('Ingrediente 2');
    const pan = region('Attrezzatura 1');
    // "Quantities are shown with 3 decimals".
    expect(input(rice, 'Quantità').value).toBe('0,500');
    expect(input(eggs, 'Quantità').value).toBe('2,000');
    // The step: 0.001 for an ingredient, 1 for NR and for equipment.
    fireEvent.keyDown(input(rice, 'Quantità'), { key: 'ArrowUp' });
    await waitFor(() => expect(input(rice, 'Quantità').value).toBe('0,501'));
    fireEvent.keyDown(input(eggs, 'Quantità'), { key: 'ArrowUp' });
    await waitFor(() => expect(input(eggs, 'Quantità').value).toBe('3,000'));
    fireEvent.keyDown(input(pan, 'Quantità'), { key: 'ArrowUp' });
    await waitFor(() => expect(input(pan, 'Quantità').value).toBe('2,000'));
    expect(saveButton().disabled).toBe(false);

    // At most three decimals are typed.
    type(input(rice, 'Quantità'), '0,12345');
    expect(input(rice, 'Quantità').value).toBe('0,123');

    type(input(eggs, 'Quantità'), '1,5');
    await waitFor(() =>
      expect(fieldError(input(eggs, 'Quantità'))).toBe('La quantità deve essere un numero intero.'),
    );
    type(input(pan, 'Quantità'), '0,5');
    await waitFor(() =>
      expect(fieldError(input(pan, 'Quantità'))).toBe('La quantità deve essere un numero intero.'),
    );
    expect(saveButton().disabled).toBe(true);

    type(input(eggs, 'Quantità'), '0');
    await waitFor(() =>
      expect(fieldError(input(eggs, 'Quantità'))).toBe('La quantità deve essere un numero positivo.'),
    );
    type(input(eggs, 'Quantità'), '-2');
    await waitFor(() =>
      expect(fieldError(input(eggs, 'Quantità'))).toBe('La quantità deve essere un numero positivo.'),
    );
    type(input(eggs, 'Quantità'), '');
    await waitFor(() => expect(fieldError(input(eggs, 'Quantità'))).toBe('Inserisci la quantità.'));

    // "equipment rows checked the same unless marked as not needed".
    fireEvent.click(screen.getByRole('checkbox', { name: 'Attrezzatura non necessaria' }));
    await waitFor(() => expect(fieldError(input(pan, 'Quantità'))).toBeNull());
    type(input(eggs, 'Quantità'), '4');
    await waitFor(() => expect(saveButton().disabled).toBe(false));

    // A removed row is no longer counted nor checked.
    type(input(eggs, 'Quantità'), '1,5');
    await waitFor(() => expect(saveButton().disabled).toBe(true));
    fireEvent.click(eggs.getByRole('button', { name: 'Rimuovi Ingrediente 2' }));
    await waitFor(() => expect(saveButton().disabled).toBe(false));
  });

  it('blanks the notes holding the words Ingrediente or Attrezzatura, and keeps the others', async () => {
    openEditor({
      dishes: [
        dish({
          name: 'X',
          description: 'Y',
          dishType: 'Primo',
          lines: [
            line({ note: 'Ingrediente 3', name: 'Ingrediente 3' }),
            line({ id: 'l2', note: 'Ingredienti misti', name: 'Ingredienti misti' }),
          ],
        }),
        dish({ id: DISH_2 }),
      ],
    });
    await editor();
    const blanked = input(region('Ingrediente 1'), 'Descrizione');
    expect(blanked.value).toBe('');
    expect(fieldError(blanked)).toBe('Inserisci il testo della riga.');
    expect(input(region('Ingrediente 2'), 'Descrizione').value).toBe('Ingredienti misti');
    expect(saveButton().disabled).toBe(true);
  });

  it('the drink: yes asks for its type (from the conditions), name and notes', async () => {
    openEditor({ dishes: [dish({ name: 'X', description: 'Y', dishType: 'Primo' }), dish({ id: DISH_2 })] });
    const form = await editor();
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.click(form.getByRole('radio', { name: 'Sì' }));
    expect(fieldError(input(form, 'Tipo di bevanda'))).toBe('Scegli il tipo di bevanda.');
    expect(fieldError(input(form, 'Nome della bevanda'))).toBe('Inserisci il nome della bevanda.');
    expect(fieldError(input(form, 'Note sulla bevanda'))).toBe('Inserisci le note sulla bevanda.');
    expect(saveButton().disabled).toBe(true);
    await pick(form, 'Tipo di bevanda', 'Vino');
    type(input(form, 'Nome della bevanda'), 'Lambrusco');
    type(input(form, 'Note sulla bevanda'), 'Servito fresco');
    await waitFor(() => expect(saveButton().disabled).toBe(false));
  });

  it('shows the server’s refusal in the catalogue’s words: over budget, then locked', async () => {
    let answer = { code: 'thesis.overBudget', message: 'Fuori Budget: over' };
    openEditor(
      { dishes: [dish({ name: 'X', description: 'Y', dishType: 'Primo' }), dish({ id: DISH_2 })] },
      ({ method }) => (method === 'PUT' ? jsonResponse(409, { error: answer }) : undefined),
    );
    const form = await editor();
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.click(saveButton());
    expect((await form.findByTestId('save-refusal')).textContent).toBe('Fuori Budget');
    answer = { code: 'thesis.editsLocked', message: 'locked' };
    fireEvent.click(saveButton());
    await waitFor(() =>
      expect(form.getByTestId('save-refusal').textContent).toBe(
        'Le modifiche alla tesi sono bloccate: la data di blocco è passata.',
      ),
    );
  });

  it('searches the items on the server once the typing pauses', async () => {
    const calls = openEditor();
    const form = await editor();
    fireEvent.click(form.getByRole('button', { name: 'Aggiungi ingrediente' }));
    const row = region('Ingrediente 1');
    const picker = input(row, 'Ingrediente');
    // Typed by the person (focused), not written by autofill.
    picker.focus();
    fireEvent.click(picker);
    type(picker, 'b');
    type(picker, 'bu');
    type(picker, 'bur');
    const searches = () =>
      calls
        .filter((c) => c.path === '/api/thesis/catalogue/items')
        .map((c) => new URLSearchParams(c.search).get('search'));
    await waitFor(() => expect(searches()).toContain('bur'));
    expect(searches()).not.toContain('b');
    expect(searches()).not.toContain('bu');
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Riso Carnaroli' })).toBeNull());
    fireEvent.click(await screen.findByRole('option', { name: 'Burro' }));
    await waitFor(() => expect(input(row, 'Categoria').value).toBe('Latticini'));
    expect(input(row, 'Unità di misura').value).toBe('KG');
  });

  it('speaks English, "Fuori Budget" included', async () => {
    await useLanguage('en', ['thesis', 'errors']);
    const base = thesis();
    openEditor({
      budgetCents: 100,
      conditions: base.conditions && { ...base.conditions, budgetCents: 100 },
      dishes: [
        dish({ name: 'X', description: 'Y', dishType: 'Primo', lines: [line()] }),
        dish({ id: DISH_2 }),
      ],
    });
    const form = await editor();
    expect(input(form, 'Dish name').value).toBe('X');
    expect(form.getByRole('heading', { name: 'Ingredients' })).toBeTruthy();
    expect(input(region('Ingredient 1'), 'Quantity').value).toBe('0.500');
    await waitFor(() => expect(saveButton().textContent).toBe('Fuori Budget'));
    expect(saveButton().disabled).toBe(true);
  });
});
