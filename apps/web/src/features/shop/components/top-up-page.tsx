import { Alert, Button, Card, Group, Select, Stack, Text } from '@mantine/core';
import { formatPriceCents } from '@school/domain/shop/money';
import { IconCreditCard } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../../components/page';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { useErrorText } from '../../../lib/error-text';
import { useTopUps } from '../api/list-top-ups';
import classes from './shop.module.css';
import { BackButton } from './shop-toolbar';

/**
 * The badge top-up (EcommerceBadge, specification 000, section 2 "Badge top-up"): the top-ups by
 * price, cheapest first (the server's order), the first preselected; the big price; "Acquista"
 * opens the summary of that top-up.
 */
export function TopUpPage() {
  const { t } = useTranslation('shop');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const topUps = useTopUps();
  const [chosen, setChosen] = useState<string | null>(null);

  const products = topUps.data?.products ?? [];
  const selected = products.find((product) => product.id === chosen) ?? products[0] ?? null;

  return (
    <Page title={t('topUp.title')} intro={t('topUp.intro')} size="sm">
      <BackButton to={paths.ecommerce} label={t('toolbar.backToShopHome')} />
      {topUps.isPending ? (
        <PageLoader />
      ) : topUps.isError ? (
        <Alert color="red" role="alert">
          {errorText(topUps.error)}
        </Alert>
      ) : selected === null ? (
        <Text>{t('topUp.empty')}</Text>
      ) : (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="lg">
            <Select
              label={t('topUp.amount')}
              data={products.map((product) => ({
                value: product.id,
                label: formatPriceCents(product.unitCents),
              }))}
              value={selected.id}
              onChange={(value) => value !== null && setChosen(value)}
              allowDeselect={false}
            />
            <div>
              <Text size="sm" c="gray.7">
                {t('topUp.price')}
              </Text>
              <Text className={classes.bigPrice} aria-live="polite" data-testid="top-up-price">
                {formatPriceCents(selected.unitCents)}
              </Text>
              <Text c="gray.7" className={classes.wrap}>
                {selected.name}
              </Text>
            </div>
            <Group>
              <Button
                size="md"
                leftSection={<IconCreditCard size={18} aria-hidden="true" />}
                onClick={() =>
                  navigate(`${paths.shopSummary}?${new URLSearchParams({ topUp: selected.id })}`)
                }
              >
                {t('topUp.buy')}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
    </Page>
  );
}
