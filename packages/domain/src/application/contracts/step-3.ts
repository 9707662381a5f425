import { z } from 'zod';
import type { ListPicklistsResponse } from '../../reference/contracts/list-picklists.ts';
import { isItalianLocale } from '../language.ts';
import {
  ENGLISH_LEVEL,
  ENGLISH_LEVEL_VALUES,
  FIELD_OF_STUDY,
  FIELD_OF_STUDY_VALUES,
  HOW_HEARD,
  HOW_HEARD_VALUES,
  hasPicklistName,
  QUALIFICATION,
  QUALIFICATION_VALUES,
  type YesNo,
} from '../picklists.ts';
import { sameProvince } from '../places.ts';
import { filterSchools, findSchool } from '../schools.ts';
import {
  type ApplicationContext,
  contextIsItaly,
  FieldCheck,
  type FileDescriptor,
  fileField,
  optionField,
  rawBoolean,
  rawFile,
  rawText,
  referenceField,
  textField,
  yearField,
  yesNoField,
} from './fields.ts';

/**
 * Step 3, studies (specification 001, section 5): "qualification required; field of study shown
 * only for Diploma di Scuola Superiore; "Altro (specificare)" shows free text; graduation year shown
 * unless no diploma, 4 chars, 1900 to 2100; institute country shown unless no diploma; outside
 * Italy city text and institute name text; in Italy region, province and city picks; institute
 * pick list for Italian hotel-school (IT_Istituto Alberghiero) with matching schools, otherwise
 * free-text name; school filter matches city, province and region case-insensitively; attended
 * other cooking schools Si/No (Si shows school name); how known optional, Altro shows free text;
 * English level and optional certificate only in non-Italian locales (certificate only if level is
 * not native EN_Madrelingua); certificate max 4.5 MB."
 *
 * Readings:
 * - R-picklist: options are compared by name (prefix stripped), so the rules hold in every locale;
 *   a value of any locale's list is accepted (a form reopened in another language keeps its value).
 * - R-visible-required: a field shown is required unless called optional (field of study, the
 *   free texts of "Altro", the institute fields, the other school's name, the English level).
 * - R-hotel-school: the institute pick list applies to the hotel-school qualification (IT_ or EN_)
 *   when the institute is in Italy. `instituteNotListed` (our addition, like the municipality
 *   not-found fallback of step 6) lets the applicant type the name of a school missing from the
 *   registry.
 * - R-field-of-study: the field of study is a list ending with "Altro (specificare)", which shows
 *   the free text Altro_studio__c; the qualification "Altro (specificare)" shows the same free
 *   text (the two never show together: the field of study belongs to the high-school diploma).
 * - The institute's city, region and name fields appear once its country is chosen.
 */
export const Step3BodySchema = z.strictObject({
  /** Titolo_di_studio__c */
  qualification: rawText(),
  /** Altro_studio__c: the free text of "Altro (specificare)", of the qualification or of the field of study. */
  otherQualification: rawText(),
  /** Indirizzo_titolo__c */
  fieldOfStudy: rawText(),
  /** Anno_diploma__c */
  graduationYear: rawText(),
  /** Nazione_Istituto__c */
  instituteCountry: rawText(),
  /** Regione_Istituto__c */
  instituteRegion: rawText(),
  /** Provincia_Istituto__c */
  instituteProvince: rawText(),
  /** Citta_Istituto__c */
  instituteCity: rawText(),
  /** Istituto__c: the picked school's code. */
  instituteCode: rawText(),
  instituteNotListed: rawBoolean(),
  /** Nome_Istituto__c */
  instituteName: rawText(),
  /** isAltreScuole__c: Si or No */
  attendedOtherSchool: rawText(),
  /** Altre_Scuole_Cucina__c */
  otherSchoolName: rawText(),
  /** ConosciutoALMA__c */
  howKnown: rawText(),
  /** Altro_conosciuto_Alma__c */
  howKnownOther: rawText(),
  /** Livello_Inglese__c */
  englishLevel: rawText(),
  /** Upload type "Certificato Lingua". */
  englishCertificate: rawFile(),
});
export type Step3Body = z.input<typeof Step3BodySchema>;

/**
 * Step 3's picklist fields, each with its list: the answer of the picklists call that offers it
 * (`list`), the names its rules compare (`names`, the catalogue's keys) and the values saved.
 */
