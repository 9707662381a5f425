import { Anchor, Container, Group, Text } from '@mantine/core';
import { FOOTER_VERSION } from '@school/domain/shared/limits';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExternalLink } from '../../components/external-link';
import { externalUrl } from '../../config/links';
import { paths } from '../../config/paths';
import { useAccess } from '../../hooks/use-access';
import { useLocale } from '../../hooks/use-locale';
import { useAppConfig } from '../../lib/app-config';
import classes from './shell.module.css';

export function Footer() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data: config } = useAppConfig();
  const access = useAccess();
  // The demo outbox is for staff: visitors see the link (it leads to the login), others do not.
  const showsOutbox = Boolean(config?.outbox) && (!access.isLoggedIn || access.isSecretariatStaff);
  return (
    <footer className={classes.footer}>
      <Container size="lg" py="md">
        <Group justify="space-between" gap="sm">
          <Text size="sm">{t('footer.school')}</Text>
          <Group gap="md">
            <ExternalLink href={externalUrl('schoolSite', locale)} size="sm">
              {t('footer.site')}
            </ExternalLink>
            {showsOutbox && (
              <Anchor component={Link} to={paths.outbox} size="sm">
                {t('footer.outbox')}
              </Anchor>
            )}
            <Text size="sm" data-testid="app-version">
              {FOOTER_VERSION}
            </Text>
          </Group>
        </Group>
      </Container>
    </footer>
  );
}
