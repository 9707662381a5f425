import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { TEXT_MAX } from '@school/domain/shared/limits';
import { IconKey } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PasswordField } from '../../../components/password-field';
import { paths } from '../../../config/paths';
import { useLocale } from '../../../hooks/use-locale';
import { errorCodeOf } from '../../../lib/error-text';
import { replaceSession } from '../../../lib/session-cache';
import { useLogIn } from '../api/log-in';
import { signInWithPasskey, usePasskeySignIn } from '../api/passkey-sign-in';
import { afterLoginTarget } from '../utils/after-login-target';
import {
  cancelPasskeyRequest,
  isPasskeyCancelled,
  supportsPasskeyAutofill,
  supportsPasskeys,
} from '../utils/webauthn';
import { AuthErrorAlert } from './auth-error-alert';
import { ProviderButtons } from './provider-buttons';

/** The query of the current page without `signup` and `loginError`, for the sign-up link. */
function signUpLink(searchParams: URLSearchParams): string {
  const next = new URLSearchParams(searchParams);
  next.delete('loginError');
  next.set('signup', '1');
  return `${paths.profile}?${next.toString()}`;
}

export function LoginForm({ target: fixedTarget }: { target?: string } = {}) {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const logIn = useLogIn();
  const locale = useLocale();
  const providerError = searchParams.get('loginError');
  // A provider login that failed comes back as /profilo?loginError=<code>, shown like the form's own.
  const [errorCode, setErrorCode] = useState<string | null>(providerError);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const target = fixedTarget ?? afterLoginTarget(searchParams);
  const passkeySignIn = usePasskeySignIn();
  const [passkeysSupported, setPasskeysSupported] = useState(true);
  const targetRef = useRef(target);
  targetRef.current = target;
  const queryClient = useQueryClient();

  // Conditional UI: where the browser offers passkeys among the e-mail field's suggestions, a
  // passkey sign-in waits for the person to pick one there. It ends when the page goes, or when
  // the button below starts its own.
  useEffect(() => {
    let active = true;
    (async () => {
      if (!(await supportsPasskeys())) {
        if (active) setPasskeysSupported(false);
        return;
      }
      if (!active || !(await supportsPasskeyAutofill())) return;
      try {
        const data = await signInWithPasskey(true);
        replaceSession(queryClient, { user: data.user });
        navigate(targetRef.current, { replace: true });
      } catch (error) {
        if (active && !isPasskeyCancelled(error)) setErrorCode(errorCodeOf(error));
      }
    })();
    return () => {
      active = false;
      void cancelPasskeyRequest();
    };
  }, [navigate, queryClient]);

  const handlePasskey = () => {
    setErrorCode(null);
    passkeySignIn.mutate(false, {
      onSuccess: () => navigate(target, { replace: true }),
      onError: (error) => {
        if (!isPasskeyCancelled(error)) setErrorCode(errorCodeOf(error));
      },
    });
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrorCode(null);
    if (username.trim() === '' || password === '') {
      setErrorCode('auth.emptyCredentials');
      return;
    }
    logIn.mutate(
      { username: username.trim(), password },
      {
        onSuccess: () => navigate(target, { replace: true }),
        onError: (error) => setErrorCode(errorCodeOf(error)),
      },
    );
  };

  return (
    <Stack gap="md" maw={420} w="100%">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          {errorCode && <AuthErrorAlert code={errorCode} />}
          <TextInput
            label={t('login.username')}
            name="username"
            autoComplete="username webauthn"
            maxLength={TEXT_MAX}
            value={username}
            onChange={(event) => setUsername(event.currentTarget.value)}
          />
          <PasswordField
            label={t('login.password')}
            name="password"
            autoComplete="current-password"
            maxLength={TEXT_MAX}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            visibilityToggleButtonProps={{ 'aria-label': t('password.toggle') }}
            visibilityToggleFocusable
          />
          <Group justify="space-between" align="center">
            <Anchor component={Link} to={paths.passwordRecovery} size="sm">
              {t('login.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" loading={logIn.isPending}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
      {passkeysSupported && (
        <Button
          variant="default"
          leftSection={<IconKey size={18} aria-hidden="true" />}
          onClick={handlePasskey}
          loading={passkeySignIn.isPending}
        >
          {t('login.passkey')}
        </Button>
      )}
      <ProviderButtons returnTo={target} language={locale} />
      <Text>
        {t('login.noAccount')}{' '}
        <Anchor component={Link} to={signUpLink(searchParams)} fw={600}>
          {t('login.createAccount')}
        </Anchor>
      </Text>
    </Stack>
  );
}