export const STEP3_PICKLISTS = {
  qualification: { list: 'qualification', names: QUALIFICATION, values: QUALIFICATION_VALUES },
  fieldOfStudy: { list: 'fieldOfStudy', names: FIELD_OF_STUDY, values: FIELD_OF_STUDY_VALUES },
  howKnown: { list: 'howHeard', names: HOW_HEARD, values: HOW_HEARD_VALUES },
  englishLevel: { list: 'englishLevel', names: ENGLISH_LEVEL, values: ENGLISH_LEVEL_VALUES },
} as const satisfies Partial<
  Record<
    keyof Step3Body,
    { list: keyof ListPicklistsResponse; names: Readonly<Record<string, string>>; values: readonly string[] }
  >
>;
export type Step3PicklistField = keyof typeof STEP3_PICKLISTS;

export interface Step3Visibility {
  otherQualification: boolean;
  fieldOfStudy: boolean;
  graduationYear: boolean;
  instituteCountry: boolean;
  /** Region, province and city picks. */
  institutePlacePicks: boolean;
  /** City as free text (outside Italy). */
  instituteCityText: boolean;
  /** The school pick list. */
  instituteSchoolPick: boolean;
  /** The institute's name as free text. */
  instituteNameText: boolean;
  /** The "my school is not listed" choice: offered wherever the school pick list applies (R-hotel-school). */
  instituteNotListed: boolean;
  otherSchoolName: boolean;
  howKnownOther: boolean;
  englishLevel: boolean;
  englishCertificate: boolean;
}

/**
 * Whether the school pick list applies (R-hotel-school): a hotel school student whose institute is
 * in Italy. Where it applies, the form also offers "my school is not listed".
 */
export function schoolListApplies(
  ctx: Pick<ApplicationContext, 'isItaly'>,
  values: { qualification?: string | null; instituteCountry?: string | null },
): boolean {
  return (
    hasPicklistName(values.qualification, QUALIFICATION.hotelSchoolStudent) &&
    contextIsItaly(ctx, values.instituteCountry)
  );
}

/**
 * "My school is not listed" as a saved application holds it: the school list applied, no school
 * was picked from it (no code) and the school's name was typed instead.
 */
export function savedInstituteNotListed(
  ctx: Pick<ApplicationContext, 'isItaly'>,
  values: {
    qualification: string;
    instituteCountry: string;
    instituteCode: string;
    instituteName: string;
  },
): boolean {
  return schoolListApplies(ctx, values) && values.instituteCode === '' && values.instituteName !== '';
}

export function step3Visibility(
  ctx: Pick<ApplicationContext, 'locale' | 'isItaly'>,
  values: {
    qualification?: string | null;
    fieldOfStudy?: string | null;
    instituteCountry?: string | null;
    instituteNotListed?: boolean | null;
    attendedOtherSchool?: string | null;
    howKnown?: string | null;
    englishLevel?: string | null;
  },
): Step3Visibility {
  const diploma = !hasPicklistName(values.qualification, QUALIFICATION.noDiploma);
  const countryChosen = diploma && (values.instituteCountry ?? '').trim() !== '';
  const inItaly = countryChosen && contextIsItaly(ctx, values.instituteCountry);
  const schoolList = countryChosen && schoolListApplies(ctx, values);
  const schoolPick = schoolList && !values.instituteNotListed;
  const english = !isItalianLocale(ctx.locale);
  const fieldOfStudy = hasPicklistName(values.qualification, QUALIFICATION.highSchoolDiploma);
  return {
    otherQualification:
      hasPicklistName(values.qualification, QUALIFICATION.other) ||
      (fieldOfStudy && hasPicklistName(values.fieldOfStudy, FIELD_OF_STUDY.other)),
    fieldOfStudy,
    graduationYear: diploma,
    instituteCountry: diploma,
    institutePlacePicks: inItaly,
    instituteCityText: countryChosen && !inItaly,
    instituteSchoolPick: schoolPick,
    instituteNameText: countryChosen && !schoolPick,
    instituteNotListed: schoolList,
    otherSchoolName: values.attendedOtherSchool === 'Si',
    howKnownOther: hasPicklistName(values.howKnown, HOW_HEARD.other),
    englishLevel: english,
    englishCertificate: english && !hasPicklistName(values.englishLevel, ENGLISH_LEVEL.native),
  };
}

