import { Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { SectionCard } from '../../../components/section-card';

/** One section of the Utility page: its card and its heading (`utility-<id>`). */
export function UtilityCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <SectionCard box={id} titleId={`utility-${id}`}>
      <Title order={2} size="h3" id={`utility-${id}`}>
        {title}
      </Title>
      {children}
    </SectionCard>
  );
}
