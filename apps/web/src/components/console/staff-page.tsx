import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A console page: its document title, its one `h1`, an optional intro and actions, the content. */
export function StaffPage({
  title,
  intro,
  actions,
  children,
}: {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation('staff');
  return (
    <Stack gap="md">
      <title>{`${title} · ${t('title')} · ALMA`}</title>
      <Group justify="space-between" align="flex-end">
        {/* A title of people's data (a ticket's subject) may hold a word longer than a phone. */}
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        {actions}
      </Group>
      {intro && <Text>{intro}</Text>}
      {children}
    </Stack>
  );
}

/** A titled part of a console page (a list, a log, a thread): a `section` named by its `h2`. */
export function StaffSection({
  id,
  title,
  children,
}: {
  id: string;
  title: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
