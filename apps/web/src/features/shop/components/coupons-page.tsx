import {
  ActionIcon,
  Alert,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../../components/external-link';
import { Page } from '../../../components/page';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { useErrorText } from '../../../lib/error-text';
import { useCoupons } from '../api/list-coupons';
import classes from './shop.module.css';
import { BackButton } from './shop-toolbar';

/** The code's copy button: the clipboard, and a spoken and shown "copied". */
function CopyCode({ code }: { code: string }) {
  const { t } = useTranslation('shop');
  const [isCopied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(code).then(
      () => {
        setCopied(true);
        window.setTimeout(() => setCopied(false), 2000);
      },
      () => setCopied(false),
    );
  };
  const label = isCopied ? t('coupons.copied') : t('coupons.copy', { code });
  return (
    <>
      <VisuallyHidden role="status">{isCopied ? t('coupons.copied') : ''}</VisuallyHidden>
      <Tooltip label={label} withArrow>
        <ActionIcon
          variant={isCopied ? 'filled' : 'default'}
          color={isCopied ? 'teal.9' : undefined}
          size="lg"
          aria-label={label}
          onClick={copy}
        >
          {isCopied ? <IconCheck size={18} aria-hidden="true" /> : <IconCopy size={18} aria-hidden="true" />}
        </ActionIcon>
      </Tooltip>
    </>
  );
}

/**
 * The partner coupons (EcommerceCoupons, specification 000, section 2 "Coupons"): each with its
 * code (and a copy button), discount text, notes and the partner's site in a new tab. Which are
 * on show today (the seasonal one's window) is the server's.
 */
export function CouponsPage() {
  const { t } = useTranslation('shop');
  const errorText = useErrorText();
  const coupons = useCoupons();
  return (
    <Page title={t('coupons.title')} intro={t('coupons.intro')}>
      <BackButton to={paths.ecommerce} label={t('toolbar.backToShopHome')} />
      {coupons.isPending ? (
        <PageLoader />
      ) : coupons.isError ? (
        <Alert color="red" role="alert">
          {errorText(coupons.error)}
        </Alert>
      ) : coupons.data.coupons.length === 0 ? (
        <Text>{t('coupons.empty')}</Text>
      ) : (
        <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" className={classes.list}>
          {coupons.data.coupons.map((coupon) => (
            <Card component="li" key={coupon.id} withBorder radius="md" padding="lg" data-coupon={coupon.id}>
              <Stack gap="sm" style={{ height: '100%' }}>
                <Title order={2} size="h3" className={classes.wrap}>
                  {coupon.partner}
                </Title>
                <Text fw={700} fz="lg" c="red.9" className={classes.wrap}>
                  {coupon.discount}
                </Text>
                <div>
                  <Text size="sm" c="gray.7">
                    {t('coupons.code')}
                  </Text>
                  <Group gap="xs" wrap="nowrap">
                    <Text className={classes.code} data-testid="coupon-code">
                      {coupon.code}
                    </Text>
                    <CopyCode code={coupon.code} />
                  </Group>
                </div>
                {coupon.notes !== '' && (
                  <Text size="sm" className={classes.preLine}>
                    {coupon.notes}
                  </Text>
                )}
                <ExternalLink href={coupon.url} fw={600} mt="auto">
                  {t('coupons.site', { partner: coupon.partner })}
                </ExternalLink>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Page>
  );
}
