import type { ApplicationForm, ApplicationState } from '@school/domain/application/contracts/get-state';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applicationState } from '../test/render-step';
import { applicationKeys } from './application-keys';
import { rememberSavedState } from './save-step';

const key = (step: string, viaButtons = true) =>
  applicationKeys.state({ productCode: 'CUCINA-2027A', step, viaButtons, locale: 'it' });
const studies = { qualification: 'IT_Laurea Triennale', instituteCountry: 'Italia' };

describe('rememberSavedState — the answer of a save in the query cache', () => {
  it('is the state of the target step, and the saved values of the steps already opened (Previous)', () => {
    const client = new QueryClient();
    // Step 3 was opened before its save: its cached state holds no studies yet.
    client.setQueryData(key('3'), applicationState(3, { storedStep: 3, form: null }));
    const saved = applicationState(4, {
      storedStep: 4,
      form: { studies } as unknown as ApplicationForm,
    });
    rememberSavedState(client, { productCode: 'CUCINA-2027A', locale: 'it' }, saved);

    expect(client.getQueryData<ApplicationState>(key('4'))).toEqual(saved);
    const back = client.getQueryData<ApplicationState>(key('3'));
    expect(back?.form?.studies).toEqual(studies);
    expect(back).toMatchObject({ step: 3, storedStep: 4 });
  });

  it('leaves the states of another product alone', () => {
    const client = new QueryClient();
    const other = applicationKeys.state({
      productCode: 'PASTICCERIA-2027A',
      step: '3',
      viaButtons: true,
      locale: 'it',
    });
    const before = applicationState(3, { productCode: 'PASTICCERIA-2027A' });
    client.setQueryData(other, before);
    rememberSavedState(client, { productCode: 'CUCINA-2027A', locale: 'it' }, applicationState(4));
    expect(client.getQueryData(other)).toBe(before);
  });
});
