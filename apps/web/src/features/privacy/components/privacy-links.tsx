import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** The profile's way to My data and the privacy notice. */
export function PrivacyLinks() {
  const { t } = useTranslation('privacy');
  return (
    <Stack gap="xs" component="section" aria-labelledby="privacy-links">
      <Title order={3} id="privacy-links">
        {t('link.title')}
      </Title>
      <Text>{t('link.text')}</Text>
      <Group>
        <Anchor component={Link} to={paths.myData}>
          {t('link.myData')}
        </Anchor>
        <Anchor component={Link} to={paths.privacyNotice}>
          {t('link.notice')}
        </Anchor>
      </Group>
    </Stack>
  );
}
