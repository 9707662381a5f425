import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOpenEditions } from '../api/list-editions';
import { applicationPath } from '../utils/application-paths';

/**
 * "Apply": the course editions open to applications, each with the button that starts the
 * application (`/candidatura/{productcode}`). Nothing shows while none is open.
 */
export function OpenApplications() {
  const { t } = useTranslation('application');
  const editions = useOpenEditions();
  const items = editions.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="open-applications-title">
      <Title order={2} size="h3" id="open-applications-title">
        {t('shell.open.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {items.map((edition) => (
          <Card key={edition.productCode} withBorder padding="md">
            <Stack gap="xs" h="100%" justify="space-between">
              <div>
                <Text fw={600}>{edition.courseName}</Text>
                <Text size="sm" c="dimmed">
                  {t('shell.open.edition', { edition: edition.editionName })}
                </Text>
              </div>
              <Group>
                <Button
                  component={Link}
                  to={applicationPath(edition.productCode)}
                  rightSection={<IconArrowRight size={18} aria-hidden="true" />}
                  aria-label={t('shell.open.applyTo', {
                    course: edition.courseName,
                    edition: edition.editionName,
                  })}
                >
                  {t('shell.open.apply')}
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
