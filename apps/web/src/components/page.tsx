import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page: its document title and its one `h1`, an optional intro, then the content. */
export function Page({
  title,
  intro,
  children,
  size = 'lg',
}: {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
}) {
  return (
    <Container size={size} py="xl">
      <title>{`${title} · ALMA`}</title>
      <Stack gap="lg">
        {/* A title of people's data (a ticket's subject) may hold a word longer than a phone. */}
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        {intro && <Text size="lg">{intro}</Text>}
        {children}
      </Stack>
    </Container>
  );
}
