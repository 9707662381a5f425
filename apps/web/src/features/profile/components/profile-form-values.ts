import {
  localePicklist,
  picklistName,
  QUALIFICATION,
  QUALIFICATION_VALUES,
} from '@school/domain/application/picklists';
import type {
  BirthData,
  PersonalData,
  Profile,
  ResidenceData,
  StudiesData,
  UpdateProfileBody,
} from '@school/domain/profile/contracts/profile';

export interface ProfileFormValues {
  personal: PersonalData;
  birth: BirthData;
  residence: ResidenceData;
  studies: StudiesData;
}

const emptyBirth: BirthData = {
  sex: '',
  birthDate: '',
  taxCode: '',
  birthCity: '',
  birthProvince: '',
  birthCountry: '',
  citizenship: '',
  citizenship2: '',
};

const emptyResidence: ResidenceData = { street: '', city: '', postalCode: '', province: '', country: '' };

const emptyStudies: StudiesData = {
  qualification: '',
  diplomaYear: '',
  instituteName: '',
  instituteCity: '',
  instituteCountry: '',
  attendedOtherSchools: false,
  otherCookingSchools: '',
  heardFrom: '',
};

export function toFormValues(profile: Profile): ProfileFormValues {
  return {
    personal: { ...profile.personal },
    birth: { ...emptyBirth, ...profile.birth },
    residence: { ...emptyResidence, ...profile.residence },
    studies: { ...emptyStudies, ...profile.studies },
  };
}

/** The whole form is saved at once; extended sections only for users who have them. */
export function toUpdateBody(values: ProfileFormValues, hasExtendedData: boolean): UpdateProfileBody {
  if (!hasExtendedData) return { personal: values.personal };
  return {
    personal: values.personal,
    birth: values.birth,
    residence: values.residence,
    studies: {
      ...values.studies,
      otherCookingSchools: values.studies.attendedOtherSchools ? values.studies.otherCookingSchools : '',
    },
  };
}

export type QualificationKey = keyof typeof QUALIFICATION;

/**
 * The qualification options of the profile: the application's vocabulary (step 3 saves the same
 * Titolo_di_studio__c) as the profile's language offers it, each with the catalogue key of its
 * name. A value saved in the other language ("EN_Laurea Magistrale" on the Italian profile) is
 * offered too, under the same label, so the select shows it and a save keeps it.
 */
export function qualificationOptions(
  language: 'it' | 'en',
  current: string,
): { value: string; key: QualificationKey }[] {
  const values = localePicklist(QUALIFICATION_VALUES, language).map((option) => option.value);
  if (current !== '' && !values.includes(current) && QUALIFICATION_VALUES.includes(current))
    values.push(current);
  const keys = Object.keys(QUALIFICATION) as QualificationKey[];
  return values.flatMap((value) => {
    const key = keys.find((k) => QUALIFICATION[k] === picklistName(value));
    return key ? [{ value, key }] : [];
  });
}

/** Options of the "how did you hear" select (stored as these codes). */
export const HEARD_FROM = ['web', 'social', 'friends', 'school', 'fair', 'press', 'other'] as const;
