import { Alert, Anchor, Button, Group, Loader, Text } from '@mantine/core';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useErrorText } from '../../../lib/error-text';
import { useAllowShop } from '../api/allow-shop';

/**
 * `/profilo?shop` for a signed-in person ("If the query has shop, allowShop is called after login,
 * then EcommerceShop opens"): the login form, the sign-up and the Google or Apple sign-in all come
 * back here. One request, then the shop; a refusal is told, with the way to try again.
 */
export function ShopEntry() {
  const { t } = useTranslation('shop');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const allow = useAllowShop();
  const started = useRef(false);
  const { mutate } = allow;
  const open = useCallback(
    () => mutate(undefined, { onSuccess: () => navigate(paths.shop, { replace: true }) }),
    [mutate, navigate],
  );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    open();
  }, [open]);

  if (!allow.isError) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text>{t('entry.opening')}</Text>
      </Group>
    );
  }
  return (
    <>
      <Alert color="red" role="alert">
        {errorText(allow.error)}
      </Alert>
      <Group gap="md">
        <Button onClick={open} loading={allow.isPending}>
          {t('entry.retry')}
        </Button>
        <Anchor component={Link} to={paths.profile} fw={600}>
          {t('entry.profile')}
        </Anchor>
      </Group>
    </>
  );
}
