import { QUALIFICATION_VALUES } from '@school/domain/application/picklists';
import { describe, expect, it } from 'vitest';
import { qualificationOptions } from './profile-form-values';

describe("qualificationOptions — the profile offers the application's qualification vocabulary", () => {
  it("lists the application's six qualifications in the profile's language", () => {
    expect(qualificationOptions('it', '')).toEqual([
      { value: 'IT_Istituto Alberghiero', key: 'hotelSchoolStudent' },
      { value: 'IT_Diploma di Scuola Superiore', key: 'highSchoolDiploma' },
      { value: 'IT_Laurea Triennale', key: 'bachelorDegree' },
      { value: 'IT_Laurea Magistrale', key: 'masterDegree' },
      { value: 'IT_Nessun Diploma', key: 'noDiploma' },
      { value: 'IT_Altro (specificare)', key: 'other' },
    ]);
    expect(qualificationOptions('en', '').map((option) => option.value)).toEqual(
      QUALIFICATION_VALUES.filter((value) => value.startsWith('EN_')),
    );
  });

  it('keeps a value saved by the application in the other language, under its label', () => {
    const options = qualificationOptions('it', 'EN_Laurea Magistrale');
    expect(options).toHaveLength(7);
    expect(options.at(-1)).toEqual({ value: 'EN_Laurea Magistrale', key: 'masterDegree' });
  });

  it('offers nothing outside the vocabulary', () => {
    expect(qualificationOptions('it', 'hospitalityDiploma').map((option) => option.value)).not.toContain(
      'hospitalityDiploma',
    );
  });
});
