import { Anchor, Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { type Step0Body, step0Schema, step0Visibility } from '@school/domain/application/contracts/step-0';
import { APPLICATION_PASSWORD_MAX, USERNAME_MAX } from '@school/domain/application/limits';
import { IconDownload } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PasswordField } from '../../../../components/password-field';
import { externalUrl } from '../../../../config/links';
import { paths, signUpPath } from '../../../../config/paths';
import { useLocale } from '../../../../hooks/use-locale';
import { ProviderButtons } from '../../../auth/components/provider-buttons';
import { useStepForm } from '../../hooks/use-step-form';
import { applicationPath } from '../../utils/application-paths';
import { noPaste } from '../fields/no-paste';
import { StepActions } from '../step-actions';
import { StepFormError } from '../step-form-error';
import { useWizard } from '../wizard-context';

/** A sentence ending with its link ("Hai già un account? Accedi…"). */
function LinkLine({ text, to, link }: { text: string; to: string; link: string }) {
  return (
    <Text size="sm" ta="center">
      {text}{' '}
      <Anchor component={Link} to={to} underline="always">
        {link}
      </Anchor>
    </Text>
  );
}

type Step0Form = Required<Step0Body> & Record<string, unknown>;

/**
 * Step 0, credentials: the intro, the CV template (Europass, in the form's language), sign-in with
 * Google or Apple (Apple first explains "Use a different Apple ID"), and the new account's
 * credentials (username = e-mail address, password and its confirmation). Next creates the account,
 * signs in and goes to step 1. A returning applicant logs in and resumes at the stored step; the
 * create-account link opens the portal's sign-up, which comes back here signed in (step 1).
 */
export default function Step0Credentials() {
  const { t } = useTranslation('application');
  const { t: tAuth } = useTranslation('auth');
  // The show/hide button is named in the page's language (Italian, English or Chinese).
  // The password and its confirmation are typed alike: a new password, its show/hide button named.
  const newPassword = {
    autoComplete: 'new-password',
    maxLength: APPLICATION_PASSWORD_MAX,
    withAsterisk: true,
    visibilityToggleButtonProps: { 'aria-label': tAuth('password.toggle') },
  };
  const wizard = useWizard();
  const rulesLocale = useLocale();
  const visible = step0Visibility(wizard.context);
  const schema = useMemo(() => step0Schema(wizard.context), [wizard.context]);
  const { form, onSubmit, formError } = useStepForm<Step0Form>({
    initialValues: { username: '', password: '', confirmPassword: '' },
    schema,
    toBody: (values) =>
      visible.username
        ? { username: values.username, password: values.password, confirmPassword: values.confirmPassword }
        : {},
  });
  const here = applicationPath(wizard.productCode);
  const backHere = new URLSearchParams({ gotosection: here }).toString();
  const loginPath = `${paths.profile}?${backHere}`;
  // "a create-account link": the portal's sign-up, which comes back to this application.
  const createAccountPath = `${signUpPath}&${backHere}`;

  return (
    <Stack gap="lg">
      <Text>{t('step0.intro')}</Text>
      <Card withBorder padding="md">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('step0.cvTitle')}
          </Title>
          <Text size="sm">{t('step0.cvText')}</Text>
          <div>
            <Button
              component="a"
              href={externalUrl('cvTemplate', rulesLocale)}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              leftSection={<IconDownload size={18} aria-hidden="true" />}
            >
              {t('step0.cvButton')}
            </Button>
          </div>
        </Stack>
      </Card>

      {visible.username ? (
        <Card withBorder padding="md">
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="md">
              <Title order={2} size="h4">
                {t('step0.createTitle')}
              </Title>
              <Text size="sm">{t('step0.createText')}</Text>
              <StepFormError error={formError} />
              <TextInput
                label={t('step0.username')}
                description={t('step0.usernameHint')}
                type="email"
                autoComplete="username"
                inputMode="email"
                maxLength={USERNAME_MAX}
                withAsterisk
                {...noPaste}
                {...form.getInputProps('username')}
              />
              <PasswordField
                label={t('step0.password')}
                {...newPassword}
                {...form.getInputProps('password')}
              />
              {visible.confirmPassword && (
                <PasswordField
                  label={t('step0.confirmPassword')}
                  {...newPassword}
                  {...form.getInputProps('confirmPassword')}
                />
              )}
              <StepActions nextLabel={t('step0.start')} />
              <ProviderButtons
                returnTo={here}
                language={wizard.locale}
                product={wizard.productCode}
                appleNotice={t('step0.appleNotice')}
              />
              <LinkLine text={t('step0.haveAccount')} to={loginPath} link={t('step0.logIn')} />
              <LinkLine
                text={t('step0.portalSignUp')}
                to={createAccountPath}
                link={t('step0.createAccount')}
              />
            </Stack>
          </form>
        </Card>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Text>{t('step0.signedIn')}</Text>
          <StepFormError error={formError} mt="md" />
          <StepActions />
        </form>
      )}
    </Stack>
  );
}
