import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useErrorText } from '../../../lib/error-text';
import { useLogOut } from '../api/log-out';

/** The Logout tab: ends the session on this device. */
export function LogoutPanel() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const logOut = useLogOut();
  return (
    <Stack gap="sm" align="flex-start">
      <Text>{t('logout.text')}</Text>
      <Button
        color="red.9"
        leftSection={<IconLogout size={18} aria-hidden="true" />}
        loading={logOut.isPending}
        onClick={() =>
          logOut.mutate(undefined, { onSuccess: () => navigate(paths.profile, { replace: true }) })
        }
      >
        {t('logout.submit')}
      </Button>
      {logOut.isError && (
        <Alert color="red" variant="light">
          {errorText(logOut.error)}
        </Alert>
      )}
    </Stack>
  );
}
