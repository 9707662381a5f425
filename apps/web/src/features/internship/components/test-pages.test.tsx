import '../../../test/setup';
import type { Me } from '@school/domain/auth/contracts/get-me';
import type { InternshipResponse } from '@school/domain/internship/contracts/internship';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Component as FormTestRoute } from '../../../app/routes/internship-form-test';
import { Component as AreaTestRoute } from '../../../app/routes/internship-test';
import { i18n } from '../../../i18n/i18n';
import type { AppConfig } from '../../../lib/app-config';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import { area, intern, serveInternship, stageForm } from '../testing/internship-server';

const ON = { testPages: true };

/**
 * The test pages read the sample stage (`GET /api/internship/sample`), never the person's own
 * (`GET /api/internship` answers 403 here, as for a visitor).
 */
function serveSample(
  sample: InternshipResponse,
  { me = null, config = ON }: { me?: Me | null; config?: Partial<AppConfig> } = {},
) {
  return serveInternship({
    me,
    config,
    answer: () => jsonResponse(403, { error: { code: 'auth.forbidden', message: 'x' } }),
    handle: ({ method, path }) =>
      method === 'GET' && path === '/api/internship/sample' ? jsonResponse(200, sample) : undefined,
  });
}

beforeEach(() => useLanguage('it', ['internship', 'survey', 'errors', 'auth']));

describe('/TStageForm?survey={form} — the test page of one stage form', () => {
  it('is not there where the test pages are off (production)', async () => {
    serveSample(area(1), { me: intern(), config: {} });
    renderWithApp(<FormTestRoute />, { path: '/TStageForm?survey=preferences' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeTruthy();
  });

  it("renders the sample's form to a visitor and asks to fill all required fields while it is invalid", async () => {
    serveSample(area(1));
    renderWithApp(<FormTestRoute />, { path: '/TStageForm?survey=preferences' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Prova dei moduli di Stage' })).toBeTruthy();
    expect((await screen.findByTestId('fill-required')).textContent).toBe(
      'Compila tutti i campi obbligatori.',
    );
    expect(screen.getByRole('radio', { name: 'Libertà di scelta' })).toBeTruthy();
  });

  it('shows the saved text of a valid form, and stores nothing', async () => {
    const calls = serveSample(
      area(3, {
        forms: {
          ...area(3).forms,
          preferences: stageForm({ definition: [{ fieldName: 'note', type: 'text', label: 'Note' }] }),
        },
      }),
    );
    renderWithApp(<FormTestRoute />, { path: '/TStageForm?survey=preferences' });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Note' }), { target: { value: 'Parma' } });
    expect(screen.queryByTestId('fill-required')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Invia' }));
    expect((await screen.findByRole('status')).textContent).toContain('note:Parma');
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it.each([
    ['a form the stage does not show yet', '/TStageForm?survey=endSurvey'],
    ['an unknown form', '/TStageForm?survey=weekly'],
    ['no form', '/TStageForm'],
  ])('says "Form non disponibile" for %s', async (_, path) => {
    serveSample(area(1));
    renderWithApp(<FormTestRoute />, { path });
    expect(await screen.findByText('Form non disponibile')).toBeTruthy();
  });

  it('says "Form non disponibile" for a broken definition', async () => {
    serveSample(
      area(1, { forms: { ...area(1).forms, preferences: stageForm({ definition: [{ fieldName: 3 }] }) } }),
    );
    renderWithApp(<FormTestRoute />, { path: '/TStageForm?survey=preferences' });
    expect(await screen.findByText('Form non disponibile')).toBeTruthy();
  });

  it('asks a visitor for no login, and a signed-in student reads the sample too, not their stage', async () => {
    const calls = serveSample(area(7), { me: intern(6) });
    renderWithApp(<FormTestRoute />, { path: '/TStageForm?survey=endSurvey' });
    expect(await screen.findByTestId('fill-required')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accedi' })).toBeNull();
    expect(calls.map((call) => call.path)).not.toContain('/api/internship');
  });

  it("offers the edition's three forms and section 3's four defined forms; CSCI renders as it ships", async () => {
    const calls = serveSample(area(1));
    renderWithApp(<FormTestRoute />, { path: '/TStageForm?survey=preferences' });
    const choice = await screen.findByRole('navigation', { name: 'Moduli da provare' });
    expect(
      within(choice)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Preferenze', '/TStageForm?survey=preferences'],
      ['Questionario intermedio', '/TStageForm?survey=midSurvey'],
      ['Questionario finale', '/TStageForm?survey=endSurvey'],
      ['Preferenze CSCI', '/TStageForm?survey=csci'],
      ['Preferenze ICPU2', '/TStageForm?survey=icpu2'],
      ['Questionario intermedio (Midterm)', '/TStageForm?survey=midterm'],
      ['Questionario finale (Endterm)', '/TStageForm?survey=endterm'],
    ]);
    fireEvent.click(within(choice).getByRole('link', { name: 'Preferenze CSCI' }));
    expect(await screen.findByRole('combobox', { name: /Autovalutazione \(da 1 a 5\)/ })).toBeTruthy();
    expect(within(choice).getByRole('link', { name: 'Preferenze CSCI' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(
      screen.getByText('Modulo: Preferenze CSCI. In questa pagina non viene salvato nulla.'),
    ).toBeTruthy();
    expect(screen.getByTestId('fill-required')).toBeTruthy();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('lets a visitor try the ICPU2 form without signing in', async () => {
    serveSample(area(1));
    renderWithApp(<FormTestRoute />, { path: '/TStageForm?survey=icpu2' });
    expect(await screen.findByRole('group', { name: /Preferenza sul luogo/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Fine dining' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accedi' })).toBeNull();
  });
});

describe('/TAreaStage — the area itself, with a language toggle', () => {
  it('is not there where the test pages are off (production)', async () => {
    serveSample(area(1), { me: intern(), config: {} });
    renderWithApp(<AreaTestRoute />, { path: '/TAreaStage' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeTruthy();
  });

  it('shows a visitor the sample area, without a login, and switches its language', async () => {
    serveSample(area(6));
    renderWithApp(<AreaTestRoute />, { path: '/TAreaStage' });
    expect(await screen.findByText(/Pagina di prova: uno Stage di esempio/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accedi' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Questionario di metà Stage' })).toBeTruthy();
    const languages = screen.getByRole('group', { name: 'Lingua' });
    fireEvent.click(within(languages).getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('button', { name: 'Mid-Stage Survey' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Internship Path' })).toBeTruthy();
    await i18n.changeLanguage('it');
  });
});
