import { Alert, Checkbox, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { contextIsItaly } from '@school/domain/application/contracts/fields';
import {
  type Step6Body,
  type Step6Values,
  step6Schema,
  step6Visibility,
} from '@school/domain/application/contracts/step-6';
import { DOCUMENT_KINDS, deriveIssuingBody, documentKindOf } from '@school/domain/application/issuing-body';
import { APPLICATION_TEXT_MAX, DATE_MAX } from '@school/domain/application/limits';
import { IconAlertCircle, IconBuildingBank } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../../components/person-fields';
import { useErrorText } from '../../../../lib/error-text';
import { useCountries } from '../../../reference/api/list-countries';
import { useMunicipalities } from '../../../reference/api/list-municipalities';
import { useProvinces } from '../../../reference/api/list-provinces';
import { useStepForm } from '../../hooks/use-step-form';
import {
  ApplicationFileField,
  type ApplicationFileValue,
  initialFile,
} from '../fields/application-file-field';
import { CountrySelect } from '../fields/country-select';
import { MunicipalitySelect } from '../fields/municipality-select';
import { noPaste } from '../fields/no-paste';
import { ProvinceSelect } from '../fields/province-select';
import { picklistsGate } from '../picklists-loading';
import { StepActions } from '../step-actions';
import { StepFormError } from '../step-form-error';
import { useWizard } from '../wizard-context';

/** The form's values: the contract's values, the document type as chosen ('' at first) and the file. */
type IdentityDocumentForm = Omit<
  Step6Values,
  'documentType' | 'documentTypeValue' | 'identityDocumentFile'
> & {
  documentType: string;
  identityDocumentFile: ApplicationFileValue | null;
};

/**
 * Step 6, identity document (specification 001, section 5): "document type required; number
 * required; issue and expiry dates between 1900 and 2100; issuing country required; outside Italy
 * an issuing-body text is shown; in Italy and not a passport, province and municipality picks (with
 * a not-found fallback enabling manual municipality text); identity document file required, max
 * 4.5 MB", and the issuing body derived in Italy ("Comune di {municipality}", "Motorizzazione
 * Civile di {municipality}", "Ministro Affari Esteri", "Ente non valido"), shown as it is typed.
 * "From step 6, next saves, creates the enrolment, goes to step 7": Next is "Submit application".
 */
export default function Step6IdentityDocument() {
  const { locale } = useWizard();
  const countries = useCountries(locale);
  const provinces = useProvinces();
  const countryValues = useMemo(
    () => countries.data?.items.map((country) => country.value),
    [countries.data],
  );
  const provinceValues = useMemo(
    () => provinces.data?.items.map((province) => province.value),
    [provinces.data],
  );
  const gate = picklistsGate([countries, provinces]);
  if (gate) return gate;
  return <Step6Form countries={countryValues} provinces={provinceValues} />;
}

function Step6Form({
  countries,
  provinces,
}: {
  countries: readonly string[] | undefined;
  provinces: readonly string[] | undefined;
}) {
  const { t } = useTranslation('application');
  const errorText = useErrorText();
  const wizard = useWizard();
  const saved = wizard.state.form?.identityDocument;
  const initialValues: IdentityDocumentForm = {
    documentType: documentKindOf(saved?.documentType) ?? '',
    documentNumber: saved?.documentNumber ?? '',
    issueDate: saved?.issueDate ?? '',
    expiryDate: saved?.expiryDate ?? '',
    issuingCountry: saved?.issuingCountry ?? '',
    issuingProvince: saved?.issuingProvince ?? '',
    issuingMunicipality: saved?.issuingMunicipality ?? '',
    municipalityNotFound: saved?.municipalityNotFound ?? false,
    issuingBody: saved?.issuingBody ?? '',
    identityDocumentFile: initialFile(saved?.identityDocumentFile, wizard.state.files, 'identityDocument'),
  };

  const { context } = wizard;
  // The province chosen, known before the form: its municipalities are in the schema's context.
  const [province, setProvinceState] = useState(initialValues.issuingProvince);
  const municipalities = useMunicipalities({ province });
  const municipalityList =
    municipalities.data && !municipalities.isPlaceholderData ? municipalities.data.items : undefined;
  const schema = useMemo(
    () => step6Schema({ ...context, countries, provinces, municipalities: municipalityList }),
    [context, countries, provinces, municipalityList],
  );
  const { form, onSubmit, formError } = useStepForm<IdentityDocumentForm>({
    initialValues,
    schema,
    storedOnChange: ['identityDocumentFile'],
    toBody: (values): Step6Body => {
      const shown = step6Visibility(context, values);
      return {
        documentType: values.documentType,
        documentNumber: values.documentNumber,
        issueDate: values.issueDate,
        expiryDate: values.expiryDate,
        issuingCountry: values.issuingCountry,
        issuingProvince: shown.issuingPlace ? values.issuingProvince : '',
        issuingMunicipality: shown.issuingPlace ? values.issuingMunicipality : '',
        municipalityNotFound: shown.municipalityText,
        issuingBody: shown.issuingBodyText ? values.issuingBody : '',
        identityDocumentFile: values.identityDocumentFile,
      };
    },
  });

  const { values } = form;
  const visible = step6Visibility(context, values);
  const isIssuedInItaly = contextIsItaly(context, values.issuingCountry);
  const derived =
    values.documentType !== '' && isIssuedInItaly
      ? deriveIssuingBody({
          documentType: values.documentType,
          isIssuedInItaly,
          municipality: values.issuingMunicipality,
        })
      : null;
  const today = context.today;

  const setProvince = (chosen: string | null) => {
    setProvinceState(chosen ?? '');
    form.setFieldValue('issuingProvince', chosen ?? '');
    form.setFieldValue('issuingMunicipality', '');
  };
  const setNotFound = (notFound: boolean) => {
    form.setFieldValue('municipalityNotFound', notFound);
    form.setFieldValue('issuingMunicipality', '');
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <Text>{t('step6.intro')}</Text>
        <StepFormError error={formError} />
        <Radio.Group label={t('step6.documentType')} withAsterisk {...form.getInputProps('documentType')}>
          <Group mt="xs">
            {DOCUMENT_KINDS.map((kind) => (
              <Radio key={kind} value={kind} label={t(`step6.types.${kind}`)} />
            ))}
          </Group>
        </Radio.Group>
        <TextInput
          label={t('step6.documentNumber')}
          withAsterisk
          maxLength={APPLICATION_TEXT_MAX}
          autoComplete="off"
          {...noPaste}
          {...form.getInputProps('documentNumber')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <DateField
            label={t('step6.issueDate')}
            withAsterisk
            max={today ?? DATE_MAX}
            {...noPaste}
            {...form.getInputProps('issueDate')}
          />
          <DateField
            label={t('step6.expiryDate')}
            withAsterisk
            {...noPaste}
            {...form.getInputProps('expiryDate')}
          />
        </SimpleGrid>
        <CountrySelect
          label={t('step6.issuingCountry')}
          withAsterisk
          {...form.getInputProps('issuingCountry')}
          value={values.issuingCountry || null}
          onChange={(country) => form.setFieldValue('issuingCountry', country ?? '')}
        />
        {visible.issuingPlace && (
          <>
            <ProvinceSelect
              label={t('step6.issuingProvince')}
              withAsterisk
              {...form.getInputProps('issuingProvince')}
              value={values.issuingProvince || null}
              onChange={setProvince}
            />
            {visible.municipalityText ? (
              <TextInput
                label={t('step6.municipalityText')}
                withAsterisk
                maxLength={APPLICATION_TEXT_MAX}
                {...noPaste}
                {...form.getInputProps('issuingMunicipality')}
              />
            ) : (
              <MunicipalitySelect
                label={t('step6.issuingMunicipality')}
                withAsterisk
                province={values.issuingProvince}
                {...form.getInputProps('issuingMunicipality')}
                value={values.issuingMunicipality || null}
                onChange={(municipality) => form.setFieldValue('issuingMunicipality', municipality ?? '')}
              />
            )}
            <Checkbox
              label={t('step6.municipalityNotFound')}
              checked={values.municipalityNotFound}
              onChange={(event) => setNotFound(event.currentTarget.checked)}
            />
          </>
        )}
        {visible.issuingBodyText && (
          <TextInput
            label={t('step6.issuingBody')}
            description={t('step6.issuingBodyHint')}
            withAsterisk
            maxLength={APPLICATION_TEXT_MAX}
            {...noPaste}
            {...form.getInputProps('issuingBody')}
          />
        )}
        {derived &&
          (derived.ok ? (
            <Alert
              color="gray"
              variant="light"
              icon={<IconBuildingBank aria-hidden="true" />}
              role="status"
              data-testid="issuing-body"
            >
              {t('step6.derivedBody', { body: derived.issuingBody })}
            </Alert>
          ) : derived.error === 'application.issuingBodyInvalid' ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle aria-hidden="true" />}
              role="alert"
              data-testid="issuing-body"
            >
              {errorText(derived.error)}
            </Alert>
          ) : (
            <Text size="sm" c="dimmed" role="status" data-testid="issuing-body">
              {t('step6.derivedPending')}
            </Text>
          ))}
        {/* A refusal of the issuing body when its text is not shown (derived in Italy). */}
        {!visible.issuingBodyText && form.errors.issuingBody && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
            {form.errors.issuingBody}
          </Alert>
        )}
        <ApplicationFileField
          kind="identityDocument"
          label={t('step6.file')}
          description={t('step6.fileHint')}
          required
          value={values.identityDocumentFile}
          onChange={(file) => form.setFieldValue('identityDocumentFile', file)}
          error={form.errors.identityDocumentFile}
          data-path="identityDocumentFile"
        />
        <Text size="sm" c="dimmed">
          {t('step6.submitNote')}
        </Text>
      </Stack>
      <StepActions nextLabel={t('step6.submit')} />
    </form>
  );
}
