import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Radio,
  SimpleGrid,
  Stack,
  Tabs,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type Profile, UpdateProfileBodySchema } from '@school/domain/profile/contracts/profile';
import { PHONE_MAX, POSTCODE_MAX, TAX_CODE_MAX, TEXT_MAX, YEAR_DIGITS } from '@school/domain/shared/limits';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LeaveGuard } from '../../../components/leave-guard';
import { DateField, NameFields, SexSelect } from '../../../components/person-fields';
import { useLocale } from '../../../hooks/use-locale';
import { isApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { fieldErrorsText, zodResolver } from '../../../lib/zod-resolver';
import { useUpdateProfile } from '../api/update-profile';
import {
  HEARD_FROM,
  type ProfileFormValues,
  qualificationOptions,
  toFormValues,
  toUpdateBody,
} from './profile-form-values';

/** The profile's sections, in the order of their tabs. */
const SECTIONS = ['general', 'birth', 'residence', 'studies'] as const;
type Section = (typeof SECTIONS)[number];

function sectionOf(path: string): Section {
  const head = path.split('.')[0];
  return head === 'birth' || head === 'residence' || head === 'studies' ? head : 'general';
}

/** Options of a select, keeping a stored value that is not one of them. */
function withCurrent(options: { value: string; label: string }[], current: string, empty: string) {
  const known = current === '' || options.some((option) => option.value === current);
  return [{ value: '', label: empty }, ...options, ...(known ? [] : [{ value: current, label: current }])];
}

/**
 * Personal data (and, for extended users, birth data, residence and studies). Save and Cancel
 * appear only when something changed; Cancel reloads the profile; leaving asks for confirmation.
 */
/**
 * The alert of a failed save (specification 000, section 8): the server's first message when it
 * names fields ("updateAccInfo failure: alert with the first server error message"), otherwise
 * "Errore nel salvataggio! Contattare l'amministrazione."
 */
export function saveErrorText(error: unknown, errorText: (error: unknown) => string): string {
  if (isApiError(error) && error.fields) {
    const first = Object.values(fieldErrorsText(error.fields))[0];
    if (typeof first === 'string' && first !== '') return first;
  }
  if (isApiError(error, 'request.controlCharacters') || isApiError(error, 'request.csrf'))
    return errorText(error);
  return errorText('profile.saveFailed');
}

export function ProfileForm({
  profile,
  onReload,
}: {
  profile: Profile;
  onReload: () => Promise<Profile | null>;
}) {
  const { t } = useTranslation('profile');
  const { t: tc } = useTranslation('common');
  const locale = useLocale();
  const errorText = useErrorText();
  const update = useUpdateProfile();
  const [section, setSection] = useState<Section>('general');
  const [isReloading, setIsReloading] = useState(false);
  const isExtended = profile.hasExtendedData;

  const form = useForm<ProfileFormValues>({
    mode: 'controlled',
    initialValues: toFormValues(profile),
    // The postcode takes digits only: a letter is flagged as it is typed, not at Confirm.
    validateInputOnChange: ['residence.postalCode'],
    validate: zodResolver<ProfileFormValues>(UpdateProfileBodySchema, {
      toInput: (values) => toUpdateBody(values, isExtended),
    }),
  });

  // The form object changes identity between renders; a ref keeps the callbacks stable.
  const formRef = useRef(form);
  formRef.current = form;

  const applyProfile = useCallback((next: Profile) => {
    const current = formRef.current;
    const values = toFormValues(next);
    current.setInitialValues(values);
    current.setValues(values);
    current.resetDirty(values);
    current.clearErrors();
  }, []);

  // A profile loaded or saved elsewhere replaces the form, unless the user is editing it.
  useEffect(() => {
    if (!formRef.current.isDirty()) applyProfile(profile);
  }, [profile, applyProfile]);

  const isDirty = form.isDirty();

  const handleSave = (values: ProfileFormValues) => {
    update.mutate(toUpdateBody(values, isExtended), {
      onSuccess: (saved) => {
        applyProfile(saved);
        notifications.show({
          color: 'green.9',
          message: t('saved'),
          closeButtonProps: { 'aria-label': tc('close') },
        });
      },
      onError: (error) => {
        if (isApiError(error) && error.fields) form.setErrors(fieldErrorsText(error.fields));
      },
    });
  };

  const handleInvalid = (errors: Record<string, unknown>) => {
    const first = Object.keys(errors)[0];
    if (first) setSection(sectionOf(first));
  };

  const handleCancel = async () => {
    setIsReloading(true);
    update.reset();
    try {
      const fresh = await onReload();
      applyProfile(fresh ?? profile);
    } finally {
      setIsReloading(false);
    }
  };

  const text = (path: string, max = TEXT_MAX) => ({
    maxLength: max,
    ...form.getInputProps(path as keyof ProfileFormValues),
  });

  const general = (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <NameFields
        label={(field) => t(`fields.${field}`)}
        inputProps={(field) => ({ required: field === 'lastName', ...text(`personal.${field}`) })}
      />
      <TextInput
        label={t('fields.phone')}
        type="tel"
        autoComplete="tel"
        {...text('personal.phone', PHONE_MAX)}
      />
      <TextInput label={t('fields.secondaryEmail')} type="email" {...text('personal.secondaryEmail')} />
      <TextInput label={t('fields.mobilePhone')} type="tel" {...text('personal.mobilePhone', PHONE_MAX)} />
      <TextInput label={t('fields.phone2')} type="tel" {...text('personal.phone2', PHONE_MAX)} />
    </SimpleGrid>
  );

  const birth = (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <SexSelect
        label={t('fields.sex')}
        chooseLabel={t('choose')}
        sexLabel={(sex) => t(`sexes.${sex}`)}
        {...form.getInputProps('birth.sex')}
      />
      <DateField label={t('fields.birthDate')} {...form.getInputProps('birth.birthDate')} />
      <TextInput label={t('fields.taxCode')} {...text('birth.taxCode', TAX_CODE_MAX)} />
      <TextInput label={t('fields.birthCity')} {...text('birth.birthCity')} />
      {locale === 'it' && <TextInput label={t('fields.birthProvince')} {...text('birth.birthProvince')} />}
      <TextInput label={t('fields.birthCountry')} {...text('birth.birthCountry')} />
      <TextInput label={t('fields.citizenship')} {...text('birth.citizenship')} />
      <TextInput label={t('fields.citizenship2')} {...text('birth.citizenship2')} />
    </SimpleGrid>
  );

  const residence = (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label={t('fields.street')} autoComplete="street-address" {...text('residence.street')} />
      <TextInput label={t('fields.city')} autoComplete="address-level2" {...text('residence.city')} />
      <TextInput
        label={t('fields.postalCode')}
        inputMode="numeric"
        autoComplete="postal-code"
        {...text('residence.postalCode', POSTCODE_MAX)}
      />
      {locale === 'it' && <TextInput label={t('fields.province')} {...text('residence.province')} />}
      <TextInput label={t('fields.country')} autoComplete="country-name" {...text('residence.country')} />
    </SimpleGrid>
  );

  const studies = (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <NativeSelect
        label={t('fields.qualification')}
        data={[
          { value: '', label: t('choose') },
          ...qualificationOptions(locale, form.values.studies.qualification).map(({ value, key }) => ({
            value,
            label: t(`qualifications.${key}`),
          })),
        ]}
        {...form.getInputProps('studies.qualification')}
      />
      <TextInput
        label={t('fields.diplomaYear')}
        inputMode="numeric"
        {...text('studies.diplomaYear', YEAR_DIGITS)}
      />
      <TextInput label={t('fields.instituteName')} {...text('studies.instituteName')} />
      <TextInput label={t('fields.instituteCity')} {...text('studies.instituteCity')} />
      <TextInput label={t('fields.instituteCountry')} {...text('studies.instituteCountry')} />
      <NativeSelect
        label={t('fields.heardFrom')}
        data={withCurrent(
          HEARD_FROM.map((value) => ({ value, label: t(`heardFrom.${value}`) })),
          form.values.studies.heardFrom,
          t('choose'),
        )}
        {...form.getInputProps('studies.heardFrom')}
      />
      <Radio.Group
        label={t('fields.attendedOtherSchools')}
        value={form.values.studies.attendedOtherSchools ? 'yes' : 'no'}
        onChange={(value) => form.setFieldValue('studies.attendedOtherSchools', value === 'yes')}
      >
        <Group mt="xs">
          <Radio value="yes" label={t('yes')} />
          <Radio value="no" label={t('no')} />
        </Group>
      </Radio.Group>
      {form.values.studies.attendedOtherSchools && (
        <TextInput label={t('fields.otherCookingSchools')} {...text('studies.otherCookingSchools')} />
      )}
    </SimpleGrid>
  );

  const panels: Record<Section, ReactNode> = { general, birth, residence, studies };

  return (
    <form onSubmit={form.onSubmit(handleSave, handleInvalid)} noValidate>
      <LeaveGuard when={isDirty} />
      <Stack gap="md">
        {isExtended ? (
          <Tabs value={section} onChange={(value) => setSection((value as Section | null) ?? 'general')}>
            <Tabs.List>
              {SECTIONS.map((value) => (
                <Tabs.Tab key={value} value={value}>
                  {t(`sections.${value}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {SECTIONS.map((value) => (
              <Tabs.Panel key={value} value={value} pt="md">
                {panels[value]}
              </Tabs.Panel>
            ))}
          </Tabs>
        ) : (
          <>
            <Title order={2} size="h3">
              {t('sections.general')}
            </Title>
            {general}
          </>
        )}
        {update.isError && (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden="true" />}>
            {saveErrorText(update.error, errorText)}
          </Alert>
        )}
        {isDirty && (
          <Group>
            <Button type="submit" loading={update.isPending}>
              {t('save')}
            </Button>
            <Button variant="default" onClick={handleCancel} loading={isReloading}>
              {t('cancel')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
