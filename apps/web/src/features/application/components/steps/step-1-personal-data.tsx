import {
  Alert,
  Checkbox,
  Grid,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  STEP1_DEFAULTS,
  type Step1Body,
  step1Schema,
  step1Visibility,
} from '@school/domain/application/contracts/step-1';
import { isApplePrivateRelay } from '@school/domain/application/email';
import { formLanguage } from '@school/domain/application/language';
import { MOBILE_MAX, NAME_MAX } from '@school/domain/application/limits';
import { filterPhoneInput, isPhoneKeyAllowed } from '@school/domain/application/phone';
import { SEXES } from '@school/domain/auth/contracts/sign-up';
import { IconInfoCircle } from '@tabler/icons-react';
import { type ChangeEvent, type FormEvent, type KeyboardEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../../../components/external-link';
import { NameFields } from '../../../../components/person-fields';
import { externalUrl } from '../../../../config/links';
import { isPushSuccess, type PushOutcome, subscribeToPush } from '../../../notifications/utils/web-push';
import { useCallingCodes } from '../../../reference/api/list-calling-codes';
import { useStepForm } from '../../hooks/use-step-form';
import { PhonePrefixSelect } from '../fields/phone-prefix-select';
import { BooleanRadio } from '../fields/yes-no-radio';
import { picklistsGate } from '../picklists-loading';
import { StepActions } from '../step-actions';
import { StepFormError } from '../step-form-error';
import { useWizard } from '../wizard-context';

/** The form of step 1 (selects hold null when cleared). */
type Step1FormValues = {
  firstName: string;
  lastName: string;
  sex: string;
  mobilePrefix: string | null;
  mobileNumber: string;
  phone2Prefix: string | null;
  phone2Number: string;
  email: string;
  secondaryEmail: string;
  confirmEmail: string;
  privacy: boolean;
  marketing: boolean;
  notifications: boolean;
};

/** The body of Next: exactly `Step1Body` (a strict object), cleared selects as ''. */
function toBody(values: Step1FormValues): Step1Body {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    sex: values.sex,
    mobilePrefix: values.mobilePrefix ?? '',
    mobileNumber: values.mobileNumber,
    phone2Prefix: values.phone2Prefix ?? '',
    phone2Number: values.phone2Number,
    email: values.email,
    secondaryEmail: values.secondaryEmail,
    confirmEmail: values.confirmEmail,
    privacy: values.privacy,
    marketing: values.marketing,
    notifications: values.notifications,
  };
}

/** The saved values (a returning applicant), else an empty form with the consents' defaults. */
function initialValuesOf(saved: Partial<Step1Body> | null | undefined): Step1FormValues {
  return {
    firstName: saved?.firstName ?? '',
    lastName: saved?.lastName ?? '',
    sex: saved?.sex ?? '',
    mobilePrefix: saved?.mobilePrefix ?? '',
    mobileNumber: saved?.mobileNumber ?? '',
    phone2Prefix: saved?.phone2Prefix ?? '',
    phone2Number: saved?.phone2Number ?? '',
    email: saved?.email ?? '',
    secondaryEmail: saved?.secondaryEmail ?? '',
    confirmEmail: saved?.confirmEmail ?? '',
    privacy: saved?.privacy ?? STEP1_DEFAULTS.privacy,
    marketing: saved?.marketing ?? STEP1_DEFAULTS.marketing,
    notifications: saved?.notifications ?? STEP1_DEFAULTS.notifications,
  };
}

/**
 * "After step 1 is completed, if notification consent is true, a push subscription is created":
 * the browser's permission is asked here, while the click on Next still counts as the user's
 * gesture, then this browser is subscribed and the outcome told (section 8's messages) in a
 * notice; whatever it is, the application goes on.
 */
function subscribeAfterConsent(tell: (outcome: PushOutcome) => void): void {
  if (typeof window === 'undefined') return;
  void subscribeToPush()
    .then(tell)
    .catch(() => tell('failed'));
}

/** "digits and plus only on key press": other printable keys are refused (shortcuts still work). */
function handlePhoneKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  if (!isPhoneKeyAllowed(event.key)) event.preventDefault();
}

/**
 * Step 1, personal data (specification 001, sections 3 and 5): name, sex, mobile phones with
 * their prefixes, e-mails, privacy and the two consents. The rules are `step1Schema` of
 * packages/domain, the server's own; the fields shown follow `step1Visibility`.
 */