export interface Step3Values {
  qualification: string;
  otherQualification: string;
  fieldOfStudy: string;
  graduationYear: string;
  instituteCountry: string;
  instituteRegion: string;
  instituteProvince: string;
  instituteCity: string;
  /** The picked school's code ('' when typed). */
  instituteCode: string;
  /** The picked school's name, or the name typed. */
  instituteName: string;
  attendedOtherSchool: YesNo;
  otherSchoolName: string;
  howKnown: string;
  howKnownOther: string;
  englishLevel: string;
  englishCertificate: FileDescriptor | null;
}

export function step3Schema(
  ctx: Pick<
    ApplicationContext,
    'locale' | 'isItaly' | 'countries' | 'regions' | 'provinces' | 'municipalities' | 'schools'
  >,
) {
  return Step3BodySchema.transform((raw, zctx): Step3Values => {
    const check = new FieldCheck(zctx);
    const visible = step3Visibility(ctx, raw);
    const shown = <T>(isShown: boolean, path: keyof typeof raw, schema: z.ZodType<T>, hidden: T): T =>
      isShown ? check.field(path, schema, raw[path]) : hidden;
    const picked = (field: Step3PicklistField, required = true) =>
      optionField(STEP3_PICKLISTS[field].values, required);

    const qualification = check.field('qualification', picked('qualification'), raw.qualification);
    const otherQualification = shown(visible.otherQualification, 'otherQualification', textField(), '');
    const fieldOfStudy = shown(visible.fieldOfStudy, 'fieldOfStudy', picked('fieldOfStudy'), '');
    const graduationYear = shown(visible.graduationYear, 'graduationYear', yearField(), '');
    const instituteCountry = shown(
      visible.instituteCountry,
      'instituteCountry',
      referenceField(ctx.countries),
      '',
    );

    const instituteRegion = shown(
      visible.institutePlacePicks,
      'instituteRegion',
      referenceField(ctx.regions),
      '',
    );
    const instituteProvince = shown(
      visible.institutePlacePicks,
      'instituteProvince',
      referenceField(ctx.provinces),
      '',
    );
    let instituteCity = '';
    if (visible.institutePlacePicks) {
      const towns = ctx.municipalities
        ?.filter((m) => check.failed('instituteProvince') || sameProvince(m.province, instituteProvince))
        .map((m) => m.name);
      instituteCity = check.field('instituteCity', referenceField(towns), raw.instituteCity);
    } else if (visible.instituteCityText) {
      instituteCity = check.field('instituteCity', textField(), raw.instituteCity);
    }

    let instituteCode = '';
    let instituteName = '';
    if (visible.instituteSchoolPick) {
      instituteCode = check.field('instituteCode', textField(), raw.instituteCode);
      if (ctx.schools && !check.failed('instituteCode')) {
        const matching = filterSchools(ctx.schools, {
          region: instituteRegion,
          province: instituteProvince,
          city: instituteCity,
        });
        const school = findSchool(matching, instituteCode);
        if (school) {
          instituteCode = school.code;
          instituteName = school.name;
        } else check.fail('instituteCode', 'application.invalidOption', raw.instituteCode);
      }
    } else if (visible.instituteNameText) {
      instituteName = check.field('instituteName', textField(), raw.instituteName);
    }

    const attendedOtherSchool = check.field('attendedOtherSchool', yesNoField(), raw.attendedOtherSchool);
    const otherSchoolName = shown(visible.otherSchoolName, 'otherSchoolName', textField(), '');

    const howKnown = check.field('howKnown', picked('howKnown', false), raw.howKnown);
    const howKnownOther = shown(visible.howKnownOther, 'howKnownOther', textField(), '');

    const englishLevel = shown(visible.englishLevel, 'englishLevel', picked('englishLevel'), '');
    const englishCertificate = visible.englishCertificate
      ? check.field('englishCertificate', fileField('englishCertificate', false), raw.englishCertificate)
      : null;

    if (!check.ok) return z.NEVER;
    return {
      qualification,
      otherQualification,
      fieldOfStudy,
      graduationYear,
      instituteCountry,
      instituteRegion,
      instituteProvince,
      instituteCity,
      instituteCode,
      instituteName,
      attendedOtherSchool,
      otherSchoolName,
      howKnown,
      howKnownOther,
      englishLevel,
      englishCertificate,
    };
  });
}
export type Step3Input = z.input<ReturnType<typeof step3Schema>>;
