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

/** Options of the studies selects (stored as these codes). */
export const QUALIFICATIONS = [
  'middleSchool',
  'hospitalityDiploma',
  'highSchoolDiploma',
  'bachelor',
  'master',
  'other',
] as const;
export const HEARD_FROM = ['web', 'social', 'friends', 'school', 'fair', 'press', 'other'] as const;
