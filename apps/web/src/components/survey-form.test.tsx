import '../test/setup';
import type { SurveyAnswers } from '@school/domain/survey/answers';
import { labelKeysOf, SURVEY_FORM_NAMES, surveyForm } from '@school/domain/survey/forms';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { renderWithApp, useLanguage } from '../test/render';
import { SurveyForm, type SurveySubmission } from './survey-form';

const OPTIONS = [
  { value: 'Laboratorio', label: 'forms.preferences.laboratorio' },
  { value: 'Hotel', label: 'forms.preferences.hotel' },
  { value: 'Ristorante', label: 'forms.preferences.ristorante' },
];

/** Holds the answers as a page would. */
function Harness({
  definition,
  initial = {},
  readOnly = false,
  onSubmit = () => {},
  onChange = () => {},
}: {
  definition: unknown;
  initial?: SurveyAnswers;
  readOnly?: boolean;
  onSubmit?: (submission: SurveySubmission) => void;
  onChange?: (answers: SurveyAnswers) => void;
}) {
  const [answers, setAnswers] = useState<SurveyAnswers>(initial);
  return (
    <SurveyForm
      definition={definition}
      answers={answers}
      readOnly={readOnly}
      onChange={(next) => {
        setAnswers(next);
        onChange(next);
      }}
      onSubmit={onSubmit}
    />
  );
}

function renderForm(props: Parameters<typeof Harness>[0]) {
  const user = userEvent.setup();
  const result = renderWithApp(<Harness {...props} />);
  return { user, ...result };
}