export default function Step1PersonalData() {
  const { t } = useTranslation('application');
  const { t: tn } = useTranslation('notifications');
  const { t: tc } = useTranslation('common');
  const { state, locale, context } = useWizard();
  const callingCodes = useCallingCodes(locale);
  const [isEmailEdited, setEmailEdited] = useState(false);

  const prefixes = callingCodes.data?.items;
  const schema = useMemo(
    () =>
      step1Schema({
        ...context,
        ...(prefixes ? { phonePrefixes: prefixes.map((code) => code.prefix) } : {}),
      }),
    [context, prefixes],
  );
  const [initialValues] = useState(() => initialValuesOf(state.form?.personalData));
  const { form, onSubmit, formError, textProps } = useStepForm<Step1FormValues>({
    initialValues,
    schema,
    toBody,
  });

  const visible = step1Visibility(context, {
    email: form.values.email,
    phone2Number: form.values.phone2Number,
    isEmailEdited,
  });

  const handleSubmit = (event?: FormEvent<HTMLFormElement>) => {
    onSubmit(event);
    if (form.values.notifications && form.isValid()) {
      subscribeAfterConsent((outcome) =>
        notifications.show({
          color: isPushSuccess(outcome) ? 'teal.9' : 'red.9',
          message: tn(`enable.outcome.${outcome}`),
          closeButtonProps: { 'aria-label': tc('close') },
        }),
      );
    }
  };

  const gate = picklistsGate([callingCodes]);
  if (gate) return gate;

  const phone = (field: 'mobileNumber' | 'phone2Number') => ({
    ...textProps(field, MOBILE_MAX),
    type: 'tel',
    inputMode: 'tel' as const,
    onKeyDown: handlePhoneKeyDown,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      form.setFieldValue(field, filterPhoneInput(event.currentTarget.value)),
  });
  const emailProps = textProps('email');

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="lg">
        <Text>{t('step1.intro')}</Text>
        <StepFormError error={formError} />

        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NameFields
            label={(field) => t(`step1.${field}`)}
            inputProps={(field) => ({ withAsterisk: true, ...textProps(field, NAME_MAX[field]) })}
          />
          <Radio.Group label={t('step1.sex')} withAsterisk {...form.getInputProps('sex')}>
            <Group mt="xs">
              {SEXES.map((sex) => (
                <Radio key={sex} value={sex} label={t(`step1.sexes.${sex}`)} />
              ))}
            </Group>
          </Radio.Group>
        </SimpleGrid>

        <Title order={2} size="h4">
          {t('step1.sections.contacts')}
        </Title>
        {/* Each phone on its own row: the prefix names its country ("+33 Francia"). */}
        <Grid gap="xs">
          <Grid.Col span={{ base: 5, sm: 4 }}>
            <PhonePrefixSelect
              label={t('step1.mobilePrefix')}
              withAsterisk
              {...form.getInputProps('mobilePrefix')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 7, sm: 8 }}>
            <TextInput
              label={t('step1.mobileNumber')}
              description={t('step1.phoneHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              autoComplete="tel-national"
              withAsterisk
              {...phone('mobileNumber')}
            />
          </Grid.Col>
        </Grid>
        <Grid gap="xs">
          <Grid.Col span={{ base: 5, sm: 4 }}>
            <PhonePrefixSelect
              label={t('step1.phone2Prefix')}
              withAsterisk={visible.phone2PrefixRequired}
              {...form.getInputProps('phone2Prefix')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 7, sm: 8 }}>
            <TextInput label={t('step1.phone2Number')} autoComplete="off" {...phone('phone2Number')} />
          </Grid.Col>
        </Grid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('step1.email')}
            type="email"
            autoComplete="email"
            withAsterisk
            {...emailProps}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              setEmailEdited(true);
              emailProps.onChange(event);
            }}
          />
          {visible.confirmEmail && (
            <TextInput
              label={t('step1.confirmEmail')}
              description={t('step1.confirmEmailHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              type="email"
              autoComplete="off"
              withAsterisk
              {...textProps('confirmEmail')}
            />
          )}
          <TextInput
            label={t('step1.secondaryEmail')}
            type="email"
            autoComplete="off"
            withAsterisk
            {...textProps('secondaryEmail')}
          />
        </SimpleGrid>
        {isApplePrivateRelay(form.values.email) && (
          <Alert variant="light" icon={<IconInfoCircle aria-hidden="true" />} data-testid="apple-relay-hint">
            {t('step1.appleRelay')}
          </Alert>
        )}

        <Title order={2} size="h4">
          {t('step1.sections.consents')}
        </Title>
        <Checkbox
          label={t('step1.privacy')}
          description={
            <ExternalLink href={externalUrl('privacy', formLanguage(locale))} size="sm">
              {t('step1.privacyLink')}
            </ExternalLink>
          }
          required
          {...form.getInputProps('privacy', { type: 'checkbox' })}
        />
        <BooleanRadio
          label={t('step1.marketing')}
          withAsterisk
          {...form.getInputProps('marketing')}
          value={form.values.marketing}
          onChange={(value) => form.setFieldValue('marketing', value)}
        />
        <BooleanRadio
          label={t('step1.notifications')}
          description={t('step1.notificationsHint')}
          withAsterisk
          {...form.getInputProps('notifications')}
          value={form.values.notifications}
          onChange={(value) => form.setFieldValue('notifications', value)}
        />

        <StepActions />
      </Stack>
    </form>
  );
}
