import { Checkbox, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  STEP3_PICKLISTS,
  type Step3Body,
  type Step3PicklistField,
  type Step3Values,
  step3Schema,
  step3Visibility,
} from '@school/domain/application/contracts/step-3';
import { YEAR_DIGITS } from '@school/domain/application/limits';
import { localeValue } from '@school/domain/application/picklists';
import type { ApplicationLocale } from '@school/domain/shared/locale';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useCountries } from '../../../reference/api/list-countries';
import { useMunicipalities } from '../../../reference/api/list-municipalities';
import { usePicklists } from '../../../reference/api/list-picklists';
import { useProvinces } from '../../../reference/api/list-provinces';
import { useRegions } from '../../../reference/api/list-regions';
import { useSchools } from '../../../reference/api/list-schools';
import { useStepForm } from '../../hooks/use-step-form';
import { keyOfName } from '../../utils/step3-options';
import { ApplicationFileField } from '../fields/application-file-field';
import { CountrySelect } from '../fields/country-select';
import { MunicipalitySelect } from '../fields/municipality-select';
import { noPaste } from '../fields/no-paste';
import { ProvinceSelect } from '../fields/province-select';
import { APPLICATION_COMBOBOX } from '../fields/reference-select';
import { RegionSelect } from '../fields/region-select';
import { SchoolSelect } from '../fields/school-select';
import { YesNoRadio } from '../fields/yes-no-radio';
import { PicklistsLoading, picklistsGate } from '../picklists-loading';
import { StepActions } from '../step-actions';
import { StepFormError } from '../step-form-error';
import { useWizard } from '../wizard-context';

/**
 * The form's values: the contract's values as texts ('' when empty, a cleared select included),
 * the "not listed" checkbox and the file.
 */
type Step3Form = Omit<Step3Values, 'attendedOtherSchool'> & {
  attendedOtherSchool: string;
  instituteNotListed: boolean;
} & Record<string, unknown>;

type PickPath =
  | 'qualification'
  | 'fieldOfStudy'
  | 'instituteCountry'
  | 'instituteRegion'
  | 'instituteProvince'
  | 'instituteCity'
  | 'instituteCode'
  | 'howKnown'
  | 'englishLevel';

/**
 * What each choice makes stale: "when a parent choice changes (country, region, province), clear
 * the dependent values"; the city chosen also decides the schools offered.
 */
const DEPENDENTS: Partial<Record<PickPath, readonly (keyof Step3Form & string)[]>> = {
  instituteCountry: [
    'instituteRegion',
    'instituteProvince',
    'instituteCity',
    'instituteCode',
    'instituteName',
  ],
  instituteRegion: ['instituteProvince', 'instituteCity', 'instituteCode'],
  instituteProvince: ['instituteCity', 'instituteCode'],
  instituteCity: ['instituteCode'],
};

/**
 * A saved picklist value as this locale offers it (a form filled in Italian and reopened in English
 * keeps its choice: "IT_Fiera" → "EN_Fiera"); kept as it is when the locale has no such value.
 */
function localised(
  saved: Step3Body | undefined,
  field: Step3PicklistField,
  locale: ApplicationLocale,
): string {
  const value = saved?.[field];
  if (!value) return '';
  return localeValue(value, STEP3_PICKLISTS[field].values, locale) ?? value;
}

function initialValues(
  saved: Step3Body | undefined,
  certificate: { fileName: string; size: number } | undefined,
  locale: ApplicationLocale,
): Step3Form {
  return {
    qualification: localised(saved, 'qualification', locale),
    otherQualification: saved?.otherQualification ?? '',
    fieldOfStudy: localised(saved, 'fieldOfStudy', locale),
    graduationYear: saved?.graduationYear ?? '',
    instituteCountry: saved?.instituteCountry ?? '',
    instituteRegion: saved?.instituteRegion ?? '',
    instituteProvince: saved?.instituteProvince ?? '',
    instituteCity: saved?.instituteCity ?? '',
    instituteCode: saved?.instituteCode ?? '',
    instituteNotListed: saved?.instituteNotListed ?? false,
    instituteName: saved?.instituteName ?? '',
    attendedOtherSchool: saved?.attendedOtherSchool ?? '',
    otherSchoolName: saved?.otherSchoolName ?? '',
    howKnown: localised(saved, 'howKnown', locale),
    howKnownOther: saved?.howKnownOther ?? '',
    englishLevel: localised(saved, 'englishLevel', locale),
    englishCertificate: certificate ? { name: certificate.fileName, size: certificate.size } : null,
  };
}

