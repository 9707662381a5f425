import { Alert, Anchor, Button, Card, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { VOUCHER_CODE_MAX, voucherCodeProblem } from '@school/domain/vouchers/codes';
import type { VoucherOffer } from '@school/domain/vouchers/contracts/vouchers';
import { type VoucherMessage, type VoucherStep, voucherMessage } from '@school/domain/vouchers/status';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';
import { useLocale } from '../../../hooks/use-locale';
import { isApiError } from '../../../lib/api-client';
import { errorCodeOf, useErrorText } from '../../../lib/error-text';
import { useCurrentUser } from '../../../lib/me';
import { fieldErrorsText } from '../../../lib/zod-resolver';
import { LoginForm } from '../../auth/components/login-form';
import { useLookupVoucher } from '../api/lookup-voucher';
import { useRedeemVoucher } from '../api/redeem-voucher';
import { useRegisterVoucher } from '../api/register-voucher';
import { type RegistrationValues, VoucherRegistrationForm } from './voucher-registration-form';

/** The address's query parameter that carries the code (back from the sign-in panel). */
export const CODE_PARAM = 'codice';

type View =
  | { kind: 'entry' }
  | { kind: 'register'; offer: VoucherOffer }
  | { kind: 'signIn'; offer: VoucherOffer }
  | { kind: 'done'; offer: VoucherOffer };

function OfferSummary({ offer }: { offer: VoucherOffer }) {
  const { t } = useTranslation('vouchers');
  return (
    <Card withBorder padding="md" data-testid="voucher-offer">
      <Stack gap={4}>
        <Text fw={700}>{t('offer.title')}</Text>
        <Text>
          {t('offer.course')}: {offer.courseName}
          {offer.kind === 'housing' ? ` (${t('offer.housing')})` : ''}
        </Text>
        <Text>
          {t('offer.edition')}: {offer.editionName}
        </Text>
      </Stack>
    </Card>
  );
}

/**
 * The voucher page, /voucher (specification 001, sections 2, 4 and 8): the code and Activate;
 * signed in, the enrolment is moved to the person and the confirmation shows with the Student
 * Area button; otherwise the registration form (or the sign-in panel). Every failure shows its
 * message of section 8 and stops the spinner.
 */
export function VoucherPage() {
  const { t } = useTranslation('vouchers');
  const errorText = useErrorText();
  const locale = useLocale();
  const user = useCurrentUser();
  const [searchParams] = useSearchParams();
  const [code, setCode] = useState(() => searchParams.get(CODE_PARAM) ?? '');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [message, setMessage] = useState<VoucherMessage | null>(null);
  const [view, setView] = useState<View>({ kind: 'entry' });
  const lookup = useLookupVoucher();
  const redeem = useRedeemVoucher();
  const register = useRegisterVoucher();

  const fail = (step: VoucherStep, error: unknown) => setMessage(voucherMessage(step, errorCodeOf(error)));
  const codeFieldError = (error: unknown) =>
    isApiError(error) && error.fields?.code ? errorText(error.fields.code) : null;

  const activate = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    const problem = voucherCodeProblem(code);
    setCodeError(problem ? errorText(problem) : null);
    if (problem) return;
    let offer: VoucherOffer;
    try {
      offer = (await lookup.mutateAsync({ code })).voucher;
    } catch (error) {
      const field = codeFieldError(error);
      if (field) setCodeError(field);
      else fail('lookup', error);
      return;
    }
    if (!user) {
      setView({ kind: 'register', offer });
      return;
    }
    try {
      const done = await redeem.mutateAsync({ code });
      setView({ kind: 'done', offer: done.voucher });
    } catch (error) {
      fail('redeem', error);
    }
  };

  const submitRegistration = async (offer: VoucherOffer, values: RegistrationValues) => {
    setMessage(null);
    try {
      const done = await register.mutateAsync({ ...values, code: offer.code, language: locale });
      setView({ kind: 'done', offer: done.voucher });
      return null;
    } catch (error) {
      if (isApiError(error) && error.fields) return fieldErrorsText(error.fields) as Record<string, string>;
      fail('register', error);
      return null;
    }
  };

  // Signed in from the sign-in panel (or in another tab): back to the code, to activate it.
  const shown: View = user && (view.kind === 'register' || view.kind === 'signIn') ? { kind: 'entry' } : view;
  const alert = message && (
    <Alert color="red.9" role="alert" icon={<IconAlertCircle aria-hidden="true" />}>
      {t(`messages.${message}`)}
    </Alert>
  );

  if (shown.kind === 'done')
    return (
      <Page title={t('page.title')} size="sm">
        {/* On white, in the dark shade: readable (the pale alert's text is not). */}
        <Paper
          withBorder
          p="md"
          radius="md"
          role="status"
          style={{ borderColor: 'var(--mantine-color-teal-9)' }}
        >
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <IconCircleCheck
              aria-hidden="true"
              color="var(--mantine-color-teal-9)"
              style={{ flexShrink: 0 }}
            />
            <Stack gap={4}>
              <Title order={2} size="h4" c="teal.9">
                {t('done.title')}
              </Title>
              <Text>
                {t('done.text', { course: shown.offer.courseName, edition: shown.offer.editionName })}
              </Text>
            </Stack>
          </Group>
        </Paper>
        <Group>
          <Button component={Link} to={paths.candidateArea}>
            {t('done.studentArea')}
          </Button>
        </Group>
      </Page>
    );

  if (shown.kind === 'register' || shown.kind === 'signIn') {
    const offer = shown.offer;
    return (
      <Page title={t('page.title')} size="md">
        <OfferSummary offer={offer} />
        <Anchor component="button" type="button" onClick={() => setView({ kind: 'entry' })} ta="left">
          {t('code.change')}
        </Anchor>
        {shown.kind === 'signIn' ? (
          <Stack gap="md">
            <Title order={2}>{t('signIn.title')}</Title>
            <Text>{t('signIn.intro')}</Text>
            <LoginForm target={`${paths.voucher}?${CODE_PARAM}=${encodeURIComponent(offer.code)}`} />
            <Anchor
              component="button"
              type="button"
              onClick={() => setView({ kind: 'register', offer })}
              ta="left"
            >
              {t('signIn.toRegister')}
            </Anchor>
          </Stack>
        ) : (
          <Stack gap="md">
            <Title order={2}>{t('register.title')}</Title>
            <VoucherRegistrationForm
              pending={register.isPending}
              errorCode={message ? t(`messages.${message}`) : null}
              onSubmit={(values) => submitRegistration(offer, values)}
              onSignIn={() => {
                setMessage(null);
                setView({ kind: 'signIn', offer });
              }}
            />
          </Stack>
        )}
      </Page>
    );
  }

  return (
    <Page title={t('page.title')} intro={t('page.intro')} size="sm">
      <form onSubmit={activate} noValidate>
        <Stack gap="md">
          {alert}
          <TextInput
            label={t('code.label')}
            placeholder={t('code.placeholder')}
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={VOUCHER_CODE_MAX * 2}
            value={code}
            error={codeError}
            onChange={(event) => setCode(event.currentTarget.value)}
          />
          <Group>
            <Button type="submit" loading={lookup.isPending || redeem.isPending}>
              {t('code.activate')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Page>
  );
}