/** The texts an element's aria-describedby points at. */
function described(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

const submit = () => screen.getByRole('button', { name: 'Invia' });

beforeEach(() => useLanguage('it', ['survey']));

describe('SurveyForm — a broken definition', () => {
  it.each([
    ['an empty text', ''],
    ['unparsable JSON', '[{"fieldName":'],
    ['an empty list', []],
    ['an unknown type', [{ fieldName: 'a', type: 'checkbox', label: 'k' }]],
  ])('%s shows "Form non disponibile" and warns in the console', async (_case, definition) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderForm({ definition });
    expect(await screen.findByText('Form non disponibile')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('reads a definition given as JSON text', async () => {
    renderForm({
      definition: JSON.stringify([{ fieldName: 'nota', type: 'text', label: 'forms.midterm.note' }]),
    });
    expect(await screen.findByRole('textbox', { name: 'Note' })).toBeTruthy();
  });
});

describe('SurveyForm — each field type', () => {
  it('label: a text without an input, across the row', async () => {
    renderForm({
      definition: [
        { fieldName: 'intro', type: 'label', label: 'forms.midterm.operations' },
        { fieldName: 'nota', type: 'text', label: 'forms.midterm.note' },
      ],
    });
    const heading = await screen.findByText('Operatività');
    expect(heading.closest('[data-span]')?.getAttribute('data-span')).toBe('12');
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });

  it('yes/no: a group of Sì and No, saved as Si/No; custom yesNoLabels', async () => {
    const onSubmit = vi.fn();
    const { user } = renderForm({
      definition: [
        { fieldName: 'estero', type: 'fieldRadioButtons', label: 'forms.preferences.estero', required: true },
        {
          fieldName: 'mare',
          type: 'fieldRadioButtons',
          label: 'k',
          yesNoLabels: ['forms.icpu2.city', 'forms.icpu2.village'],
        },
      ],
      onSubmit,
    });
    const group = await screen.findByRole('group', {
      name: /Sei disponibile a svolgere lo stage all'estero\?/,
    });
    expect(within(group).getByRole('radio', { name: 'Sì' })).toHaveProperty('required', true);
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    await user.click(within(group).getByRole('radio', { name: 'No' }));
    expect(within(group).getByRole('radio', { name: 'No' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Città' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Paese' })).toBeTruthy();
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ saved: 'estero:No;mare:' }));
  });

  it('radios with "Altro": choosing Altro asks for its text, which is what is saved', async () => {
    const onSubmit = vi.fn();
    const { user } = renderForm({
      definition: [
        {
          fieldName: 'fonte',
          type: 'fieldRadioButtonsWithOther',
          label: 'forms.preferences.tipologiaStruttura',
          options: OPTIONS,
          required: true,
        },
      ],
      onSubmit,
    });
    expect(screen.queryByRole('textbox', { name: /Specifica/ })).toBeNull();
    await user.click(await screen.findByRole('radio', { name: 'Altro' }));
    const other = await screen.findByRole('textbox', { name: /Specifica/ });
    await user.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findByText('Questo campo è obbligatorio')).toBeTruthy();
    await user.type(other, 'Pizzeria');
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ saved: 'fonte:Pizzeria' }));
    await user.click(screen.getByRole('radio', { name: 'Hotel' }));
    expect(screen.queryByRole('textbox', { name: /Specifica/ })).toBeNull();
    await user.click(submit());
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ saved: 'fonte:Hotel' }));
  });

  it('radios: one choice among the options', async () => {
    const onChange = vi.fn();
    const { user } = renderForm({
      definition: [
        {
          fieldName: 'lingua',
          type: 'radioButtons',
          label: 'forms.preferences.lingueConosciute',
          options: OPTIONS,
        },
      ],
      onChange,
    });
    const group = await screen.findByRole('group', { name: 'Lingua conosciuta' });
    await user.click(within(group).getByRole('radio', { name: 'Ristorante' }));
    expect(onChange).toHaveBeenLastCalledWith({ lingua: 'Ristorante' });
  });

  it('pick list: a select of the options', async () => {
    const onChange = vi.fn();
    const { user } = renderForm({
      definition: [
        {
          fieldName: 'voto',
          type: 'fieldPickList',
          label: 'forms.csci.autovalutazione',
          options: surveyForm('csci')[4]?.options,
          required: true,
        },
      ],
      onChange,
    });
    const select = await screen.findByRole('combobox', { name: /Autovalutazione \(da 1 a 5\)/ });
    await user.type(select, '4');
    await user.click(await screen.findByRole('option', { name: '4' }));
    expect(onChange).toHaveBeenLastCalledWith({ voto: '4' });
  });

  it('text: the counter, maxChars, the filters, paste blocked', async () => {
    const onChange = vi.fn();
    const { user } = renderForm({
      definition: [
        { fieldName: 'nota', type: 'text', label: 'forms.midterm.note' },
        {
          fieldName: 'citta',
          type: 'text',
          label: 'forms.icpu2.city',
          settings: { maxChars: 5, allowOnlyAsciiLetters: true },
        },
        {
          fieldName: 'codice',
          type: 'text',
          label: 'forms.icpu2.village',
          settings: { allowOnlyAsciiLettersAndNumbers: true },
        },
      ],
      onChange,
    });
    const note = await screen.findByRole('textbox', { name: 'Note' });
    expect(note.getAttribute('maxlength')).toBe('80');
    expect(described(note)).toBe('0/80');
    await user.type(note, 'Ciao; a tutti');
    expect(described(note)).toBe('13/80');

    const city = screen.getByRole('textbox', { name: 'Città' });
    expect(city.getAttribute('maxlength')).toBe('5');
    await user.type(city, 'Forlì 47');
    expect((city as HTMLInputElement).value).toBe('Forl');

    const code = screen.getByRole('textbox', { name: 'Paese' });
    await user.type(code, 'AB-12 c');
    expect((code as HTMLInputElement).value).toBe('AB12c');

    await user.clear(note);
    await user.click(note);
    await user.paste('incollato');
    expect((note as HTMLInputElement).value).toBe('');
  });

  it('email and tel: their input types; tel keeps digits and "+"; a wrong e-mail is named after leaving it', async () => {
    const { user } = renderForm({
      definition: [
        { fieldName: 'mail', type: 'email', label: 'forms.icpu2.city' },
        { fieldName: 'tel', type: 'tel', label: 'forms.icpu2.village' },
      ],
    });
    const mail = await screen.findByRole('textbox', { name: 'Città' });
    expect(mail.getAttribute('type')).toBe('email');
    const tel = screen.getByRole('textbox', { name: 'Paese' });
    expect(tel.getAttribute('type')).toBe('tel');
    await user.type(tel, '+39 333-abc12');
    expect((tel as HTMLInputElement).value).toBe('+3933312');
    await user.type(mail, 'mario@');
    expect(screen.queryByText('Inserisci un indirizzo e-mail valido')).toBeNull();
    await user.tab();
    expect(await screen.findByText('Inserisci un indirizzo e-mail valido')).toBeTruthy();
    expect(submit().getAttribute('aria-disabled')).toBe('true');
  });

  it('date: bounded 1900-01-01 to 2100-12-31; a date out of bounds is named', async () => {
    const { user } = renderForm({
      definition: [{ fieldName: 'giorno', type: 'date', label: 'forms.icpu2.preferenzaPeriodo' }],
    });
    const date = await screen.findByLabelText('Preferenza sul periodo');
    expect(date.getAttribute('type')).toBe('date');
    expect(date.getAttribute('min')).toBe('1900-01-01');
    expect(date.getAttribute('max')).toBe('2100-12-31');
    fireEvent.change(date, { target: { value: '1850-01-01' } });
    await user.click(submit());
    expect(await screen.findByText('Inserisci una data tra il 01/01/1900 e il 31/12/2100')).toBeTruthy();
    fireEvent.change(date, { target: { value: '2027-03-01' } });
    expect(screen.queryByText('Inserisci una data tra il 01/01/1900 e il 31/12/2100')).toBeNull();
  });

  it('PASSWORD: hidden; the reveal button shows it when showRevealButton', async () => {
    const { user } = renderForm({
      definition: [
        { fieldName: 'a', type: 'PASSWORD', label: 'forms.icpu2.city', settings: { showRevealButton: true } },
        { fieldName: 'b', type: 'PASSWORD', label: 'forms.icpu2.village' },
      ],
    });
    const revealable = await screen.findByLabelText(/^Città/);
    expect(revealable.getAttribute('type')).toBe('password');
    expect(screen.getByLabelText(/^Paese/).getAttribute('type')).toBe('password');
    expect(screen.getAllByRole('button', { name: 'Mostra password' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Mostra password' }));
    expect(revealable.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Nascondi password' })).toBeTruthy();
  });

  it('settings: two per row unless alone, col, isDisabled, hidden fields', async () => {
    renderForm({
      definition: [
        { fieldName: 'a', type: 'text', label: 'forms.icpu2.city' },
        { fieldName: 'b', type: 'text', label: 'forms.icpu2.village', settings: { alone: true } },
        { fieldName: 'c', type: 'text', label: 'forms.icpu2.any', settings: { col: 4 } },
        {
          fieldName: 'd',
          type: 'text',
          label: 'forms.midterm.note',
          value: 'CSCI',
          settings: { isDisabled: true },
        },
        { fieldName: 'e', type: 'text', label: 'forms.icpu2.fineDining', on: false },
      ],
      initial: { d: 'CSCI' },
    });
    const span = (name: string) =>
      screen.getByRole('textbox', { name }).closest('[data-span]')?.getAttribute('data-span');
    expect(await screen.findByRole('textbox', { name: 'Città' })).toBeTruthy();
    expect(span('Città')).toBe('6');
    expect(span('Paese')).toBe('12');
    expect(span('Indifferente')).toBe('4');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('textbox', { name: 'Fine dining' })).toBeNull();
  });
});

describe('SurveyForm — Ranking by keyboard and by drag', () => {
  const definition = [
    {
      fieldName: 'ordine',
      type: 'Ranking',
      label: 'forms.preferences.tipologiaStruttura',
      options: OPTIONS,
      required: true,
    },
  ];
  const items = () =>
    within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);

  it('moves an item with its buttons from the keyboard, announces it and keeps the focus on the item', async () => {
    const onSubmit = vi.fn();
    const { user } = renderForm({
      definition,
      initial: { ordine: ['Laboratorio', 'Hotel', 'Ristorante'] },
      onSubmit,
    });
    expect(await screen.findByRole('group', { name: /Tipologia di struttura/ })).toBeTruthy();
    expect(items()).toEqual(['1.Laboratorio', '2.Hotel', '3.Ristorante']);
    expect(screen.getByRole('button', { name: 'Sposta su: Laboratorio' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Sposta giù: Ristorante' })).toHaveProperty('disabled', true);

    screen.getByRole('button', { name: 'Sposta giù: Laboratorio' }).focus();
    await user.keyboard('{Enter}');
    expect(items()).toEqual(['1.Hotel', '2.Laboratorio', '3.Ristorante']);
    expect(screen.getByRole('status').textContent).toBe('Laboratorio: posizione 2 di 3');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sposta giù: Laboratorio' }));

    await user.keyboard(' ');
    expect(items()).toEqual(['1.Hotel', '2.Ristorante', '3.Laboratorio']);
    expect(screen.getByRole('status').textContent).toBe('Laboratorio: posizione 3 di 3');
    // At the bottom, the focus goes to the item's other button.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sposta su: Laboratorio' }));

    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ saved: 'ordine:Hotel,Ristorante,Laboratorio' }),
    );
  });

  it('moves an item by dragging it onto another place', async () => {
    renderForm({ definition, initial: { ordine: ['Laboratorio', 'Hotel', 'Ristorante'] } });
    const list = await screen.findByRole('list');
    const [first, , third] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement, HTMLElement];
    const dataTransfer = { setData: vi.fn(), effectAllowed: '' };
    fireEvent.dragStart(third, { dataTransfer });
    fireEvent.dragOver(first, { dataTransfer });
    fireEvent.drop(first, { dataTransfer });
    expect(items()).toEqual(['1.Ristorante', '2.Laboratorio', '3.Hotel']);
    expect(screen.getByRole('status').textContent).toBe('Ristorante: posizione 1 di 3');
  });

  it('shows the options in their order when nothing was ranked yet, and completes a partial saved order', async () => {
    renderForm({ definition, initial: { ordine: ['Ristorante'] } });
    await screen.findByRole('list');
    expect(items()).toEqual(['1.Ristorante', '2.Laboratorio', '3.Hotel']);
  });
});