/**
 * The body posted: exactly `Step3Body`, every field the visibility rules hide emptied, so nothing
 * stale (a school of another city, the name typed before choosing Italy...) is saved.
 */
function toBody(values: Step3Form, locale: ApplicationLocale): Step3Body {
  const visible = step3Visibility({ locale }, values);
  const shown = (isShown: boolean, value: string) => (isShown ? value : '');
  return {
    qualification: values.qualification,
    otherQualification: shown(visible.otherQualification, values.otherQualification),
    fieldOfStudy: shown(visible.fieldOfStudy, values.fieldOfStudy),
    graduationYear: shown(visible.graduationYear, values.graduationYear),
    instituteCountry: shown(visible.instituteCountry, values.instituteCountry),
    instituteRegion: shown(visible.institutePlacePicks, values.instituteRegion),
    instituteProvince: shown(visible.institutePlacePicks, values.instituteProvince),
    instituteCity: shown(visible.institutePlacePicks || visible.instituteCityText, values.instituteCity),
    instituteCode: shown(visible.instituteSchoolPick, values.instituteCode),
    instituteNotListed: visible.instituteNotListed && values.instituteNotListed,
    instituteName: shown(visible.instituteNameText, values.instituteName),
    attendedOtherSchool: values.attendedOtherSchool,
    otherSchoolName: shown(visible.otherSchoolName, values.otherSchoolName),
    howKnown: values.howKnown,
    howKnownOther: shown(visible.howKnownOther, values.howKnownOther),
    englishLevel: shown(visible.englishLevel, values.englishLevel),
    englishCertificate: visible.englishCertificate ? values.englishCertificate : null,
  };
}

