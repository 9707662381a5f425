import '../../../test/setup';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, useLanguage } from '../../../test/render';
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
});