describe('SurveyForm — validation and sending', () => {
  const definition = [
    { fieldName: 'estero', type: 'fieldRadioButtons', label: 'forms.preferences.estero', required: true },
    { fieldName: 'periodo', type: 'text', label: 'forms.icpu2.preferenzaPeriodo', required: true },
    { fieldName: 'nota', type: 'text', label: 'forms.midterm.note' },
  ];

  it('the button is disabled while a required field is invalid; pressing it names each one, linked to its field, and moves to the first', async () => {
    const onSubmit = vi.fn();
    const { user } = renderForm({ definition, onSubmit });
    const button = submit();
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByText('Questo campo è obbligatorio')).toBeNull();

    await user.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
    const messages = await screen.findAllByText('Questo campo è obbligatorio');
    expect(messages).toHaveLength(2);

    const group = screen.getByRole('group', { name: /Sei disponibile/ });
    const [groupMessage, textMessage] = messages as [HTMLElement, HTMLElement];
    expect(group.getAttribute('aria-describedby')).toContain(groupMessage.id);
    expect(within(group).getByRole('radio', { name: 'Sì' }).getAttribute('aria-describedby')).toContain(
      groupMessage.id,
    );
    const period = screen.getByRole('textbox', { name: 'Preferenza sul periodo' });
    expect(period.getAttribute('aria-describedby')).toContain(textMessage.id);
    expect(period.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(within(group).getByRole('radio', { name: 'Sì' }));

    await user.click(within(group).getByRole('radio', { name: 'Sì' }));
    await user.type(period, '   ');
    expect(screen.getAllByText('Questo campo è obbligatorio')).toHaveLength(1);
    await user.type(period, 'Estate');
    expect(screen.queryByText('Questo campo è obbligatorio')).toBeNull();
    expect(submit().getAttribute('aria-disabled')).toBeNull();

    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledWith({
      answers: { estero: true, periodo: '   Estate' },
      saved: 'estero:Si;periodo:Estate;nota:',
      formatted: 'estero:Si;\nperiodo:Estate;\nnota:',
    });
  });

  it('read-only: the answers show, nothing can be changed, there is nothing to send', async () => {
    const onSubmit = vi.fn();
    const { user } = renderForm({
      definition: [
        ...definition,
        {
          fieldName: 'ordine',
          type: 'Ranking',
          label: 'forms.preferences.tipologiaStruttura',
          options: OPTIONS,
        },
        { fieldName: 'voto', type: 'fieldPickList', label: 'forms.csci.autovalutazione', options: OPTIONS },
      ],
      initial: {
        estero: false,
        periodo: 'Estate',
        ordine: ['Hotel', 'Laboratorio', 'Ristorante'],
        voto: 'Hotel',
      },
      readOnly: true,
      onSubmit,
    });
    const period = await screen.findByRole('textbox', { name: 'Preferenza sul periodo' });
    expect((period as HTMLInputElement).value).toBe('Estate');
    expect(period).toHaveProperty('readOnly', true);
    expect(screen.getByRole('radio', { name: 'No' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Sì' })).toHaveProperty('disabled', true);
    for (const button of within(screen.getByRole('list')).getAllByRole('button')) {
      expect(button).toHaveProperty('disabled', true);
    }
    for (const item of within(screen.getByRole('list')).getAllByRole('listitem')) {
      expect(item.getAttribute('draggable')).toBe('false');
    }
    expect(screen.getByRole('combobox', { name: /Autovalutazione/ })).toHaveProperty('readOnly', true);
    expect(screen.queryByRole('button', { name: 'Invia' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Sì' }));
    expect(screen.getByRole('radio', { name: 'No' })).toHaveProperty('checked', true);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('SurveyForm — both languages', () => {
  it('English: the texts of the catalogue', async () => {
    await useLanguage('en', ['survey']);
    const { user } = renderForm({
      definition: [
        { fieldName: 'estero', type: 'fieldRadioButtons', label: 'forms.preferences.estero', required: true },
        {
          fieldName: 'fonte',
          type: 'fieldRadioButtonsWithOther',
          label: 'forms.icpu2.preferenzaLuogo',
          options: OPTIONS,
        },
      ],
    });
    expect(
      await screen.findByRole('group', { name: /Are you available for an internship abroad\?/ }),
    ).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Workshop' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Other' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
  });

  it('English: "Form non disponibile" in English', async () => {
    await useLanguage('en', ['survey']);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderForm({ definition: '' });
    expect(await screen.findByText('Form not available')).toBeTruthy();
  });

  it.each(SURVEY_FORM_NAMES)('every label of the %s form is a text of both catalogues', async (name) => {
    await useLanguage('it', ['survey']);
    await i18n.loadLanguages('en');
    await i18n.loadNamespaces('survey');
    for (const key of labelKeysOf(surveyForm(name))) {
      for (const lng of ['it', 'en']) {
        expect(i18n.exists(key, { ns: 'survey', lng }), `${lng} survey:${key}`).toBe(true);
      }
    }
  });

  it('the midterm form renders with its headings, ratings and notes in Italian', async () => {
    renderForm({ definition: surveyForm('midterm') });
    expect(await screen.findByText('Alloggio')).toBeTruthy();
    expect(screen.getAllByRole('group')).toHaveLength(12);
    expect(within(screen.getByRole('group', { name: /Organizzazione/ })).getAllByRole('radio')).toHaveLength(
      5,
    );
    expect(screen.getByRole('textbox', { name: 'Note' })).toBeTruthy();
  });

  it.each([
    [
      'csci',
      'it',
      {
        group: [
          'Preferenza geografica',
          'Sei automunito?',
          'Desideri un colloquio con la didattica?',
          'Hai un alloggio autonomo a disposizione?',
        ],
        combobox: ['Autovalutazione (da 1 a 5)'],
        textbox: ['Note'],
      },
    ],
    [
      'csci',
      'en',
      {
        group: [
          'Geographic preference',
          'Do you have your own car?',
          'Would you like an interview with the teaching staff?',
          'Do you have your own accommodation available?',
        ],
        combobox: ['Self-assessment (1 to 5)'],
        textbox: ['Notes'],
      },
    ],
    [
      'icpu2',
      'it',
      {
        group: [
          'Preferenza sul luogo',
          'Sei automunito?',
          'Desideri un colloquio con le relazioni esterne?',
          'Hai un alloggio autonomo?',
          'Tipologia di ristorazione',
        ],
        combobox: [],
        textbox: ['Preferenza sul periodo', 'Note'],
      },
    ],
    [
      'icpu2',
      'en',
      {
        group: [
          'Place preference',
          'Do you have your own car?',
          'Would you like an interview with external relations?',
          'Do you have your own accommodation?',
          'Type of restaurant',
        ],
        combobox: [],
        textbox: ['Time preference', 'Notes'],
      },
    ],
  ] as const)('the %s form renders every question in %s, with its options', async (name, lng, questions) => {
    await useLanguage(lng, ['survey']);
    renderForm({ definition: surveyForm(name) });
    await screen.findByRole('button', { name: lng === 'it' ? 'Invia' : 'Submit' });
    const groups = screen.getAllByRole('group');
    expect(groups.map((group) => group.querySelector('legend')?.textContent?.replace(/\s*\*$/, ''))).toEqual([
      ...questions.group,
    ]);
    for (const question of questions.combobox)
      expect(
        screen.getByRole('combobox', { name: new RegExp(`^${question.replace(/[()?]/g, '\\$&')}`) }),
      ).toBeTruthy();
    expect(screen.getAllByRole('textbox').length).toBe(questions.textbox.length);
    for (const question of questions.textbox)
      expect(screen.getByRole('textbox', { name: new RegExp(`^${question}`) })).toBeTruthy();
    if (name === 'icpu2') {
      const place = screen.getByRole('group', { name: new RegExp(questions.group[0]) });
      expect(within(place).getAllByRole('radio')).toHaveLength(3);
      for (const option of lng === 'it' ? ['Città', 'Paese', 'Indifferente'] : ['City', 'Village', 'Any'])
        expect(within(place).getByRole('radio', { name: option })).toBeTruthy();
      const kind = screen.getByRole('group', { name: new RegExp(questions.group[4]) });
      expect(within(kind).getAllByRole('radio')).toHaveLength(2);
      expect(
        within(kind).getByRole('radio', { name: lng === 'it' ? 'Tradizionale' : 'Traditional' }),
      ).toBeTruthy();
    } else {
      expect(
        within(screen.getByRole('group', { name: new RegExp(questions.group[0]) })).getByRole('radio', {
          name: lng === 'it' ? 'Libertà di scelta' : 'Free choice',
        }),
      ).toBeTruthy();
    }
  });
});