/** A loaded list, or undefined while it loads (a placeholder of another filter is no answer). */
function loaded<T>(query: { data?: T; isPlaceholderData: boolean }): T | undefined {
  return query.isPlaceholderData ? undefined : query.data;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section">
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * Step 3, studies (specification 001, section 5): the qualification and, unless there is no
 * diploma, the year and the institute (in Italy region, province and city picks and, for a
 * hotel-school student, the registry's schools of that city; elsewhere city and name typed); other
 * cooking schools; how the applicant heard of the school; outside the Italian form the English level
 * and an optional certificate. What is shown follows `step3Visibility`; Next checks with
 * `step3Schema` fed with the reference lists once they are loaded.
 */
export default function Step3Studies() {
  const { t } = useTranslation('application');
  const wizard = useWizard();
  const { locale, context } = wizard;

  // The lists the schema checks depend on the form's own choices (the provinces of the region...):
  // the form validates through this reference to the schema of the latest lists.
  const schemaRef = useRef<z.ZodType | null>(null);
  const lazySchema = useMemo(() => z.lazy(() => schemaRef.current ?? step3Schema(context)), [context]);
  const certificateFile = wizard.state.files.find((file) => file.kind === 'englishCertificate');
  const { form, onSubmit, formError, textProps } = useStepForm<Step3Form>({
    initialValues: initialValues(wizard.state.form?.studies, certificateFile, locale),
    schema: lazySchema,
    toBody: (values) => toBody(values, locale),
  });
  const values = form.values;
  const visible = step3Visibility(context, values);
  const region = values.instituteRegion;
  const province = values.instituteProvince;
  const city = values.instituteCity;

  const picklists = usePicklists(locale);
  const countries = useCountries(locale);
  // The same queries as the pickers' (one request each, through the query cache).
  const regions = useRegions(visible.institutePlacePicks);
  const provinces = useProvinces(region, visible.institutePlacePicks && region !== '');
  const municipalities = useMunicipalities({ province: visible.institutePlacePicks ? province : '' });
  const schools = useSchools({ region, province, city }, visible.instituteSchoolPick && city !== '');

  const countryValues = useMemo(() => countries.data?.items.map((c) => c.value), [countries.data]);
  const regionNames = useMemo(() => regions.data?.items.map((r) => r.name), [regions.data]);
  const provinceValues = useMemo(
    () => provinces.data?.items.filter((p) => !p.isForeign).map((p) => p.value),
    [provinces.data],
  );
  const municipalityItems = loaded(municipalities)?.items;
  const schoolItems = loaded(schools)?.items;
  const schema = useMemo(
    () =>
      step3Schema({
        ...context,
        countries: countryValues,
        regions: regionNames,
        provinces: provinceValues,
        municipalities: municipalityItems,
        schools: schoolItems,
      }),
    [context, countryValues, regionNames, provinceValues, municipalityItems, schoolItems],
  );
  useEffect(() => {
    schemaRef.current = schema;
  }, [schema]);

  /** A picklist's options as this locale shows them, each labelled by the catalogue from its name. */
  const optionsOf = <F extends Step3PicklistField>(
    field: F,
    label: (key: keyof (typeof STEP3_PICKLISTS)[F]['names']) => string,
  ) => {
    const { list, names } = STEP3_PICKLISTS[field];
    return (picklists.data?.[list] ?? []).map((option) => {
      const key = keyOfName(names, option.name);
      return { value: option.value, label: key === undefined ? option.name : label(key) };
    });
  };
  const qualificationData = optionsOf('qualification', (key) => t(`step3.options.qualification.${key}`));
  const fieldOfStudyData = optionsOf('fieldOfStudy', (key) => t(`step3.options.fieldOfStudy.${key}`));
  const howHeardData = optionsOf('howKnown', (key) => t(`step3.options.howHeard.${key}`));
  const englishLevelData = optionsOf('englishLevel', (key) => t(`step3.options.englishLevel.${key}`));

  /** Sets a choice and empties what depended on the previous one. */
  const pick = (path: PickPath, value: string | null) => {
    const next = value ?? '';
    if (values[path] === next) return;
    const stale = DEPENDENTS[path] ?? [];
    if (stale.length > 0) form.setValues(Object.fromEntries(stale.map((key) => [key, ''])));
    form.setFieldValue(path, next);
  };
  const selectProps = (path: PickPath) => ({
    ...form.getInputProps(path),
    value: values[path] === '' ? null : values[path],
    onChange: (value: string | null) => pick(path, value),
  });

  const gate = picklistsGate([picklists, countries]);
  if (gate || !picklists.data || !countries.data) return gate ?? <PicklistsLoading />;

  const hasInstitute = visible.instituteCountry;
  const choose = t('step3.choose');
  /** A required choice among the options of a picklist. */
  const requiredPick = (path: PickPath, label: string, data: { value: string; label: string }[]) => (
    <Select
      comboboxProps={APPLICATION_COMBOBOX}
      label={label}
      placeholder={choose}
      data={data}
      allowDeselect={false}
      withAsterisk
      {...selectProps(path)}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="xl">
        <Text>{t('step3.intro')}</Text>
        <StepFormError error={formError} />

        <Section title={t('step3.qualificationTitle')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {requiredPick('qualification', t('step3.qualification'), qualificationData)}
            {visible.fieldOfStudy && requiredPick('fieldOfStudy', t('step3.fieldOfStudy'), fieldOfStudyData)}
            {visible.otherQualification && (
              <TextInput
                label={t(visible.fieldOfStudy ? 'step3.otherFieldOfStudy' : 'step3.otherQualification')}
                withAsterisk
                {...textProps('otherQualification')}
              />
            )}
            {visible.graduationYear && (
              <TextInput
                label={t('step3.graduationYear')}
                description={t('step3.graduationYearHint')}
                inputMode="numeric"
                autoComplete="off"
                maxLength={YEAR_DIGITS}
                withAsterisk
                {...noPaste}
                {...form.getInputProps('graduationYear')}
                onChange={(event) =>
                  form.setFieldValue('graduationYear', event.currentTarget.value.replace(/\D/g, ''))
                }
              />
            )}
          </SimpleGrid>
        </Section>

        {hasInstitute && (
          <Section title={t('step3.instituteTitle')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <CountrySelect
                label={t('step3.instituteCountry')}
                placeholder={choose}
                withAsterisk
                {...selectProps('instituteCountry')}
              />
              {visible.institutePlacePicks && (
                <>
                  <RegionSelect
                    label={t('step3.instituteRegion')}
                    placeholder={choose}
                    withAsterisk
                    {...selectProps('instituteRegion')}
                  />
                  <ProvinceSelect
                    region={region}
                    label={t('step3.instituteProvince')}
                    placeholder={region === '' ? t('step3.chooseRegionFirst') : choose}
                    disabled={region === ''}
                    withAsterisk
                    {...selectProps('instituteProvince')}
                  />
                  <MunicipalitySelect
                    province={province}
                    label={t('step3.instituteCity')}
                    placeholder={province === '' ? t('step3.chooseProvinceFirst') : choose}
                    withAsterisk
                    {...selectProps('instituteCity')}
                  />
                </>
              )}
              {visible.instituteCityText && (
                <TextInput label={t('step3.instituteCity')} withAsterisk {...textProps('instituteCity')} />
              )}
              {visible.instituteSchoolPick && (
                <SchoolSelect
                  region={region}
                  province={province}
                  city={city}
                  label={t('step3.instituteCode')}
                  description={t('step3.instituteCodeHint')}
                  placeholder={city === '' ? t('step3.chooseCityFirst') : choose}
                  nothingFoundMessage={t('step3.noSchools')}
                  disabled={city === ''}
                  withAsterisk
                  {...selectProps('instituteCode')}
                />
              )}
              {visible.instituteNameText && (
                <TextInput label={t('step3.instituteName')} withAsterisk {...textProps('instituteName')} />
              )}
            </SimpleGrid>
            {visible.instituteNotListed && (
              <Checkbox
                label={t('step3.instituteNotListed')}
                {...form.getInputProps('instituteNotListed', { type: 'checkbox' })}
              />
            )}
          </Section>
        )}

        <Section title={t('step3.moreTitle')}>
          <YesNoRadio
            label={t('step3.attendedOtherSchool')}
            withAsterisk
            {...form.getInputProps('attendedOtherSchool')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {visible.otherSchoolName && (
              <TextInput label={t('step3.otherSchoolName')} withAsterisk {...textProps('otherSchoolName')} />
            )}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              comboboxProps={APPLICATION_COMBOBOX}
              label={t('step3.howKnown')}
              placeholder={t('step3.optional')}
              data={howHeardData}
              clearable
              {...selectProps('howKnown')}
            />
            {visible.howKnownOther && (
              <TextInput label={t('step3.howKnownOther')} withAsterisk {...textProps('howKnownOther')} />
            )}
          </SimpleGrid>
        </Section>

        {visible.englishLevel && (
          <Section title={t('step3.englishTitle')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {requiredPick('englishLevel', t('step3.englishLevel'), englishLevelData)}
            </SimpleGrid>
            {visible.englishCertificate && (
              <ApplicationFileField
                kind="englishCertificate"
                label={t('step3.englishCertificate')}
                description={t('step3.englishCertificateHint')}
                required={false}
                value={values.englishCertificate}
                onChange={(file) => form.setFieldValue('englishCertificate', file)}
                error={form.errors.englishCertificate}
                data-path="englishCertificate"
              />
            )}
          </Section>
        )}

        <StepActions />
      </Stack>
    </form>
  );
}
