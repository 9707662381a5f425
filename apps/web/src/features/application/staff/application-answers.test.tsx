import '../../../test/setup';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import { ApplicationAnswers } from './application-answers';

const data = {
  form: {
    personalData: { firstName: 'Kenji' },
    registry: {},
    studies: {},
    documents: { cv: null, motivationalLetter: null },
    identityDocument: { documentType: null, identityDocumentFile: null },
  },
  files: [],
} as unknown as Parameters<typeof ApplicationAnswers>[0]['data'];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('what the applicant entered', () => {
  it.each([
    ['en', 'Motivational letter:', 'Copy of the identity document:'],
    ['it', 'Lettera motivazionale:', 'Copia del documento di identità:'],
  ] as const)(
    'labels every field as the applicant saw it (%s), never by its name',
    async (language, letter, file) => {
      await useLanguage(language, ['staff', 'application']);
      renderWithApp(<ApplicationAnswers data={data} />);
      expect(await screen.findByText(letter)).toBeTruthy();
      expect(screen.getByText(file)).toBeTruthy();
      expect(screen.queryByText(/motivationalLetter|identityDocumentFile/)).toBeNull();
    },
  );

  it.each([
    ['en', 'High-school diploma', 'General upper-secondary school (liceo)'],
    ['it', 'Diploma di Scuola Superiore', 'Liceo'],
  ] as const)(
    'names a study picklist value as the applicant chose it (%s), never its stored code',
    async (language, qualification, field) => {
      await useLanguage(language, ['staff', 'application']);
      const studies = {
        ...data,
        form: {
          ...data.form,
          studies: {
            qualification: 'IT_Diploma di Scuola Superiore',
            fieldOfStudy: 'EN_Liceo',
            instituteName: 'IT_Unknown',
          },
        },
      } as typeof data;
      renderWithApp(<ApplicationAnswers data={studies} />);
      expect(await screen.findByText(qualification)).toBeTruthy();
      expect(screen.getByText(field)).toBeTruthy();
      expect(screen.queryByText(/IT_Diploma|EN_Liceo/)).toBeNull();
      // A field that is no picklist shows what was typed, as it is.
      expect(screen.getByText('IT_Unknown')).toBeTruthy();
    },
  );

  it.each([
    ['en', 'France', 'Stateless', 'Italy'],
    ['it', 'Francia', 'Apolide', 'Italia'],
  ] as const)(
    'names a country in the console language (%s), never by its stored key',
    async (language, birth, citizenship, issuing) => {
      await useLanguage(language, ['staff', 'application']);
      const asked: string[] = [];
      const names = {
        en: [
          { value: 'Francia', name: 'France', code: 'FR' },
          { value: 'Italia', name: 'Italy', code: 'IT' },
          { value: 'Apolide', name: 'Stateless', code: null },
        ],
        it: [
          { value: 'Francia', name: 'Francia', code: 'FR' },
          { value: 'Italia', name: 'Italia', code: 'IT' },
          { value: 'Apolide', name: 'Apolide', code: null },
        ],
      };
      vi.stubGlobal(
        'fetch',
        vi.fn(async (input: string) => {
          const url = new URL(input, 'http://localhost');
          if (url.pathname !== '/api/reference/countries') return jsonResponse(200, { user: null });
          asked.push(`${url.pathname}${url.search}`);
          return jsonResponse(200, { items: names[language] });
        }),
      );
      const withCountries = {
        ...data,
        form: {
          ...data.form,
          registry: { birthCountry: 'Francia', citizenship: 'Apolide', birthCity: 'Italia' },
          identityDocument: { issuingCountry: 'Italia' },
        },
      } as typeof data;
      renderWithApp(<ApplicationAnswers data={withCountries} />);
      expect(await screen.findByText(birth)).toBeTruthy();
      expect(screen.getByText(citizenship)).toBeTruthy();
      expect(screen.getAllByText(issuing).length).toBeGreaterThan(0);
      // A field that holds no country shows what was typed, as it is.
      expect(screen.getAllByText('Italia')).toHaveLength(language === 'it' ? 2 : 1);
      expect(asked).toEqual([`/api/reference/countries?locale=${language}`]);
    },
  );
});
