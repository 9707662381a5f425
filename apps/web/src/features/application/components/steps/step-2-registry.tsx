import { SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ApplicationContext } from '@school/domain/application/contracts/fields';
import type { Step2Body } from '@school/domain/application/contracts/step-2';
import { step2Schema, step2Visibility } from '@school/domain/application/contracts/step-2';
import {
  APPLICATION_POSTCODE_MAX,
  BIRTH_CITY_MAX,
  DATE_MAX,
  FOREIGN_PROVINCE,
  RESIDENCE_CITY_MAX,
  STREET_MAX,
  TAX_CODE_LENGTH,
} from '@school/domain/application/limits';
import { type ChangeEvent, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../../components/person-fields';
import { useCountries } from '../../../reference/api/list-countries';
import { useProvinces } from '../../../reference/api/list-provinces';
import { useStepForm } from '../../hooks/use-step-form';
import { CountrySelect } from '../fields/country-select';
import { ProvinceSelect } from '../fields/province-select';
import { YesNoRadio } from '../fields/yes-no-radio';
import { picklistsGate } from '../picklists-loading';
import { StepActions } from '../step-actions';
import { StepFormError } from '../step-form-error';
import { useWizard } from '../wizard-context';

/** The form of step 2 (selects hold null when cleared). */
type Step2FormValues = {
  birthDate: string;
  hasItalianTaxCode: string;
  taxCode: string;
  birthCity: string;
  birthProvince: string | null;
  birthCountry: string | null;
  street: string;
  residenceCity: string;
  postalCode: string;
  residenceProvince: string | null;
  residenceCountry: string | null;
  citizenship: string | null;
  secondCitizenship: string | null;
};

function initialValuesOf(saved: Partial<Step2Body> | null | undefined): Step2FormValues {
  return {
    birthDate: saved?.birthDate ?? '',
    hasItalianTaxCode: saved?.hasItalianTaxCode ?? '',
    taxCode: saved?.taxCode ?? '',
    birthCity: saved?.birthCity ?? '',
    birthProvince: saved?.birthProvince || null,
    birthCountry: saved?.birthCountry || null,
    street: saved?.street ?? '',
    residenceCity: saved?.residenceCity ?? '',
    postalCode: saved?.postalCode ?? '',
    residenceProvince: saved?.residenceProvince || null,
    residenceCountry: saved?.residenceCountry || null,
    citizenship: saved?.citizenship || null,
    secondCitizenship: saved?.secondCitizenship || null,
  };
}

/**
 * The body of Next: exactly `Step2Body` (a strict object). A field not shown carries '' (the
 * server does not read it), a province not shown "EE - For Foreign Country" (what it saves).
 */
function toBodyIn(ctx: Pick<ApplicationContext, 'locale' | 'isItaly'>, values: Step2FormValues): Step2Body {
  const visible = step2Visibility(ctx, values);
  return {
    birthDate: values.birthDate,
    hasItalianTaxCode: visible.taxCodeQuestion ? values.hasItalianTaxCode : '',
    taxCode: visible.taxCode ? values.taxCode : '',
    birthCity: values.birthCity,
    birthProvince: visible.birthProvince ? (values.birthProvince ?? '') : FOREIGN_PROVINCE,
    birthCountry: values.birthCountry ?? '',
    street: values.street,
    residenceCity: values.residenceCity,
    postalCode: values.postalCode,
    residenceProvince: visible.residenceProvince ? (values.residenceProvince ?? '') : FOREIGN_PROVINCE,
    residenceCountry: values.residenceCountry ?? '',
    citizenship: values.citizenship ?? '',
    secondCitizenship: values.secondCitizenship ?? '',
  };
}

/**
 * Step 2, registry: birth, residence, citizenship (specification 001, sections 3 and 5). The
 * rules are `step2Schema` of packages/domain, the server's own; the fields shown follow
 * `step2Visibility` (tax-code question in English and Chinese, provinces in Italian only).
 */
export default function Step2Registry() {
  const { t } = useTranslation('application');
  const { state, locale, context } = useWizard();
  const isItalianForm = step2Visibility(context, {}).birthProvince;
  const countries = useCountries(locale);
  const provinces = useProvinces('', isItalianForm);

  const countryValues = useMemo(
    () => countries.data?.items.map((country) => country.value),
    [countries.data],
  );
  const provinceItems = provinces.data?.items;
  const schema = useMemo(
    () =>
      step2Schema({
        ...context,
        ...(countryValues ? { countries: countryValues } : {}),
        ...(provinceItems ? { provinces: provinceItems.map((province) => province.value) } : {}),
      }),
    [context, countryValues, provinceItems],
  );
  const toBody = useCallback((values: Step2FormValues) => toBodyIn(context, values), [context]);
  const [initialValues] = useState(() => initialValuesOf(state.form?.registry));
  const { form, onSubmit, formError, textProps } = useStepForm<Step2FormValues>({
    initialValues,
    schema,
    toBody,
  });

  const visible = step2Visibility(context, form.values);
  const gate = picklistsGate([countries, isItalianForm && provinces]);
  if (gate) return gate;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <Text>{t('step2.intro')}</Text>
        <StepFormError error={formError} />

        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateField
            label={t('step2.birthDate')}
            max={context.today ?? DATE_MAX}
            autoComplete="bday"
            withAsterisk
            {...form.getInputProps('birthDate')}
          />
          {visible.taxCodeQuestion && (
            <YesNoRadio
              label={t('step2.hasItalianTaxCode')}
              withAsterisk
              {...form.getInputProps('hasItalianTaxCode')}
            />
          )}
          {visible.taxCode && (
            <TextInput
              label={t('step2.taxCode')}
              description={t('step2.taxCodeHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              withAsterisk
              {...textProps('taxCode', TAX_CODE_LENGTH)}
              onChange={(event: ChangeEvent<HTMLInputElement>) =>
                form.setFieldValue('taxCode', event.currentTarget.value.toUpperCase())
              }
            />
          )}
        </SimpleGrid>

        <Title order={2} size="h4">
          {t('step2.sections.birth')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('step2.birthCity')}
            autoComplete="off"
            withAsterisk
            {...textProps('birthCity', BIRTH_CITY_MAX)}
          />
          {visible.birthProvince && (
            <ProvinceSelect
              label={t('step2.birthProvince')}
              withForeign
              withAsterisk
              {...form.getInputProps('birthProvince')}
            />
          )}
          <CountrySelect
            label={t('step2.birthCountry')}
            withAsterisk
            {...form.getInputProps('birthCountry')}
          />
        </SimpleGrid>

        <Title order={2} size="h4">
          {t('step2.sections.residence')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('step2.street')}
            description={t('step2.streetHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            autoComplete="street-address"
            withAsterisk
            {...textProps('street', STREET_MAX)}
          />
          <TextInput
            label={t('step2.residenceCity')}
            autoComplete="address-level2"
            withAsterisk
            {...textProps('residenceCity', RESIDENCE_CITY_MAX)}
          />
          <TextInput
            label={t('step2.postalCode')}
            autoComplete="postal-code"
            autoCapitalize="characters"
            withAsterisk={visible.postalCodeRequired}
            {...textProps('postalCode', APPLICATION_POSTCODE_MAX)}
          />
          {visible.residenceProvince && (
            <ProvinceSelect
              label={t('step2.residenceProvince')}
              withForeign
              withAsterisk
              {...form.getInputProps('residenceProvince')}
            />
          )}
          <CountrySelect
            label={t('step2.residenceCountry')}
            withAsterisk
            {...form.getInputProps('residenceCountry')}
          />
        </SimpleGrid>

        <Title order={2} size="h4">
          {t('step2.sections.citizenship')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CountrySelect label={t('step2.citizenship')} withAsterisk {...form.getInputProps('citizenship')} />
          <CountrySelect label={t('step2.secondCitizenship')} {...form.getInputProps('secondCitizenship')} />
        </SimpleGrid>

        <StepActions />
      </Stack>
    </form>
  );
}
